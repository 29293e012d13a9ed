/**
 * The four news calls (README › News widget, "Calls"), as URLs (all are POST and expect JSON; the http client adds
 * dm_cpi and dm_xhr), and the two list calls a widget makes (listRequest, leadRequest): the one place their URLs are
 * built, for the first calls (first-calls.ts, in the entry) and for every later load of the list (use-list.ts). Topic
 * arrays travel as URL-encoded JSON in the path. In the entry: keep it small.
 */
import type { NewsOptions } from './news-options';
import type { NewsQuery } from './query';

/** Image size variants of the news service (500w to 1440w), and the sizes the list calls ask for. */
export type ListSize = 'xbig' | 'h' | 'xxbig';

export const SUBSCRIBED_URL = 'ajax/testa/motifs/subscribed';

export interface ListRequest {
  topics: readonly string[];
  nbperpage: number;
  page: number;
  size: ListSize;
  /** ?debug on a dev page: ask the service for its debug info. */
  debug?: boolean;
}

/** The list call of a page of the widget's list (the 'lists' use of the list call: size xbig). */
export const listRequest = (o: Pick<NewsOptions, 'nbArticlesTotal'>, topics: readonly string[], page: number, q: NewsQuery, dev: boolean): ListRequest =>
  ({ topics, nbperpage: o.nbArticlesTotal, page, size: 'xbig', debug: dev && q.debug });

/** The lead-topics call (the 'lead topics' use of the list call: size xbig, nbLeadArticles per page). */
export const leadRequest = (o: Pick<NewsOptions, 'nbLeadArticles'>, lead: readonly string[], page: number): ListRequest =>
  ({ topics: lead, nbperpage: o.nbLeadArticles, page, size: 'xbig' });

export function listUrl({ topics, nbperpage, page, size, debug }: ListRequest): string {
  const path = ['motifs', JSON.stringify(topics), 'nbperpage', nbperpage, 'idpage', page, 'size', size];
  return 'ajax/testa/article/' + path.map(encodeURIComponent).join('/') + '?withoutIdInKey=true' + (debug ? '&debug=1' : '');
}

export const slugUrl = (slug: string): string => `ajax/testa/article/slug/${encodeURIComponent(slug)}`;
