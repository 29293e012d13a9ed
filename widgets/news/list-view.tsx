/**
 * The list view (README › News widget): title, filters, the cards in the chosen template, the loader, pagination and
 * the link to all. The commit that shows the first cards is marked 'dm-news-first-card' for the bench.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ErrorNotice, WithCode } from '../../src/view-notices';
import { widgetError } from '../../src/core';
import { CardContext, eagerCards, type CardEnv } from './card';
import { articleHref, linkToAllHref, pageHref } from './links';
import { pageCount } from './format';
import { DomBox, Spinner, RetryNotice, SlowNotice } from './status';
import { prefersReducedMotion } from './motion';
import { useProgressive } from './progressive';
import { pageParam } from './query';
import { pendingFilters, pendingPager, skeleton } from './skeleton';
import { withEarlyImages } from './early-images';
import { TEMPLATE_COMPONENTS } from './templates';
import { filtersCode, paginationCode } from './parts';
import { useArticleList } from './use-list';
import { useText } from './text';
import { handed, useNewsApi, type NewsProps } from './root';
import { news as fr } from '../../src/i18n/fr/news';

export const FIRST_CARD_MARK = 'dm-news-first-card';
/** What a list (or a filter) without any article says (in French; each page in its language), instead of a title over nothing. */
export const EMPTY_LIST = fr.empty;

/** The service's debug info as text (a ?debug page in dev); info too deep or too odd to print says so instead of throwing. */
export function debugText(info: unknown): string {
  try {
    return JSON.stringify(info, null, 2) ?? String(info);
  } catch (e) {
    return `(the debug info cannot be shown: ${e instanceof Error ? e.message : String(e)})`;
  }
}

export function ListView(props: NewsProps) {
  const { options: o, ctx, id, signal, el } = props;
  const { setup, query } = handed(props);
  const api = useNewsApi(props);
  const { dev } = ctx;
  const host = ctx.config.news_host;
  const { state, load, retry } = useArticleList(api, o, setup.topics, setup.lead, query, dev, signal);
  const [labels, setLabels] = useState(() => api.subscribedNow());
  const text = useText();
  const shown = useProgressive(state.articles);
  const top = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let live = true;
    // (Those the first render had stay: the same answer.)
    api.subscribed().then((l) => live && setLabels((had) => had ?? l), () => live && setLabels((had) => had ?? {}));
    return () => {
      live = false;
    };
  }, [api]);

  // In the commit that shows the cards (their paint is the next frame's): a passive effect runs a task later, or
  // after the paint where the render was a transition.
  useLayoutEffect(() => {
    if (state.status !== 'ready' || !state.articles.length) return;
    if (typeof performance !== 'undefined' && !performance.getEntriesByName(FIRST_CARD_MARK).length) performance.mark(FIRST_CARD_MARK);
  }, [state]);

  // Back and forward between pages of the list.
  useEffect(() => {
    if (!o.hasPagination) return;
    const onPop = () => load({ page: pageParam(new URLSearchParams(location.search).get('page')), filter: state.filter, size: 'xbig' });
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [o.hasPagination, load, state.filter]);

  useEffect(() => {
    if (!moved.current || state.status === 'loading') return; // the new page's cards, or why they are not there
    moved.current = false;
    top.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    top.current?.focus({ preventScroll: true });
  }, [state]);

  // Decided once, when the first cards come (where the widget then is on the page).
  const [eager, setEager] = useState<CardEnv['eager']>();
  if (!eager && state.articles.length) setEager(eagerCards(el, o));
  const env = useMemo<CardEnv>(() => ({
    o, host, labels: labels ?? {}, href: (a) => articleHref(a, setup.behavior, o.articleLinkType, setup.topics), eager, el,
  }), [o, host, labels, setup, eager, el]);

  // The URL and the page marker change once the page's cards are there (use-list.ts).
  const goToPage = (page: number) => {
    moved.current = true;
    void load({ page, filter: state.filter, size: 'xbig', url: 'push' });
  };

  // Until the first answer, the box the entry drew (the same skeleton: the placeholder keeps its height).
  if (state.status === 'loading' && !state.articles.length) {
    return (
      <>
        {state.slow && <SlowNotice />}
        <DomBox build={(doc) => withEarlyImages(el, skeleton(doc, o, setup, text))} />
      </>
    );
  }

  const Template = TEMPLATE_COMPONENTS[o.templateChoice];
  const pages = pageCount(state.count, o.nbArticlesTotal, o.nbArticlesPagination);
  const H = `h${o.titleLevel}` as 'h3';
  return (
    <div className={`dm-news dm-news-list dm-news-${o.templateChoice}`} aria-busy={state.status === 'loading'}>
      {o.title && <H className="dm-news-title">{o.title}</H>}
      {o.showFilters && (
        <WithCode code={filtersCode} el={el} pending={<DomBox build={(doc) => pendingFilters(doc, setup.topics.length, text.all)} />}>
          {(Filters) => <Filters text={text} topics={setup.topics} labels={labels} active={state.filter} onSelect={(filter) => load({ page: 1, filter, size: 'xxbig', url: 'reset' })} />}
        </WithCode>
      )}
      <div ref={top} tabIndex={-1} className="dm-news-items">
        {state.status === 'loading' && <Spinner type={o.loaderType} />}
        {state.status === 'loading' && state.slow && <SlowNotice />}
        {state.status === 'error' && <ErrorNotice diagnostic={widgetError(5, id)} dev={dev} />}
        {state.status === 'error' && state.retryable && <RetryNotice message={state.articles.length ? text.pageFailed : text.listFailed} onRetry={retry} />}
        {state.status === 'ready' && !state.articles.length && <p className="dm-news-empty">{text.empty}</p>}
        {state.articles.length > 0 && (
          <CardContext.Provider value={env}>
            <Template key={state.version} articles={shown} />
          </CardContext.Provider>
        )}
      </div>
      {o.hasPagination && (state.status !== 'error' || state.articles.length > 0) && state.count > o.nbArticlesTotal && pages > 1 && (
        <WithCode code={paginationCode} el={el} pending={<DomBox build={pendingPager} />}>
          {(Pagination) => <Pagination text={text} pages={pages} page={state.page} href={pageHref} onPage={goToPage} />}
        </WithCode>
      )}
      {o.linkToAll && o.linkToAllPosition === 'article' && (
        <p className="dm-news-link-to-all">
          <a className="btn btn-primary dm-prefetch" href={linkToAllHref(o.linkToAllUrl)}>{o.linkToAll}</a>
        </p>
      )}
      {dev && query.debug && state.info !== undefined && <pre className="dm-news-debug">{debugText(state.info)}</pre>}
    </div>
  );
}
