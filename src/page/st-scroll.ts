/**
 * `?st=SELECTOR` on load (README › Page behaviours): 1500 ms after page ready (and once the behaviours loaded on demand
 * are in), if the element exists, the page scrolls smoothly to it over 1000 ms, the offset reduced by the body's top
 * padding and the fixed menu. A selector that does not parse is ignored; the value is never treated as HTML. The
 * scrolling code is fetched at once but only on pages with `st`.
 */
import type { PageContext } from '../page-context';
import { onDemandInstalled } from './lib/installed';

export const ST_DELAY_MS = 1500;

export function install({ doc }: PageContext): void {
  if (!new URLSearchParams(doc.location.search).has('st')) return;
  const scroller = import('./lib/st-target');
  // After the delay, once the behaviours loaded on demand are in and have measured (the fixed menu sets the root's
  // scroll-padding-top in its first frame: where the scroll must land), waiting at most another ST_DELAY_MS for them
  // (a chunk the network refuses is retried for minutes).
  const win = doc.defaultView!;
  const measured = () =>
    Promise.race([onDemandInstalled.done, new Promise((late) => setTimeout(late, ST_DELAY_MS))])
      .then(() => new Promise((frame) => win.requestAnimationFrame(frame)));
  setTimeout(() => void Promise.all([scroller, measured()]).then(([{ scrollToStTarget }]) => scrollToStTarget(doc, doc.location.href)), ST_DELAY_MS);
}
