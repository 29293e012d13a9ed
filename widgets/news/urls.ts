/**
 * The four news calls (README › News widget, "Calls"), as URLs (all are POST and expect JSON; the http client adds
 * dm_cpi and dm_xhr). Topic arrays travel as URL-encoded JSON in the path. In the entry (first-calls.ts builds the
 * first calls from these before any chunk is asked for): keep it small.
 */

/** Image size variants of the news service (500w to 1440w), and the sizes the list calls ask for. */
export type ListSize = 'xbig' | 'h' | 'xxbig';

export const SUBSCRIBED_URL = '/ajax/testa/motifs/subscribed';

export interface ListRequest {
  topics: readonly string[];
  nbperpage: number;
  page: number;
  size: ListSize;
  /** ?debug on a dev page: ask the service for its debug info. */
  debug?: boolean;
}

export function listUrl({ topics, nbperpage, page, size, debug }: ListRequest): string {
  const params = new URLSearchParams({ withoutIdInKey: 'true' });
  if (debug) params.set('debug', '1');
  const path = ['motifs', JSON.stringify(topics), 'nbperpage', String(nbperpage), 'idpage', String(page), 'size', size];
  return '/ajax/testa/article/' + path.map(encodeURIComponent).join('/') + '?' + params;
}

export const articleUrl = (id: string | number): string =>
  `/ajax/testa/article/id/${encodeURIComponent(String(id))}/xsl/Html_To_Diem_BS3/size/xbig`;

export const slugUrl = (slug: string): string => `/ajax/testa/article/slug/${encodeURIComponent(slug)}`;
