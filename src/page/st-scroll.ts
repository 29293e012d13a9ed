/**
 * `?st=SELECTOR` on load (README › Page behaviours): 1500 ms after page ready, if the element exists, the page scrolls
 * smoothly to it over 1000 ms, the offset reduced by the body's top padding. A selector that does not parse is
 * ignored; the value is never treated as HTML. The scrolling code is fetched at once but only on pages with `st`.
 */
import type { PageContext } from '../page-context';

export const ST_DELAY_MS = 1500;

export function install({ doc }: PageContext): void {
  if (!new URLSearchParams(doc.location.search).has('st')) return;
  const scroller = import('./lib/st-target');
  setTimeout(() => void scroller.then(({ scrollToStTarget }) => scrollToStTarget(doc, doc.location.href)), ST_DELAY_MS);
}
