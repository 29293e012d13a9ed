/**
 * The widget's first requests, started by the runtime before the React chunk arrives (data in parallel with code):
 * the slug lookup in article mode; the lead-topics and list calls of the requested page in list mode, plus the
 * subscribed-topics call shared by every news widget of the page. The view takes each prefetched answer once.
 */
import type { Http } from '../../src/http';
import type { NewsOptions } from './options';
import type { NewsQuery } from './query';
import { isSlug } from './query';
import type { NewsSetup } from './setup';
import { listUrl, slugUrl, SUBSCRIBED_URL, type ListRequest } from './urls';

/** Prefetched answers by request URL. */
export type Prefetched = Map<string, Promise<unknown>>;

/**
 * Every news call is made once per page (share): widgets asking the same thing share one request, and going back to
 * a page of the list asks nothing again. A caller's signal stops its wait; a failed call may be tried again.
 */
export const post = (http: Http, url: string, signal?: AbortSignal): Promise<unknown> =>
  http.request(url, { method: 'POST', signal, share: true });

export const subscribedTopics = (http: Http): Promise<unknown> => post(http, SUBSCRIBED_URL);

/** The list call of a page of the widget's list (spec §7.2 'lists'). */
export const listRequest = (o: NewsOptions, topics: readonly string[], page: number, q: NewsQuery, dev: boolean): ListRequest =>
  ({ topics, nbperpage: o.nbArticlesTotal, page, size: 'xbig', debug: dev && q.debug });

/** The lead-topics call (spec §7.2 'lead topics'). */
export const leadRequest = (o: NewsOptions, lead: readonly string[], page: number): ListRequest =>
  ({ topics: lead, nbperpage: o.nbLeadArticles, page, size: 'xbig' });

export function firstUrls(o: NewsOptions, setup: NewsSetup, q: NewsQuery, dev: boolean): string[] {
  if (setup.mode === 'article') return isSlug(setup.slug) ? [slugUrl(setup.slug)] : [];
  const page = o.hasPagination ? q.page : 1;
  const urls = [listUrl(listRequest(o, setup.topics, page, q, dev))];
  if (setup.lead.length) urls.unshift(listUrl(leadRequest(o, setup.lead, page)));
  return urls;
}

export function prefetch(http: Http, urls: string[], signal: AbortSignal, list: boolean): Prefetched {
  if (list) subscribedTopics(http).catch(() => {});
  const out: Prefetched = new Map();
  for (const url of urls) {
    const p = post(http, url, signal);
    p.catch(() => {}); // handled when the view takes it
    out.set(url, p);
  }
  return out;
}
