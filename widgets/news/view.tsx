/**
 * The news widget (React chunk): the list view, or the full article (loaded on demand with the sanitizer) when the
 * page asks for one (?title, in full mode), as the widget's plan says (handed down with its first calls: first-calls.ts,
 * define.ts; a catalogued error from the options or page infos stopped the widget before its code was asked for).
 * Its texts are the page language's catalogue (src/i18n), provided to every component; a language other than French
 * has its chunk loaded first (started by the widget's definition, in parallel with this code), the skeleton standing.
 */
import { lazy, Suspense, use, useLayoutEffect, useMemo } from 'react';
import { loadCatalogue, loadedCatalogue, type WidgetProps } from '../../src/core';
import { news as fr } from '../../src/i18n/fr/news';
import { TextContext, useText } from './text';
import { createNewsApi } from './api';
import { articleHref } from './links';
import { ListView } from './list-view';
import { DomBox } from './status';
import { WaitingForCode } from '../../src/view-notices';
import { skeleton } from './skeleton';
import { withEarlyImages } from './early-images';
import type { NewsOptions } from './news-options';
import type { NewsFirstCalls } from './calls';

const ArticleView = lazy(() => import('./article-view'));

/** Full mode marks the page noindex (README › News widget, "Options": behaviorChoice). */
export function markNoindex(doc: Document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'robots';
    doc.head.append(meta);
  }
  meta.content = 'noindex';
}

type Props = WidgetProps<NewsOptions, NewsFirstCalls>;

/** The first calls the definition handed down, with the widget's plan: the view works nothing out again. */
function handed({ firstCalls }: Props): NewsFirstCalls {
  if (!firstCalls) throw new Error('news: rendered without its first calls (define.ts)');
  return firstCalls;
}

export default function NewsWidget(props: Props) {
  const ready = loadedCatalogue(props.ctx.lang);
  if (ready !== undefined) return <TextContext.Provider value={ready?.news ?? fr}><Widget {...props} /></TextContext.Provider>;
  const { setup } = handed(props);
  return (
    <Suspense fallback={<WaitingForCode el={props.el}><DomBox build={(doc) => withEarlyImages(props.el, skeleton(doc, props.options, setup))} /></WaitingForCode>}>
      <InLanguage {...props} />
    </Suspense>
  );
}

/** Waits for the page language's catalogue (the same promise on every render until it settles). */
function InLanguage(props: Props) {
  const ready = loadedCatalogue(props.ctx.lang);
  const catalogue = ready === undefined ? use(loadCatalogue(props.ctx.lang)) : ready;
  return <TextContext.Provider value={catalogue?.news ?? fr}><Widget {...props} /></TextContext.Provider>;
}

function Widget(props: Props) {
  const { options: o, ctx, http, id, signal, el } = props;
  const { setup, query, answers } = handed(props);
  const api = useMemo(() => createNewsApi(http, answers), [http, answers]);
  const text = useText();
  const host = ctx.config.news_host;

  // In the commit that shows the first cards (which may be the first render: use-list.ts), not a task after it.
  useLayoutEffect(() => {
    if (setup.behavior === 'full') markNoindex(ctx.doc);
  }, [setup.behavior, ctx]);

  if (setup.mode === 'list') {
    return <ListView api={api} o={o} setup={setup} query={query} id={id} host={host} dev={ctx.dev} signal={signal} el={el} />;
  }
  const env = { o, host, labels: {}, href: (a: { slug: string; motifs: string[] }) => articleHref(a, setup.behavior, o.articleLinkType, setup.topics), el };
  return (
    <Suspense fallback={<WaitingForCode el={el}><DomBox build={(doc) => withEarlyImages(el, skeleton(doc, o, setup, text))} /></WaitingForCode>}>
      <ArticleView api={api} o={o} slug={setup.slug} topics={setup.topics} host={host} shareSetting={ctx.setting('share')} env={env} lang={ctx.lang} />
    </Suspense>
  );
}
