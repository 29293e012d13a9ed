/**
 * What a news widget shows, decided from its options, the page infos and the query (spec §4.7, §8.2): its display
 * mode and topics, or the catalogued error 1, 2, 3, 4 or 6. Pure and small: runs in the runtime chunk (prefetch) and
 * again in the view.
 */
import { WidgetError } from '../../src/widget-error';
import type { PageContext } from '../../src/page-context';
import type { NewsOptions } from './options';
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

const codes = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim());
  if (typeof v === 'string') return v.split(',').map((t) => t.trim()).filter(Boolean);
  return [];
};

/** testamotifs of the page infos: the current page's, else the nearest ancestor's. */
export function pageTopics(ctx: PageContext): string[] {
  for (const page of ctx.pages()) {
    const found = codes(ctx.infos(page).testamotifs);
    if (found.length) return found;
  }
  return [];
}

export function resolveSetup(o: NewsOptions, ctx: PageContext, query: NewsQuery, id: string): NewsSetup {
  const behavior = o.behaviorChoice;
  if (behavior !== 'mini' && behavior !== 'full') throw new WidgetError(6, id);
  let topics: string[];
  if (o.sourceChoice === 'auto') {
    topics = pageTopics(ctx);
    if (!topics.length) throw new WidgetError(1, id);
  } else if (o.sourceChoice === 'manual') {
    topics = o.manualMotifsList.length ? o.manualMotifsList : o.motifs;
    if (!topics.length) throw new WidgetError(2, id);
  } else throw new WidgetError(3, id);
  if (o.hasLeadMotifs && !o.leadMotifs.length) throw new WidgetError(4, id);
  // ?article opens an article in the widget that lists one of its topics; ?title in a full widget.
  const opened = query.article && query.article.topics.some((t) => topics.includes(t)) ? query.article.slug : '';
  const slug = opened || (behavior === 'full' ? query.title : '');
  return { behavior, mode: slug ? 'article' : 'list', topics, lead: o.hasLeadMotifs ? o.leadMotifs : [], slug };
}
