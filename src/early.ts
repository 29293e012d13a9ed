/**
 * The widgets' first data calls, started by the entry the moment a placeholder is found, from its raw options (each
 * type's zod-free widgets/<type>/first-calls.ts, listed in FIRST_CALLS): before any chunk is asked for, so the data
 * is in flight while all the code loads. Each is the plain POST the http client would send (page parameters
 * included, no body). When the widget, its options validated, makes the same call, the http client adopts the
 * request in flight; a request nobody adopted is aborted once every placeholder that started it has been prepared
 * (invalid options, a catalogued error, an unmount). In the entry: keep it small.
 */
import { readRawOptions } from './raw-options';
import type { PageContext } from './page-context';
import { withPageParams } from './page-params';

export interface EarlyRequest {
  response: Promise<Response>;
  controller: AbortController;
}

/** Early requests not adopted yet, by absolute URL, with the number of placeholders that asked for each. */
const pending = new Map<string, EarlyRequest & { owners: number }>();
/** Calls the http client has taken over (adopted or sent itself): a later placeholder's early start skips them. */
const claimed = new Set<string>();

/**
 * The POST calls (URLs, no body) a placeholder's first render makes, from its raw options. The widget's prefetch must
 * ask for the same calls with its validated options to adopt them.
 */
export type FirstCalls = (raw: Record<string, unknown>, ctx: PageContext, el: Element) => string[];

/** What a type lists in FIRST_CALLS: starts a placeholder's calls; returns the release, to call once it is prepared. */
export type EarlyStart = (el: Element, ctx: PageContext) => () => void;

export const earlyStart = (calls: FirstCalls): EarlyStart => (el, ctx) => {
  const raw = readRawOptions(el);
  let keys: string[] = [];
  try {
    if (raw.ok) keys = startEarly(calls(raw.value, ctx, el), ctx.config.page_id);
  } catch {
    // options it cannot read: the runtime reports them
  }
  return () => releaseEarly(keys);
};

/**
 * Start (or join) the POST calls of one placeholder, but not those the http client already has (in flight or done,
 * e.g. the subscribed topics for a placeholder inserted later); returns their keys, for releaseEarly().
 */
export function startEarly(urls: readonly string[], pageId: number): string[] {
  return urls.map((url) => withPageParams(url, pageId)).filter((key) => !claimed.has(key)).map((key) => {
    let entry = pending.get(key);
    if (!entry) {
      const controller = new AbortController();
      const response = fetch(key, { method: 'POST', credentials: 'same-origin', cache: 'no-store', signal: controller.signal });
      response.catch(() => {}); // the adopter handles failures; an unadopted request is only aborted
      pending.set(key, (entry = { response, controller, owners: 0 }));
    }
    entry.owners++;
    return key;
  });
}

/**
 * The http client takes over this POST (absolute URL): the early request, if one is in flight, is handed over once
 * (the client now owns its response and its controller); either way, no placeholder starts it early again.
 */
export function adoptEarly(key: string): EarlyRequest | undefined {
  const entry = pending.get(key);
  pending.delete(key);
  claimed.add(key);
  return entry;
}

/** One placeholder no longer needs its calls: those nobody adopted and nobody else asked for are aborted. */
export function releaseEarly(keys: readonly string[]): void {
  for (const key of keys) {
    const entry = pending.get(key);
    if (entry && --entry.owners === 0) {
      pending.delete(key);
      entry.controller.abort();
    }
  }
}
