/**
 * The list's data (README › News widget, "Calls" and "Errors"): the lead-topics articles first, then the requested page
 * of the widget's topics (or of the active filter), never more articles than each call asked for. Every new load aborts
 * the one before, so an earlier answer never overwrites a later one. A failed call logs 'Erreur lors de l'importation
 * des données'; the cards already shown stay, and a call that failed on the network (or a server error) is retried on
 * the 'Réessayer' control and at every `online` event. A call that takes long is never timed out, but says so (`slow`).
 * The page number and the filter shown change when their cards are there, and so does the URL (README "When code or
 * data fails to load").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, error as logError } from '../../src/core';
import type { NewsApi } from './api';
import type { NewsOptions } from './news-options';
import type { NewsQuery } from './query';
import type { Article, ArticleList } from './responses';
import { leadRequest, listRequest, type ListSize } from './urls';
import { IMPORT_ERROR, retryable, SLOW_MS } from './status';
import { pageCount } from './format';

export interface ListState {
  status: 'loading' | 'ready' | 'error';
  articles: Article[];
  count: number;
  /** The page and the filter (a topic code, or null for 'Tous') of the cards shown (while loading: of the first load). */
  page: number;
  filter: string | null;
  info?: unknown;
  /** Counts the answers shown: a new list is drawn anew, its cards never slide from where the last list had them. */
  version: number;
  /** Loading for longer than SLOW_MS (status.tsx). */
  slow?: boolean;
  /** The failed call may succeed if made again (a network error or a server error): the list offers to retry. */
  retryable?: boolean;
}

export interface ListLoad {
  page: number;
  filter: string | null;
  /** 'xxbig' for a filter click, 'xbig' for the lists (README › News widget, "Calls"). */
  size: ListSize;
  /** Once the cards are there: 'push' a history entry for this page (a page link), or drop ?page from the URL ('reset', a filter). */
  url?: 'push' | 'reset';
}

/**
 * A load's cards: the lead-topics articles, then the list's, each cut to what its call asked for, each article once.
 * None past the last page the pagination counts (the count capped at nbArticlesPagination), as past the service's end.
 */
function cardsOf(leadList: ArticleList | undefined, leadCount: number, list: ArticleList, count: number, page: number, o: NewsOptions): Article[] {
  if (page > 1 && list.count > 0 && page > pageCount(list.count, count, o.nbArticlesPagination)) return [];
  const seen = new Set<string>();
  // An answer longer than asked for is cut: the widget renders at most what its options ask for.
  return [...(leadList?.articles.slice(0, leadCount) ?? []), ...list.articles.slice(0, count)].filter((a) => !seen.has(a.id) && !!seen.add(a.id));
}

export function useArticleList(api: NewsApi, o: NewsOptions, topics: string[], lead: string[], query: NewsQuery, dev: boolean, signal: AbortSignal) {
  const first = o.hasPagination ? query.page : 1;
  // The first page, from the first calls' answers when they have come before the view's first render (the runtime
  // waits a little for them: src/runtime.ts): the first render draws the cards, not the skeleton the entry drew again.
  const [state, setState] = useState<ListState>(() => {
    const req = listRequest(o, topics, first, query, dev);
    const leadReq = leadRequest(o, lead, first);
    const lists = api.listsNow(lead.length ? [leadReq, req] : [req]);
    if (!lists) return { status: 'loading', articles: [], count: 0, page: first, filter: null, version: 0 };
    const list = lists[lists.length - 1];
    return { status: 'ready', articles: cardsOf(lists.length > 1 ? lists[0] : undefined, leadReq.nbperpage, list, req.nbperpage, first, o), count: list.count, page: first, filter: null, info: list.info, version: 1 };
  });
  /** The first page came with the first render: it is not asked for again. */
  const answered = useRef(state.status === 'ready');
  const current = useRef<AbortController | undefined>(undefined);
  const last = useRef<ListLoad | undefined>(undefined);
  /** The answers one load already had: a retry of it asks only for what failed (the lead list, or the list). */
  const got = useRef<{ for?: ListLoad; lead?: ArticleList; list?: ArticleList }>({});

  const load = useCallback(async (what: ListLoad) => {
    const { page, filter, size, url } = what;
    current.current?.abort();
    last.current = what;
    const controller = new AbortController();
    current.current = controller;
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop, { once: true });
    const slow = setTimeout(() => setState((s) => (current.current === controller ? { ...s, slow: true } : s)), SLOW_MS);
    // The cards shown stay (dimmed, under the loader) until the next answer: the list keeps its height meanwhile.
    setState((s) => ({ ...s, status: 'loading', slow: false, retryable: false }));
    try {
      const req = { ...listRequest(o, filter ? [filter] : topics, page, query, dev), size };
      const leadReq = leadRequest(o, lead, page);
      if (got.current.for !== what) got.current = { for: what };
      const had = got.current;
      const [leadList, list] = await Promise.all([
        lead.length && !filter ? had.lead ?? api.list(leadReq, controller.signal).then((r) => (had.lead = r)) : undefined,
        had.list ?? api.list(req, controller.signal).then((r) => (had.list = r)),
      ]);
      if (controller.signal.aborted) return;
      const articles = cardsOf(leadList || undefined, leadReq.nbperpage, list, req.nbperpage, page, o);
      if (url) {
        const next = new URL(location.href);
        if (url === 'push') next.searchParams.set('page', String(page));
        else next.searchParams.delete('page');
        if (next.href !== location.href) history[url === 'push' ? 'pushState' : 'replaceState'](history.state, '', next);
      }
      setState((s) => ({ status: 'ready', articles, count: list.count, page, filter, info: list.info, version: s.version + 1 }));
    } catch (e) {
      if (controller.signal.aborted || isAbort(e)) return;
      logError(IMPORT_ERROR, e instanceof Error ? e.message : e);
      setState((s) => ({ ...s, status: 'error', slow: false, retryable: retryable(e) }));
    } finally {
      clearTimeout(slow);
      signal.removeEventListener('abort', stop);
    }
  }, [api, o, topics, lead, query, dev, signal]);

  /** Make the last call again (the 'Réessayer' control, the `online` event): only after it failed. */
  const retry = useCallback(() => {
    if (last.current) void load(last.current);
  }, [load]);

  useEffect(() => {
    if (answered.current) answered.current = false;
    else void load({ page: first, filter: null, size: 'xbig' });
    return () => current.current?.abort();
  }, [load, first]);

  useEffect(() => {
    if (state.status !== 'error' || !state.retryable) return;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [state.status, state.retryable, retry]);

  return { state, load, retry };
}
