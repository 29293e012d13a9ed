/**
 * The list's parts whose code loads only in the widgets whose options ask for them (README › News widget): the
 * carousel, the filters, the pagination. The definition starts it with the view's code (define.ts), so that it comes
 * in the same round trip; the list draws each part once its code is there (WithCode).
 */
import { codeOnDemand } from '../../src/on-demand';
import type { NewsOptions } from './news-options';

export const carouselCode = codeOnDemand(() => import('./carousel').then((m) => m.Carousel));
export const filtersCode = codeOnDemand(() => import('./filters').then((m) => m.Filters));
export const paginationCode = codeOnDemand(() => import('./pagination').then((m) => m.Pagination));

export function startParts({ templateChoice, showFilters, hasPagination }: NewsOptions): void {
  if (templateChoice === 'tpl_carousel') void carouselCode.start();
  if (showFilters) void filtersCode.start();
  if (hasPagination) void paginationCode.start();
}
