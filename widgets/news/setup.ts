/**
 * What a news widget shows, decided from its options, the page infos and the query (README › News widget, "Options" and
 * "Errors"): its display mode and topics, or the number of the catalogued error 1, 2, 3, 4 or 6. Pure, small and free
 * of the catalogue's text: it runs in the entry (the first calls, from the raw options), in the define chunk and again
 * in the view.
 */
import { type WidgetErrorCode, toCodes, type PageContext } from '../../src/core-entry';
import type { NewsOptions } from './news-options';
import type { NewsQuery } from './query';

export type Mode = 'list' | 'article';

export interface NewsSetup {
  behavior: 'mini' | 'full';
  mode: Mode;
  topics: string[];
  /** Lead topics (empty when hasLeadMotifs is off). */
  lead: string[];
  /** The slug to open in article mode. */
  slug: string;
}

/** Topic codes from the page infos: an array (non-strings ignored) or a comma-separated string. */
const codes = (v: unknown): string[] =>
  Array.isArray(v) ? toCodes(v.filter((t): t is string => typeof t === 'string')) : typeof v === 'string' ? toCodes(v) : [];

/** testamotifs of the page infos: the current page's, else the nearest ancestor's. */
export function pageTopics(ctx: PageContext): string[] {
  for (const page of ctx.pages()) {
    const found = codes(ctx.infos(page).testamotifs);
    if (found.length) return found;
  }
  return [];
}

/** The options the setup reads. */
export type SetupOptions = Pick<NewsOptions, 'behaviorChoice' | 'sourceChoice' | 'manualMotifsList' | 'motifs' | 'hasLeadMotifs' | 'leadMotifs'>;

/** The setup, or the number of its catalogued error. */
export function setupOf(o: SetupOptions, ctx: PageContext, query: NewsQuery): NewsSetup | WidgetErrorCode {
  const behavior = o.behaviorChoice;
  if (behavior !== 'mini' && behavior !== 'full') return 6;
  let topics: string[];
  if (o.sourceChoice === 'auto') {
    topics = pageTopics(ctx);
    if (!topics.length) return 1;
  } else if (o.sourceChoice === 'manual') {
    topics = o.manualMotifsList.length ? o.manualMotifsList : o.motifs;
    if (!topics.length) return 2;
  } else return 3;
  if (o.hasLeadMotifs && !o.leadMotifs.length) return 4;
  // ?article opens an article in the widget that lists one of its topics; ?title in a full widget.
  const opened = query.article && query.article.topics.some((t) => topics.includes(t)) ? query.article.slug : '';
  const slug = opened || (behavior === 'full' ? query.title : '');
  return { behavior, mode: slug ? 'article' : 'list', topics, lead: o.hasLeadMotifs ? o.leadMotifs : [], slug };
}

