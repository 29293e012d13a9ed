/**
 * The list's data (spec §4.8, §8.1): the lead-topics articles first, then the requested page of the widget's topics
 * (or of the active filter). Every new load aborts the one before, so an earlier answer never overwrites a later one.
 * A failed call logs 'Erreur lors de l'importation des données' and stops the loader.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../../src/http';
import { error as logError } from '../../src/log';
import type { NewsApi } from './api';
import type { NewsOptions } from './options';
import { leadRequest, listRequest } from './first-calls';
import type { NewsQuery } from './query';
import type { Article } from './responses';
import type { ListSize } from './urls';

export const IMPORT_ERROR = "Erreur lors de l'importation des données";

export interface ListState {
  status: 'loading' | 'ready' | 'error';
  articles: Article[];
  count: number;
  page: number;
  /** The active filter: a topic code, or null for 'Tous'. */
  filter: string | null;
  info?: unknown;
  /** Counts the answers shown: a new list is drawn anew, its cards never slide from where the last list had them. */
  version: number;
}

export interface ListLoad {
  page: number;
  filter: string | null;
  /** 'xxbig' for a filter click, 'xbig' for the lists (spec §7.2). */
  size: ListSize;
}

export function useArticleList(api: NewsApi, o: NewsOptions, topics: string[], lead: string[], query: NewsQuery, dev: boolean, signal: AbortSignal) {
  const first = o.hasPagination ? query.page : 1;
  const [state, setState] = useState<ListState>({ status: 'loading', articles: [], count: 0, page: first, filter: null, version: 0 });
  const current = useRef<AbortController | undefined>(undefined);

  const load = useCallback(async ({ page, filter, size }: ListLoad) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop, { once: true });
    // The cards shown stay (dimmed, under the loader) until the next answer: the list keeps its height meanwhile.
    setState((s) => ({ ...s, status: 'loading', page, filter }));
    try {
      const req = { ...listRequest(o, filter ? [filter] : topics, page, query, dev), size };
      const [leadList, list] = await Promise.all([
        lead.length && !filter ? api.list(leadRequest(o, lead, page), controller.signal) : undefined,
        api.list(req, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      const seen = new Set<string>();
      const articles = [...(leadList?.articles ?? []), ...list.articles].filter((a) => !seen.has(a.id) && !!seen.add(a.id));
      setState((s) => ({ status: 'ready', articles, count: list.count, page, filter, info: list.info, version: s.version + 1 }));
    } catch (e) {
      if (controller.signal.aborted || isAbort(e)) return;
      logError(IMPORT_ERROR, e instanceof Error ? e.message : e);
      setState((s) => ({ ...s, status: 'error', articles: [] }));
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }, [api, o, topics, lead, query, dev, signal]);

  useEffect(() => {
    void load({ page: first, filter: null, size: 'xbig' });
    return () => current.current?.abort();
  }, [load, first]);

  return { state, load };
}
