/**
 * `?st=SELECTOR` on load (README › Page behaviours): 1500 ms after page ready (and once the behaviours loaded on demand
 * are in), if the element exists, the page scrolls smoothly to it over 1000 ms, the offset reduced by the body's top
 * padding and the fixed menu. A selector that does not parse is ignored; the value is never treated as HTML. The
 * entry only looks for the parameter: the waits and the scrolling code (lib/st-load.ts) are fetched at once, but only
 * on pages with `st`, and timed from here.
 */
import type { PageContext } from '../page-context';

export function install({ doc }: PageContext): void {
  const start = performance.now();
  if (new URLSearchParams(doc.location.search).has('st')) import('./lib/st-load').then((m) => m.scrollOnLoad(doc, start), () => {});
}
