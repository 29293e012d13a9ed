/**
 * 'À lire également' ('Lesen Sie auch'; spec §2.6, §9.2): nbArticlesRelated + 1 articles of the article's topics fetched with size h,
 * the current one left out, at most nbArticlesRelated shown, as thumbnails.
 */
import { useEffect, useState } from 'react';
import { isAbort } from '../../src/http';
import { error as logError } from '../../src/log';
import type { NewsApi } from './api';
import { CardContext, type CardEnv } from './card';
import type { NewsOptions } from './options';
import type { Article } from './responses';
import { Thumbnails } from './templates';
import { IMPORT_ERROR } from './use-list';
import { useText } from './text';
import { news as fr } from '../../src/i18n/fr/news';

export const RELATED_TITLE = fr.related;

/** The related articles to show: the current one left out, at most n. */
export const relatedToShow = (articles: Article[], currentId: string, n: number): Article[] =>
  articles.filter((a) => a.id !== currentId).slice(0, n);

export function Related({ api, o, topics, currentId, env }: { api: NewsApi; o: NewsOptions; topics: string[]; currentId: string; env: CardEnv }) {
  const [articles, setArticles] = useState<Article[]>([]);
  const text = useText();
  useEffect(() => {
    const controller = new AbortController();
    api.list({ topics, nbperpage: o.nbArticlesRelated + 1, page: 1, size: 'h' }, controller.signal).then(
      (list) => setArticles(relatedToShow(list.articles, currentId, o.nbArticlesRelated)),
      (e) => {
        if (!isAbort(e) && !controller.signal.aborted) logError(IMPORT_ERROR, e instanceof Error ? e.message : e);
      },
    );
    return () => controller.abort();
  }, [api, o, topics, currentId]);
  if (!articles.length) return null;
  const H = `h${o.titleLevel}` as 'h3';
  return (
    <section className="dm-news-related">
      <H>{text.related}</H>
      <CardContext.Provider value={env}>
        <Thumbnails articles={articles} />
      </CardContext.Provider>
    </section>
  );
}
