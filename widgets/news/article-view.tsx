/**
 * The full-article view (README › News widget, "The full article", "Calls", "Errors"), the widget's code in article
 * mode (define.ts loads it instead of the list's view.tsx; root.tsx is their root), with the sanitizer: the slug
 * resolved to an id, then the article; its main image with the copyright (none for videos); the article HTML
 * sanitized, its k4_{externalKey}_{ratio}.jpeg placeholders replaced, 'Réf : {id}' added to its footer; the share
 * bar, the related articles and the link to all.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAbort, warn, type NewsText } from '../../src/core';
import { sanitizeFragment } from '../../src/sanitize';
import type { NewsApi } from './api';
import type { CardEnv } from './card';
import { imageBox, imageUrl, isVideo, MAIN_IMAGE_SIZES, mainImageClass, pickMedia, ratioOf, replacePlaceholders, srcset } from './images';
import { earlyImage, withEarlyImages } from './early-images';
import { articleHref, linkToAllHref } from './links';
import { formatDate } from './format';
import { DomBox, retryable, RetryNotice, SLOW_MS, SlowNotice } from './status';
import { skeleton } from './skeleton';
import type { NewsOptions } from './news-options';
import { isSlug } from './query';
import { Related } from './related';
import type { FullArticle } from './responses';
import { ShareBar } from './share-bar';
import { useText } from './text';
import { handed, newsRoot, useNewsApi, type NewsProps } from './root';
import { news as fr } from '../../src/i18n/fr/news';

/** The French messages (the catalogue's; each page shows its language's). */
export const NOT_FOUND = fr.notFound;
export const LOAD_ERROR = fr.loadError;

type State = { status: 'loading'; slow?: boolean } | { status: 'not-found' } | { status: 'error'; retryable: boolean } | { status: 'ready'; article: FullArticle };

export interface ArticleViewProps {
  api: NewsApi;
  o: NewsOptions;
  slug: string;
  topics: string[];
  host: string;
  shareSetting: unknown;
  env: CardEnv;
  /** The page language (its block of the share setting wins). */
  lang?: string;
}

/**
 * The sanitized article body with its publication date under its heading (the 'full' date format) and 'Réf : {id}'
 * in its footer, and its title (from the answer, else its heading).
 */
export function articleBody(article: FullArticle, host: string, doc: Document = document, text: NewsText = fr): { body: DocumentFragment; title: string } {
  const body = sanitizeFragment(replacePlaceholders(article.html, article.externalKey, article.medias, host));
  // The article's own images (its k4_… placeholders, replaced by the medias' URLs) get the box of their ratio before
  // they load, so the text under them does not move when they come.
  for (const img of body.querySelectorAll('img:not([width]):not([height])')) {
    const media = article.medias.find((m) => imageUrl(host, m.url, 'xbig') === img.getAttribute('src'));
    if (!media) continue;
    const box = imageBox(media, ratioOf(false));
    img.setAttribute('width', String(box.width));
    img.setAttribute('height', String(box.height));
  }
  const published = formatDate('full', article.dateUpdate_ts, article.dateUpdate, text);
  if (published) {
    const date = doc.createElement('p');
    date.className = 'dm-news-date dm-news-date-full';
    date.textContent = published;
    const heading = body.querySelector('h1, h2');
    if (heading) heading.after(date);
    else body.prepend(date);
  }
  const footers = body.querySelectorAll('footer');
  let footer = footers[footers.length - 1];
  if (!footer) {
    footer = doc.createElement('footer');
    footer.className = 'dm-news-article-footer';
    body.append(footer);
  }
  const ref = doc.createElement('p');
  ref.className = 'dm-news-ref';
  ref.textContent = text.reference(article.id);
  footer.append(ref);
  const heading = body.querySelector('h1, h2')?.textContent?.trim() ?? '';
  return { body, title: article.title || heading };
}

export function ArticleView({ api, o, slug, topics, host, shareSetting, env, lang }: ArticleViewProps) {
  const text = useText();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const holder = useRef<HTMLDivElement>(null);
  /** The slug's answer once it came: a retry of the article does not ask for it again. */
  const resolved = useRef<{ slug: string; id: string | null }>(undefined);

  // The slug lookup, then the article: never timed out, but a long wait says so; a call that failed on the network
  // is made again on 'Réessayer' and when the browser is back online.
  useEffect(() => {
    if (!isSlug(slug)) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const slow = setTimeout(() => setState((s) => (s.status === 'loading' ? { status: 'loading', slow: true } : s)), SLOW_MS);
    (async () => {
      const id = resolved.current?.slug === slug ? resolved.current.id : await api.slug(slug, controller.signal);
      resolved.current = { slug, id };
      if (id === null) return setState({ status: 'not-found' });
      setState({ status: 'ready', article: await api.article(id, controller.signal) });
    })().catch((e) => {
      if (controller.signal.aborted || isAbort(e)) return;
      warn(LOAD_ERROR, e instanceof Error ? e.message : e);
      setState({ status: 'error', retryable: retryable(e) });
    }).finally(() => clearTimeout(slow));
    return () => {
      clearTimeout(slow);
      controller.abort();
    };
  }, [api, slug, attempt]);

  const again = state.status === 'error' && state.retryable;
  useEffect(() => {
    if (!again) return;
    const retry = () => setAttempt((n) => n + 1);
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [again]);

  const article = state.status === 'ready' ? state.article : undefined;
  const rendered = useMemo(() => (article ? articleBody(article, host, document, text) : undefined), [article, host, text]);
  useLayoutEffect(() => {
    if (rendered && holder.current) holder.current.replaceChildren(rendered.body.cloneNode(true));
  }, [rendered]);
  // The browser tab names the article while it is shown; the page's own title comes back with the list.
  useEffect(() => {
    if (!rendered?.title) return;
    const before = document.title;
    document.title = rendered.title;
    return () => void (document.title = before);
  }, [rendered]);

  if (state.status === 'loading') {
    return (
      <>
        {state.slow && <SlowNotice />}
        <DomBox build={(doc) => withEarlyImages(env.el, skeleton(doc, o, { mode: 'article', topics, lead: [] }, text))} />
      </>
    );
  }
  const linkToAll = o.linkToAll && (
    <p className="dm-news-link-to-all">
      <a className="btn btn-primary dm-prefetch" href={linkToAllHref(o.linkToAllUrl)}>{o.linkToAll}</a>
    </p>
  );
  // A message keeps the article's box (a screen high, like the skeleton it replaces): nothing below it moves up, and
  // the link to all the news, where the widget has one, is the way on.
  const instead = (message: ReactNode) => (
    <div className="dm-news dm-news-full">
      {message}
      {linkToAll}
    </div>
  );
  if (state.status === 'not-found') return instead(<p className="alert alert-info dm-news-message" role="alert">{text.notFound}</p>);
  if (again) return instead(<RetryNotice message={text.loadError} className="alert alert-danger dm-news-message" onRetry={() => setAttempt((n) => n + 1)} />);
  if (state.status === 'error' || !article || !rendered) return instead(<p className="alert alert-danger dm-news-message" role="alert">{text.loadError}</p>);

  const title = rendered.title || document.title;
  const ratio = ratioOf(o.mediaAlternate);
  const media = isVideo(article.motifs) ? undefined : pickMedia(article.medias, ratio);
  const mainSrc = media ? imageUrl(host, media.url, 'xbig') : '';
  const earlyMain = media && earlyImage(env.el, 0, mainSrc); // shown in the skeleton before the view: taken over
  const relatedTopics = article.motifs.filter((m) => topics.includes(m));
  return (
    <div className={'dm-news dm-news-full' + (isVideo(article.motifs) ? ' dm-news-video' : '')} data-article-id={article.id}>
      <article className="dm-news-article">
        {media && (
          <figure className="dm-news-main-image">
            {earlyMain ? <DomBox build={() => earlyMain} className="dm-news-early" /> : <img className={mainImageClass(ratio)} src={mainSrc} srcSet={srcset(host, media.url)} sizes={MAIN_IMAGE_SIZES} {...imageBox(media, ratio)} alt="" fetchPriority="high" />}
            {media.copyright && <figcaption className="dm-news-copyright">© {media.copyright}</figcaption>}
          </figure>
        )}
        <div ref={holder} className="dm-news-article-body" />
      </article>
      {o.linkToAllPosition === 'article' && linkToAll}
      <ShareBar o={o} title={title} setting={shareSetting} lang={lang} />
      {o.addRelatedArticles && (
        <Related api={api} o={o} topics={relatedTopics.length ? relatedTopics : topics} currentId={article.id} env={env} />
      )}
      {o.linkToAllPosition === 'related' && linkToAll}
    </div>
  );
}

function Article(props: NewsProps) {
  const { options: o, ctx, el } = props;
  const { setup } = handed(props);
  const host = ctx.config.news_host;
  const env = { o, host, labels: {}, href: (a: { slug: string; motifs: string[] }) => articleHref(a, setup.behavior, o.articleLinkType, setup.topics), el };
  return <ArticleView api={useNewsApi(props)} o={o} slug={setup.slug} topics={setup.topics} host={host} shareSetting={ctx.setting('share')} env={env} lang={ctx.lang} />;
}

export default newsRoot(Article);
