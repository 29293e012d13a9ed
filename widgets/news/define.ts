/**
 * The news widget type (runtime chunk, kept small): options schema with the spec's defaults, the catalogued errors
 * that options and page infos decide (1, 2, 3, 4, 6), and the first requests started before the view's code arrives.
 * Everything else (React components, response schemas, formatting, the sanitizer) loads with view.tsx.
 */
import { defineWidget } from '../../src/registry';
import { NewsOptionsSchema, type NewsOptions } from './options';
import { firstUrls, prefetch, type Prefetched } from './prefetch';
import { readQuery } from './query';
import { resolveSetup } from './setup';

export default defineWidget<NewsOptions, Prefetched>({
  type: 'news',
  options: NewsOptionsSchema,
  prefetch(options, { ctx, http, id, signal }) {
    const query = readQuery();
    const setup = resolveSetup(options, ctx, query, id); // throws the catalogued WidgetError
    return Promise.resolve(prefetch(http, firstUrls(options, setup, query, ctx.dev), signal, setup.mode === 'list'));
  },
  load: () => import('./view'),
});
