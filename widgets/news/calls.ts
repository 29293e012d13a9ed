/**
 * How the news calls go out: every one is made once per page (post), and a widget's first calls are asked for by the
 * define chunk before the view's code arrives (askFirstCalls), each adopting the request the entry already started for
 * it, if any. The view takes each of their answers once (FirstAnswers, in createNewsApi).
 */
import type { Http } from '../../src/core';
import type { NewsPlan } from './first-calls';
import { articleCallOf } from './article-id';
import { SUBSCRIBED_URL } from './urls';

/**
 * The answers of a widget's first calls, by URL, until the view takes them. A map of its own beside the http client's
 * shared calls (which hold the same requests): a shared call that failed is forgotten, so that asking again sends it
 * again, but the view must get its first call's failure (and offer 'Réessayer') even when the call failed before the
 * view's code arrived, not send it again unasked.
 */
export type FirstAnswers = Map<string, Promise<unknown>>;

/** A news widget's first calls as its view gets them: the plan they were worked out from, and their answers. */
export interface NewsFirstCalls extends NewsPlan {
  answers: FirstAnswers;
}

/**
 * Every news call is made once per page (share): widgets asking the same thing share one request, and going back to
 * a page of the list asks nothing again. A caller's signal stops its wait; a failed call may be tried again.
 */
export const post = (http: Http, url: string, signal?: AbortSignal): Promise<unknown> =>
  http.request(url, { method: 'POST', signal, share: true });

export const subscribedTopics = (http: Http): Promise<unknown> => post(http, SUBSCRIBED_URL);

/** The values of the first calls' answers that have come: a first render shows them at once (answerNow). */
const came = new WeakMap<Promise<unknown>, unknown>();

/** The value of a first call's answer if it has come (not failed), without waiting; else undefined. */
export const answerNow = (answer: Promise<unknown>): { value: unknown } | undefined => (came.has(answer) ? { value: came.get(answer) } : undefined);

export function askFirstCalls(http: Http, urls: readonly string[], signal: AbortSignal): FirstAnswers {
  const answers: FirstAnswers = new Map();
  for (const url of urls) {
    // The subscribed topics serve every news widget of the page: no one widget's unmount aborts them.
    const p = url === SUBSCRIBED_URL ? subscribedTopics(http) : post(http, url, signal);
    p.then((value) => void came.set(p, value), () => {}); // a failure is handled when the view takes it
    answers.set(url, p);
  }
  return answers;
}

/**
 * In article mode, the article call as soon as the slug lookup answers (the view, when it comes, gets the same request:
 * calls are made once per page; it adopts the one the entry's early images sent, if any): its answer, or undefined
 * where the lookup gave no article id (not found, or an answer the view will report).
 */
export async function askArticle(http: Http, slugAnswer: Promise<unknown>, signal: AbortSignal): Promise<unknown> {
  const url = articleCallOf(await slugAnswer);
  return url ? post(http, url, signal) : undefined;
}
