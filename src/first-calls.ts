/**
 * The widgets' first calls, started by the entry the moment a placeholder is found, from its raw options (each
 * type's zod-free widgets/<type>/first-calls.ts, listed in FIRST_CALLS by widgets/index.ts): before any chunk is asked
 * for, so the data is in flight while all the code loads. Each is the plain POST the http client would send (page
 * parameters included, no body). What the type worked the calls out from (`planned`) is handed to its definition's
 * `firstCalls`, which asks for the same calls with the validated options: the http client adopts the requests in
 * flight. A request nobody adopted is aborted once every placeholder that started it has been prepared (invalid
 * options, a catalogued error, an unmount). In the entry: keep it small.
 */
import type { WidgetErrorCode } from './errors';
import { readRawOptions, type RawOptions } from './raw-options';
import type { PageContext } from './page-context';
import type { PageConfig } from './config';
import { withPageParams } from './page-params';

export interface FirstCallRequest {
  response: Promise<Response>;
  controller: AbortController;
}

/** First calls not adopted yet, by absolute URL, with the number of placeholders that asked for each. */
const pending = new Map<string, FirstCallRequest & { owners: number }>();
/** Calls the http client has taken over (adopted or sent itself): a later placeholder does not start them again. */
const claimed = new Set<string>();

/**
 * What a type's first calls work out from a placeholder's raw options: a plan holding the POST calls (URLs, no body)
 * its first render makes, or the number of the catalogued error the options decide, or nothing (options the runtime
 * will reject). Handed as it is to the definition's `firstCalls` (`planned`), so that it is worked out once. Its
 * `sent`, if any, is called once the calls of the launcher's slice have left (Found's `sent`; it may peek at their
 * answers: peekFirstCall), with `send`: the calls it makes later from their answers (the full article's, at the slug
 * lookup's answer) go through it, so that they are the placeholder's too (see Found's `release`). Its `view`, if
 * any, names the module of widgets/<type>/ its first render needs (e.g. 'view'): the launcher preloads it with the
 * definition (retry.ts preloadView).
 */
export type Planned = { readonly urls: readonly string[]; readonly sent?: (send: (urls: readonly string[]) => void) => void; readonly view?: string } | WidgetErrorCode | undefined;

/** What a type lists in FIRST_CALLS. May throw on options it cannot read: the runtime reports them. */
export type FirstCalls = (raw: Record<string, unknown>, ctx: PageContext, el: Element) => Planned;

/**
 * A placeholder found: its raw options, read once (for its first calls here, for the runtime's validation next), what
 * its type's first calls planned, and the release of those calls, to call once it is prepared: `kept` when it was
 * (its definition asks for the calls sent later and adopts them); otherwise, rejected or unmounted, those later calls
 * are released too, and no more are sent.
 */
export interface Found {
  raw: RawOptions;
  planned?: Planned;
  /**
   * Runs the plan's `sent`: the launcher calls it once every call of the slice has left, so that what `sent` asks for
   * (a chunk) does not take one of the six HTTP/1.1 connections a later placeholder's call would have had. Called
   * right after its own calls, the first news list's early-images chunks went ahead of the third and fourth lists'
   * calls on cold loads of Métiers: the last call waited 12-25 ms for a connection in 3 loads of 8, 1-11 ms since.
   */
  sent: () => void;
  release: (kept?: boolean) => void;
}

/** Read a placeholder's raw options and start its type's first calls (`calls`, when it has some) from them. */
export function startFirstCalls(el: Element, ctx: PageContext, calls?: FirstCalls): Found {
  const raw = readRawOptions(el);
  let keys: string[] = [];
  let later: string[] | undefined = [];
  let planned: Planned;
  let sent: Exclude<Planned, number | undefined>['sent'];
  try {
    if (calls && raw.ok && typeof (planned = calls(raw.value, ctx, el)) == 'object') {
      keys = sendFirstCalls(planned.urls, ctx.config);
      sent = planned.sent; // (only for calls that left: an unreadable script_name throws above, not in the launcher)
    }
  } catch {
    // options it cannot read: the runtime reports them
  }
  return {
    raw,
    planned,
    sent: () => sent?.((urls) => later?.push(...sendFirstCalls(urls, ctx.config))),
    release: (kept) => {
      releaseFirstCalls(kept ? keys : keys.concat(later || []));
      if (!kept) later = undefined;
    },
  };
}

/** The page config's fields a call's URL is made from (page-params.ts). */
export type CallPage = Pick<PageConfig, 'page_id' | 'script_name'>;

/**
 * Send (or join) the POST calls of one placeholder, but not those the http client already has (in flight or done,
 * e.g. the subscribed topics for a placeholder inserted later); returns their keys, for releaseFirstCalls().
 */
export function sendFirstCalls(urls: readonly string[], page: CallPage): string[] {
  return urls.map((url) => withPageParams(url, page.page_id, page.script_name)).filter((key) => !claimed.has(key)).map((key) => {
    let entry = pending.get(key);
    if (!entry) {
      const controller = new AbortController();
      const response = fetch(key, { method: 'POST', cache: 'no-store', signal: controller.signal }); // same-origin credentials: fetch's default
      response.catch(() => {}); // the adopter handles failures; an unadopted request is only aborted
      pending.set(key, (entry = { response, controller, owners: 0 }));
    }
    entry.owners++;
    return key;
  });
}

/**
 * The http client takes over this POST (absolute URL): the first call, if one is in flight, is handed over once (the
 * client now owns its response and its controller); either way, no placeholder starts it again.
 */
export function adoptFirstCall(key: string): FirstCallRequest | undefined {
  const entry = pending.get(key);
  pending.delete(key);
  claimed.add(key);
  return entry;
}

/**
 * The JSON answer of a first call not adopted yet (undefined once adopted), read from a copy of its response: the
 * adopter still reads the original (its own reading starts after this one's, as it adopts later). Rejects on a
 * failed call or an answer that is not 2xx JSON; the adopter reports those.
 */
export function peekFirstCall(url: string, page: CallPage): Promise<unknown> | undefined {
  const answer = pending.get(withPageParams(url, page.page_id, page.script_name))?.response.then((r) => (r.ok ? r.clone().json() : Promise.reject(r.status)));
  answer?.catch(() => {}); // not unhandled where the peeker never comes (its code failed to load)
  return answer;
}

/** One placeholder no longer needs its calls: those nobody adopted and nobody else asked for are aborted. */
export function releaseFirstCalls(keys: readonly string[]): void {
  for (const key of keys) {
    const entry = pending.get(key);
    if (entry && --entry.owners === 0) {
      pending.delete(key);
      entry.controller.abort();
    }
  }
}
