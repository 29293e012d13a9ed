/**
 * The widget's first calls (first-calls.ts), asked for by the define chunk before the React chunk arrives: each
 * adopts the request the entry already started for it, if any. The view takes each prefetched answer once.
 */
import type { Http } from '../../src/core';
import { SUBSCRIBED_URL } from './urls';

/** Prefetched answers by request URL. */
export type Prefetched = Map<string, Promise<unknown>>;

/**
 * Every news call is made once per page (share): widgets asking the same thing share one request, and going back to
 * a page of the list asks nothing again. A caller's signal stops its wait; a failed call may be tried again.
 */
export const post = (http: Http, url: string, signal?: AbortSignal): Promise<unknown> =>
  http.request(url, { method: 'POST', signal, share: true });

export const subscribedTopics = (http: Http): Promise<unknown> => post(http, SUBSCRIBED_URL);

export function prefetch(http: Http, urls: string[], signal: AbortSignal): Prefetched {
  const out: Prefetched = new Map();
  for (const url of urls) {
    // The subscribed topics serve every news widget of the page: no one widget's unmount aborts them.
    const p = url === SUBSCRIBED_URL ? subscribedTopics(http) : post(http, url, signal);
    p.catch(() => {}); // handled when the view takes it
    out.set(url, p);
  }
  return out;
}
