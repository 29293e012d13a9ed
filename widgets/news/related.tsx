/**
 * 'À lire également' ('Lesen Sie auch'; README › News widget, "Options": addRelatedArticles): nbArticlesRelated + 1
 * articles of the article's topics fetched with size h, the current one left out, at most nbArticlesRelated shown, as
 * thumbnails. Their topic lines name the topics from the subscribed topics, asked for beside the list (the article view
 * does not ask for them otherwise); until they answer, or if they fail, the lines stay empty, at their height.
 */
import { useEffect, useState } from 'react';
import { isAbort, error as logError } from '../../src/core';
import type { NewsApi } from './api';
import { CardContext, type CardEnv } from './card';
import type { NewsOptions } from './news-options';
import type { Article } from './responses';
import { Thumbnails } from './templates';
import { DomBox, IMPORT_ERROR } from './status';
import { skeletonCards } from './skeleton';
import { useText } from './text';
import { news as fr } from '../../src/i18n/fr/news';

export const RELATED_TITLE = fr.related;

/** The related articles to show: the current one left out, at most n. */
export const relatedToShow = (articles: Article[], currentId: string, n: number): Article[] =>
  articles.filter((a) => a.id !== currentId).slice(0, n);

export function Related({ api, o, topics, currentId, env }: { api: NewsApi; o: NewsOptions; topics: string[]; currentId: string; env: CardEnv }) {
  const [articles, setArticles] = useState<Article[] | undefined>();
  const text = useText();
  useEffect(() => {
    const controller = new AbortController();
    api.list({ topics, nbperpage: o.nbArticlesRelated + 1, page: 1, size: 'h' }, controller.signal).then(
      (list) => setArticles(relatedToShow(list.articles, currentId, o.nbArticlesRelated)),
      (e) => {
        if (isAbort(e) || controller.signal.aborted) return;
        logError(IMPORT_ERROR, e instanceof Error ? e.message : e);
        setArticles([]);
      },
    );
    return () => controller.abort();
  }, [api, o, topics, currentId]);
  const [labels, setLabels] = useState(() => api.subscribedNow());
  useEffect(() => {
    let live = true;
    api.subscribed().then((l) => live && setLabels(l), () => {});
    return () => {
      live = false;
    };
  }, [api]);
  if (articles && !articles.length) return null;
  const H = `h${o.titleLevel}` as 'h3';
  // While the list is on its way, the row of cards it will fill.
  const pending = (doc: Document) => skeletonCards(doc, o, o.nbArticlesRelated, 'tpl_thumbnail');
  return (
    <section className="dm-news-related">
      <H>{text.related}</H>
      {articles ? (
        <CardContext.Provider value={labels ? { ...env, labels } : env}>
          <Thumbnails articles={articles} />
        </CardContext.Provider>
      ) : (
        <DomBox build={pending} />
      )}
    </section>
  );
}
