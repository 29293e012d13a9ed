/**
 * The news widget's first calls (README › News widget, "Calls"): the slug lookup in article mode; in list mode the
 * subscribed topics (shared by every news widget of the page), the lead-topics call and the list call of the requested
 * page. Zod-free and small, as it is in the entry: the entry works them out from the raw options the moment the
 * placeholder is found (src/first-calls.ts) and draws its skeleton (skeleton.ts). What they were worked out from, the
 * widget's plan (its setup and the page's query), is handed to the define chunk, which asks for the same calls
 * (adopting the requests), and on to the view: neither works it out again.
 */
import { peekFirstCall, toCodes, toFlag, toNumber, type PageContext, type WidgetErrorCode } from '../../src/core-entry';
import { readRawOptions } from '../../src/raw-options';
import type { NewsOptions } from './news-options';
import { isSlug, readQuery, type NewsQuery } from './query';
import { setupOf, type NewsSetup, type SetupOptions } from './setup';
import { drawSkeleton, hasEarlyImages, TEMPLATES, type ShapeOptions } from './skeleton';
import { leadRequest, listRequest, listUrl, slugUrl, SUBSCRIBED_URL } from './urls';

/** The options the first calls and the skeleton read. */
export type FirstOptions = SetupOptions & ShapeOptions & Pick<NewsOptions, 'nbArticlesTotal' | 'nbLeadArticles' | 'hasPagination'>;

/** A news widget's plan, worked out once per placeholder: its setup, the page's query, and its first calls (URLs). */
export interface NewsPlan {
  setup: NewsSetup;
  query: NewsQuery;
  urls: string[];
  sent?: (send: (urls: readonly string[]) => void) => void;
  /** The view its first render needs (preloaded by the launcher with the definition: src/retry.ts preloadView). */
  view: 'view' | 'article-view';
}

let opener: Element | undefined;

/**
 * Whether this placeholder opens the page's ?article or ?title (SPEC §4.7): a page shows an opened article once, in the
 * first news widget of #dm_page that would show it (one listing its topic; a full one for ?title), full widgets before
 * mini ones; the others show their lists. Worked out once per page (again if the opener left it).
 */
function opens(el: Element, ctx: PageContext, query: NewsQuery): boolean {
  if (!opener?.isConnected) {
    opener = undefined;
    for (const w of ctx.doc.querySelectorAll('#dm_page .dm_widget[data-widget=news]')) {
      const raw = readRawOptions(w);
      const s = raw.ok && setupOf(readFirstOptions(raw.value), ctx, query);
      // false, an error's number or a setup: only a setup has a mode (the first full widget opens, else the first)
      if ((s as NewsSetup).mode == 'article' && (opener ??= w, (s as NewsSetup).behavior == 'full')) {
        opener = w;
        break;
      }
    }
  }
  return opener == el;
}

/** The plan from the options (read raw in the entry, or validated), or the number of its catalogued error. */
export function planOf(o: FirstOptions, ctx: PageContext, el?: Element): NewsPlan | WidgetErrorCode {
  const query = readQuery();
  let setup = setupOf(o, ctx, query);
  if (typeof setup == 'number') return setup;
  if (el && setup.mode == 'article' && !opens(el, ctx, query)) setup = { ...setup, mode: 'list', slug: '' };
  const page = o.hasPagination ? query.page : 1;
  const urls = setup.mode == 'article' ? (isSlug(setup.slug) ? [slugUrl(setup.slug)] : []) : [
    SUBSCRIBED_URL,
    ...(setup.lead.length ? [listUrl(leadRequest(o, setup.lead, page))] : []),
    listUrl(listRequest(o, setup.topics, page, query, ctx.dev)),
  ];
  return { setup, query, urls, view: setup.mode == 'article' ? 'article-view' : 'view' };
}

const FIRST_DEFAULTS = {
  manualMotifsList: [] as string[], motifs: [] as string[], leadMotifs: [] as string[], hasLeadMotifs: false, nbLeadArticles: 1,
  nbArticlesTotal: 3, hasPagination: false, itemsByColumn: 3, title: '', titleLevel: 3, itemTitleLevel: 4, showFilters: false,
  linkToAll: '', addDate: true, truncateResume: 200, mediaAlternate: false, loaderType: 1,
};

/**
 * The options the first calls read, from the raw markup with the schema's coercions and defaults (news-options.ts). Equal
 * to the validated options wherever those are valid (a property test holds it); invalid options may read otherwise,
 * but then the widget is never prepared and its first calls are aborted. Throws on shapes it cannot read.
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
      : typeof fallback === 'number' ? toNumber(v)
      : typeof fallback === 'boolean' ? toFlag(v)
      : Array.isArray(fallback) ? toCodes(v as string[] | string)
      : typeof v === 'string' ? v : '';
  }
  return o as FirstOptions;
}

/**
 * What FIRST_CALLS lists for news (src/first-calls.ts): a placeholder's plan from its raw options, or the number of
 * its catalogued error; with the placeholder, its skeleton is drawn too.
 */
export function newsFirstCalls(raw: Record<string, unknown>, ctx: PageContext, el?: Element): NewsPlan | WidgetErrorCode | undefined {
  const o = readFirstOptions(raw);
  // The counts the calls send must be what the schema accepts (1 to 200), or the runtime rejects the options after
  // the calls left: then nothing is sent (and nothing drawn) before the runtime reports them.
  const count = (n: number) => n > 0 && n <= 200 && n % 1 == 0;
  if (!count(o.nbArticlesTotal) || !count(o.nbLeadArticles)) return;
  const plan = planOf(o, ctx, el);
  if (el && typeof plan == 'object') {
    drawSkeleton(el, o, plan.setup);
    // A list's first images come as soon as its answer is there, and an article's call as soon as the slug lookup's
    // is: their code is asked for once the launcher's slice has sent its calls, ahead of the definition's
    // (early-images.ts; the definition shows the images where this did not).
    const first = plan.urls[plan.urls.length - 1]; // the list call, or the slug lookup
    if (first && (plan.setup.mode == 'article' || hasEarlyImages(o, plan.setup))) {
      plan.sent = (send) => {
        const answer = peekFirstCall(first, ctx.config);
        if (answer) import('./early-images').then((m) => m.showEarly(el as HTMLElement, o, plan.setup, ctx, answer, send), () => {});
      };
    }
  }
  return plan;
}
