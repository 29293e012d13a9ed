/**
 * Smooth scrolling to an element (README › Page behaviours): over 1000 ms, the offset reduced by the body's top padding
 * (and by the height of a fixed top menu, see scrollOffset); an instant jump under prefers-reduced-motion. Where to
 * scroll from a `?st=` parameter is st-target.ts's job.
 */

export const SCROLL_DURATION_MS = 1000;

export const prefersReducedMotion = (win: Window): boolean =>
  typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The document y to scroll to so el sits at the top, below the body's top padding and below the root's
 * scroll-padding-top (which fixed-menu sets to the height of a top menu that becomes fixed).
 */
export function scrollOffset(el: Element): number {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const padding = parseFloat(win.getComputedStyle(doc.body).paddingTop) || 0;
  const covered = parseFloat(win.getComputedStyle(doc.documentElement).scrollPaddingTop) || 0;
  return Math.max(0, Math.round(el.getBoundingClientRect().top + win.scrollY - padding - covered));
}

/** jQuery's 'swing' easing, the legacy animation's. */
const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

let running: { cancel: () => void } | undefined;

/** Scrolls the window to el over 1000 ms (a jump under reduced motion). Resolves when done. */
export function smoothScrollTo(el: Element, duration = SCROLL_DURATION_MS): Promise<void> {
  const win = el.ownerDocument.defaultView!;
  running?.cancel();
  if (prefersReducedMotion(win) || duration <= 0) {
    win.scrollTo(0, scrollOffset(el));
    return Promise.resolve();
  }
  const from = win.scrollY;
  return new Promise((resolve) => {
    let start: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      start ??= now;
      const p = Math.min(1, (now - start) / duration);
      // Re-measured each frame: widgets above the target may still be rendering.
      const to = scrollOffset(el);
      win.scrollTo(0, Math.round(from + (to - from) * swing(p)));
      if (p < 1) frame = win.requestAnimationFrame(step);
      else {
        running = undefined;
        resolve();
      }
    };
    running = {
      cancel: () => {
        win.cancelAnimationFrame(frame);
        resolve();
      },
    };
    frame = win.requestAnimationFrame(step);
  });
}
