/**
 * Where a card leads (README › News widget, "Query parameters"): in a full widget, this page with ?title={slug}; in a
 * mini widget, this page with ?article={JSON array of topic codes}|{slug}, which the widget listing one of those topics
 * opens. The topics are the article's own ('auto') or the fixed topic of articleLinkType. Built with
 * URL/URLSearchParams: data, never markup.
 */
import type { Article } from './responses';

export function articleHref(article: Pick<Article, 'slug' | 'motifs'>, behavior: 'mini' | 'full', linkType: string, widgetTopics: readonly string[], here: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(here);
  url.search = '';
  url.hash = '';
  if (behavior === 'full') url.searchParams.set('title', article.slug);
  else {
    const own = article.motifs.filter((m) => widgetTopics.includes(m));
    const topics = linkType && linkType !== 'auto' ? [linkType] : own.length ? own : [...widgetTopics];
    url.searchParams.set('article', `${JSON.stringify(topics)}|${article.slug}`);
  }
  return url.pathname + url.search;
}

/** This URL with ?page=N (other parameters kept): a real, crawlable link that the widget intercepts. */
export function pageHref(page: number, here: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(here);
  url.hash = '';
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  return url.pathname + url.search;
}

/** The link-to-all target: linkToAllUrl, else this page without its query. */
export function linkToAllHref(linkToAllUrl: string, here: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(linkToAllUrl || new URL(here).pathname, here);
  return url.protocol === 'http:' || url.protocol === 'https:' ? (url.origin === new URL(here).origin ? url.pathname + url.search : url.href) : new URL(here).pathname;
}
