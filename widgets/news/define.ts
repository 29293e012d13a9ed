/**
 * The news widget type (its own small chunk, which the entry imports beside the runtime chunk when a news placeholder
 * is found): options schema with the defaults of README › News widget, "Options"; the catalogued errors
 * that options and page infos decide (1, 2, 3, 4, 6), and the first calls asked for before the view's code arrives
 * (the entry started them already from the raw options: first-calls.ts).
 * Everything else (React components, response schemas, formatting, the sanitizer) loads with view.tsx.
 */
import { defineWidget, WidgetError } from '../../src/core';
import { NewsOptionsSchema, type NewsOptions } from './news-options';
import { firstCalls } from './first-calls';
import { prefetch, type Prefetched } from './prefetch';
import { readQuery } from './query';
import { setupOf } from './setup';

export default defineWidget<NewsOptions, Prefetched>({
  type: 'news',
  options: NewsOptionsSchema,
  prefetch(options, { ctx, http, id, signal }) {
    const query = readQuery();
    const setup = setupOf(options, ctx, query);
    if (typeof setup === 'number') throw new WidgetError(setup, id); // reported as that catalogued error
    return Promise.resolve(prefetch(http, firstCalls(options, setup, query, ctx.dev), signal));
  },
  load: () => import('./view'),
});
