/**
 * The news calls as the view makes them (README › News widget, "Calls"): each answer read through its schema; the
 * prefetched answers (started by the runtime before the view arrived) are taken once, by URL.
 */
import type { Http } from '../../src/core';
import { post, subscribedTopics, type Prefetched } from './prefetch';
import { readFullArticle, readList, readSlug, readSubscribed, type ArticleList, type FullArticle } from './responses';
import { articleUrl, listUrl, slugUrl, type ListRequest } from './urls';

export interface NewsApi {
  list(req: ListRequest, signal?: AbortSignal): Promise<ArticleList>;
  subscribed(): Promise<Record<string, string>>;
  /** The article id of a slug, or null when not found. */
  slug(slug: string, signal?: AbortSignal): Promise<string | null>;
  article(id: string, signal?: AbortSignal): Promise<FullArticle>;
}

export function createNewsApi(http: Http, prefetched?: Promise<Prefetched>): NewsApi {
  const early = prefetched?.catch(() => undefined);
  async function call(url: string, signal?: AbortSignal): Promise<unknown> {
    const map = await early;
    const ready = map?.get(url);
    if (ready) {
      map!.delete(url);
      return ready;
    }
    return post(http, url, signal);
  }
  return {
    list: async (req, signal) => readList(await call(listUrl(req), signal)),
    subscribed: async () => readSubscribed(await subscribedTopics(http)),
    slug: async (slug, signal) => readSlug(await call(slugUrl(slug), signal)),
    article: async (id, signal) => readFullArticle(await call(articleUrl(id), signal)),
  };
}
