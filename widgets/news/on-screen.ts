/**
 * Whether a news placeholder's top is on screen (the first viewport: its first images load at once), as one
 * IntersectionObserver reports each placeholder once: deciding costs no layout, where many lists coming together
 * (2,000 placeholders) would otherwise force one layout each between their DOM changes. It starts when this module
 * loads (with the news definition), so its answers are there before the cards. Asked by the definition's early images
 * (early-images.ts) and by the cards (card.tsx). Its first report only, then no more: thousands of observed
 * placeholders would cost every frame an intersection pass. Tried and left out: observing in batches of 100 per
 * frame (the pass over 2,000 took 28 ms of one frame): more long tasks, not fewer (3-8 against 1-5, 5 loads each).
 */

/** Each reported placeholder's answer; undefined where the browser has no IntersectionObserver. */
let seen: WeakMap<Element, boolean> | undefined;
let watcher: IntersectionObserver | undefined;
const waiting = new WeakMap<Element, ((onScreen: boolean) => void)[]>();

function watch(doc: Document): void {
  if (seen || typeof IntersectionObserver !== 'function') return;
  const map = (seen = new WeakMap());
  const io = (watcher = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const on = e.boundingClientRect.top < (e.rootBounds?.height ?? innerHeight);
      map.set(e.target, on);
      io.unobserve(e.target);
      for (const done of waiting.get(e.target) ?? []) done(on);
      waiting.delete(e.target);
    }
  }));
  for (const w of doc.querySelectorAll('.dm_widget')) io.observe(w);
}

if (typeof document !== 'undefined') watch(document);

/** Now: the observer's answer, or for a placeholder it has not reported yet, measured. */
export function onScreen(el: Element): boolean {
  watch(el.ownerDocument);
  const known = seen?.get(el);
  if (known !== undefined) return known;
  watcher?.observe(el);
  return el.getBoundingClientRect().top < innerHeight;
}

/** At the observer's first report of the placeholder (false without IntersectionObserver: nothing is measured). */
export function firstReport(el: Element): Promise<boolean> {
  watch(el.ownerDocument);
  const known = seen?.get(el);
  if (!seen || !watcher) return Promise.resolve(false);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    waiting.set(el, [...(waiting.get(el) ?? []), resolve]);
    watcher!.observe(el);
  });
}
