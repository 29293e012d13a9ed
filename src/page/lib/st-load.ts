/**
 * The `?st` scroll on load (st-scroll.ts, which the entry holds, asks for this on pages with `st` only): ST_DELAY_MS
 * after `start` (the behaviour's install), once the behaviours loaded on demand are in and have measured (the fixed
 * menu sets the root's scroll-padding-top in its first frame: where the scroll must land), waiting at most another
 * ST_DELAY_MS for them (a chunk the network refuses is retried for minutes).
 */
import { onDemandInstalled } from './installed';
import { scrollToStTarget } from './st-target';

export const ST_DELAY_MS = 1500;

export function scrollOnLoad(doc: Document, start: number): void {
  const win = doc.defaultView!;
  const measured = () =>
    Promise.race([onDemandInstalled.done, new Promise((late) => setTimeout(late, ST_DELAY_MS))])
      .then(() => new Promise((frame) => win.requestAnimationFrame(frame)));
  setTimeout(() => void measured().then(() => scrollToStTarget(doc, doc.location.href)), start + ST_DELAY_MS - performance.now());
}
