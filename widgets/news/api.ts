/**
 * The news calls as the view makes them (README › News widget, "Calls"): each answer read through its schema; the
 * answers of the widget's first calls (asked for by the define chunk before the view arrived) are taken once, by URL.
 */
import type { Http } from '../../src/core';
import { post, subscribedTopics, type FirstAnswers } from './calls';
import { readFullArticle, readList, readSlug, readSubscribed, type ArticleList, type FullArticle } from './responses';
import { articleUrl, listUrl, slugUrl, type ListRequest } from './urls';

export interface NewsApi {
  list(req: ListRequest, signal?: AbortSignal): Promise<ArticleList>;
  subscribed(): Promise<Record<string, string>>;
  /** The article id of a slug, or null when not found. */
  slug(slug: string, signal?: AbortSignal): Promise<string | null>;
  article(id: string, signal?: AbortSignal): Promise<FullArticle>;
}

export function createNewsApi(http: Http, answers?: FirstAnswers): NewsApi {
  function call(url: string, signal?: AbortSignal): Promise<unknown> {
    const answer = answers?.get(url);
    if (answer) {
      answers!.delete(url);
      return answer;
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
