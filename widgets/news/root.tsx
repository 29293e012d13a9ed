/**
 * The news widget's root, around its view (the list's, view.tsx, or the full article's, article-view.tsx: the code
 * the definition loads, as the widget's plan says): the view in the page language, and the page noindex in full mode
 * and wherever a widget shows a full article (SPEC §4.7).
 * A module of its own, in the chunk both views share, so that neither view's chunk loads the other's.
 * The texts are the page language's catalogue (src/i18n), provided to every component; a language other than French
 * has its chunk loaded first (started by the widget's definition, in parallel with this code), the skeleton standing.
 */
import { useLayoutEffect, useMemo, type ComponentType } from 'react';
import type { WidgetProps } from '../../src/core';
import { news as fr } from '../../src/i18n/fr/news';
import { TextContext } from './text';
import { createNewsApi } from './api';
import { DomBox } from './status';
import { catalogueCode, WithCode } from '../../src/view-notices';
import { skeleton } from './skeleton';
import { withEarlyImages } from './early-images';
import type { NewsOptions } from './news-options';
import type { NewsFirstCalls } from './calls';

/**
 * Full mode marks the page noindex (README › News widget, "Options": behaviorChoice), and so does a full article, in
 * a mini widget too (?article).
 */
function markNoindex(doc: Document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'robots';
    doc.head.append(meta);
  }
  meta.content = 'noindex';
}

export type NewsProps = WidgetProps<NewsOptions, NewsFirstCalls>;

/** The first calls the definition handed down, with the widget's plan: the view works nothing out again. */
export function handed({ firstCalls }: NewsProps): NewsFirstCalls {
  if (!firstCalls) throw new Error('news: no first calls (define.ts)');
  return firstCalls;
}

/** The widget's news calls, sharing the first calls' answers. */
export function useNewsApi(props: NewsProps) {
  const { http } = props;
  const { answers } = handed(props);
  return useMemo(() => createNewsApi(http, answers), [http, answers]);
}

/** The widget's root for a view. */
export function newsRoot(View: ComponentType<NewsProps>) {
  return function NewsWidget(props: NewsProps) {
    const { options, ctx, el } = props;
    const { setup } = handed(props);
    // In the widget's first commit (its skeleton, or already its cards: use-list.ts), not a task after it.
    useLayoutEffect(() => {
      if (setup.behavior === 'full' || setup.mode === 'article') markNoindex(ctx.doc);
    }, [setup, ctx]);
    return (
      <WithCode code={catalogueCode(ctx.lang)} el={el} pending={<DomBox build={(doc) => withEarlyImages(el, skeleton(doc, options, setup))} />}>
        {(catalogue) => <TextContext.Provider value={catalogue?.news ?? fr}><View {...props} /></TextContext.Provider>}
      </WithCode>
    );
  };
}
