/**
 * The news widget type (its own small chunk, which the entry imports beside the runtime chunk when a news placeholder
 * is found): options schema with the defaults of README › News widget, "Options"; the catalogued errors
 * that options and page infos decide (1, 2, 3, 4, 6), and the first calls asked for before the view's code arrives,
 * from the plan the entry handed down (first-calls.ts: it started those calls already, from the raw options); in
 * article mode the article call as soon as the slug lookup answers; and the first images shown in the skeleton as
 * soon as their answer is there (early-images.ts), where the entry has not asked for them already (first-calls.ts).
 * Everything else (React components, response schemas, formatting, the sanitizer) loads with view.tsx.
 */
import { addLink, WidgetError, type WidgetDefinition, type WidgetErrorCode } from '../../src/core';
import { NewsOptionsSchema, type NewsOptions } from './news-options';
import { planOf, type NewsPlan } from './first-calls';
import { askArticle, askFirstCalls, type NewsFirstCalls } from './calls';
import { showEarlyImages } from './early-images';
import { startParts } from './parts';

export default {
  type: 'news',
  options: NewsOptionsSchema,
  // Article links (cards, related articles) are marked dm-prerender, the pagination's and the link to all dm-prefetch;
  // the share links and the topic filters (buttons) are not.
  speculation: true,
  firstCalls(options, { ctx, http, id, signal, el }, planned) {
    // The entry's plan is the validated options' wherever those are valid (a property test holds it): it is worked
    // out here only for a placeholder the entry did not plan (prepare() called without it).
    const plan = planned ?? planOf(options, ctx, el);
    if (typeof plan === 'number') throw new WidgetError(plan, id); // reported as that catalogued error
    if (plan.setup.mode === 'article' || !/simple|icon/.test(options.templateChoice)) preconnect(ctx.doc, ctx.config.news_host);
    const answers = askFirstCalls(http, plan.urls, signal);
    const first = answers.get(plan.urls[plan.urls.length - 1]); // the list call, or the slug lookup
    showEarlyImages(el, options, plan.setup, ctx.config.news_host, first && plan.setup.mode === 'article' ? askArticle(http, first, signal) : first, signal);
    return { ...plan, answers };
  },
  // A list's first render shows its first answers when they have come (use-list.ts): waited for a little.
  settled: (calls) => (calls?.setup.mode === 'list' ? Promise.allSettled(calls.answers.values()) : Promise.resolve()),
  // In article mode the full article's code instead of the list's; a list's parts with its view's: one round trip.
  load(options, calls) {
    if (calls?.setup.mode === 'article') return import('./article-view');
    startParts(options);
    return import('./view');
  },
} satisfies WidgetDefinition<NewsOptions, NewsFirstCalls, NewsPlan | WidgetErrorCode>;

/**
 * The images (the first card's is often the page's largest paint) come from the news host: where that is an http(s)
 * origin other than the page's, the connection to it opens while React and the view load, once per page. Not for the
 * two templates without images.
 */
function preconnect(doc: Document, host: string): void {
  let origin: string;
  try {
    origin = new URL(host).origin; // a relative host ('/news-host', the page's own origin) throws: nothing to open
  } catch {
    return;
  }
  if (!/^https?:/.test(origin) || origin === location.origin) return;
  for (const l of doc.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')) if (l.href.startsWith(origin + '/')) return; // one already
  addLink(doc, 'preconnect', origin);
}
