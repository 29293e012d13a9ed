/**
 * The news widget's first calls (README › News widget, "Calls"): the slug lookup in article mode; in list mode the
 * subscribed topics (shared by every news widget of the page), the lead-topics call and the list call of the requested
 * page. Zod-free and small, as it is in the entry: the entry starts them from the raw options the moment the
 * placeholder is found (src/early.ts) and draws its skeleton (skeleton.ts), and the define chunk asks for the same
 * calls with the validated options, adopting those requests.
 */
import { toCodes, toFlag, earlyStart, type PageContext } from '../../src/core-entry';
import type { NewsOptions } from './news-options';
import { isSlug, readQuery, type NewsQuery } from './query';
import { setupOf, type NewsSetup, type SetupOptions } from './setup';
import { drawSkeleton, TEMPLATES, type ShapeOptions } from './skeleton';
import { leadRequest, listRequest, listUrl, slugUrl, SUBSCRIBED_URL } from './urls';

/** The options the first calls and the skeleton read. */
export type FirstOptions = SetupOptions & ShapeOptions & Pick<NewsOptions, 'nbArticlesTotal' | 'nbLeadArticles' | 'hasPagination'>;

export function firstCalls(o: FirstOptions, setup: NewsSetup, q: NewsQuery, dev: boolean): string[] {
  if (setup.mode === 'article') return isSlug(setup.slug) ? [slugUrl(setup.slug)] : [];
  const page = o.hasPagination ? q.page : 1;
  const urls = [SUBSCRIBED_URL, listUrl(listRequest(o, setup.topics, page, q, dev))];
  if (setup.lead.length) urls.splice(1, 0, listUrl(leadRequest(o, setup.lead, page)));
  return urls;
}

const FIRST_DEFAULTS = {
  manualMotifsList: [] as string[], motifs: [] as string[], leadMotifs: [] as string[], hasLeadMotifs: false, nbLeadArticles: 1,
  nbArticlesTotal: 3, hasPagination: false, itemsByColumn: 3, title: '', titleLevel: 3, itemTitleLevel: 4, showFilters: false,
  linkToAll: '', addDate: true, truncateResume: 200, mediaAlternate: false, loaderType: 1,
};

/**
 * The options the first calls read, from the raw markup with the schema's coercions and defaults (news-options.ts). Equal
 * to the validated options wherever those are valid (a property test holds it); invalid options may read otherwise,
 * but then the widget is never prepared and its early calls are aborted. Throws on shapes it cannot read.
 */
export function readFirstOptions(raw: Record<string, unknown>): FirstOptions {
  const o: Record<string, unknown> = {
    behaviorChoice: raw.behaviorChoice,
    sourceChoice: raw.sourceChoice,
    templateChoice: TEMPLATES.find((t) => t === raw.templateChoice) ?? 'tpl_thumbnail',
    linkToAllPosition: raw.linkToAllPosition === 'related' ? 'related' : 'article',
  };
  // The schema's default of each option gives its type: a number, a flag, a text or a list of topic codes.
  for (const [key, fallback] of Object.entries(FIRST_DEFAULTS)) {
    const v = raw[key];
    o[key] = v === undefined ? fallback
      : typeof fallback === 'number' ? Number(v)
      : typeof fallback === 'boolean' ? toFlag(v)
      : Array.isArray(fallback) ? toCodes(v as string[] | string)
      : typeof v === 'string' ? v : '';
  }
  return o as FirstOptions;
}

/**
 * The first calls of a news placeholder from its raw options (none when they decide a catalogued error); with the
 * placeholder, its skeleton is drawn too.
 */
export function newsFirstCalls(raw: Record<string, unknown>, ctx: PageContext, el?: Element): string[] {
  const o = readFirstOptions(raw);
  // The counts the calls send must be what the schema accepts (1 to 200), or the runtime rejects the options after
  // the calls left: then nothing is sent (and nothing drawn) before the runtime reports them.
  const count = (n: number) => Number.isInteger(n) && n > 0 && n <= 200;
  const q = readQuery();
  const setup = setupOf(o, ctx, q);
  if (typeof setup === 'number' || !count(o.nbArticlesTotal) || !count(o.nbLeadArticles)) return [];
  if (el) drawSkeleton(el, o, setup);
  return firstCalls(o, setup, q, ctx.dev);
}

export default earlyStart(newsFirstCalls);
