/**
 * The news calls as the view makes them (README › News widget, "Calls"): each answer read through its schema; the
 * answers of the widget's first calls (asked for by the define chunk before the view arrived) are taken once, by URL.
 */
import type { Http } from '../../src/core';
import { answerNow, post, subscribedTopics, type FirstAnswers } from './calls';
import { readFullArticle, readList, readSlug, readSubscribed, type ArticleList, type FullArticle } from './responses';
import { listUrl, slugUrl, SUBSCRIBED_URL, type ListRequest } from './urls';
import { articleUrl } from './article-id';

export interface NewsApi {
  list(req: ListRequest, signal?: AbortSignal): Promise<ArticleList>;
  /**
   * The lists of first calls that have answered, read now (for a first render that shows the cards at once): all of
   * them, taken like list()'s; or undefined when one has not come, failed or is malformed (list() then reports it).
   */
  listsNow(reqs: ListRequest[]): ArticleList[] | undefined;
  subscribed(): Promise<Record<string, string>>;
  /** The subscribed topics if their first call has answered (else undefined: subscribed() waits for them). */
  subscribedNow(): Record<string, string> | undefined;
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
  const now = (url: string) => {
    const answer = answers?.get(url);
    return answer && answerNow(answer);
  };
  return {
    list: async (req, signal) => readList(await call(listUrl(req), signal)),
    listsNow(reqs) {
      const urls = reqs.map(listUrl);
      const values = urls.map(now);
      if (!values.every((v) => v)) return undefined;
      try {
        const lists = values.map((v) => readList(v!.value));
        for (const url of urls) answers!.delete(url);
        return lists;
      } catch {
        return undefined;
      }
    },
    subscribed: async () => readSubscribed(await subscribedTopics(http)),
    subscribedNow() {
      const v = now(SUBSCRIBED_URL);
      try {
        return v && readSubscribed(v.value);
      } catch {
        return undefined;
      }
    },
    slug: async (slug, signal) => readSlug(await call(slugUrl(slug), signal)),
    article: async (id, signal) => readFullArticle(await call(articleUrl(id), signal)),
  };
}
