/**
 * Timing helpers shared by the page behaviours: debounce (scroll and resize handlers: 100 ms, README › Page behaviours)
 * and a trailing throttle (the lazy-image scroll check: 250 ms), plus the page's one debounced scroll and resize
 * listeners (passive).
 */

export const VIEWPORT_DEBOUNCE_MS = 100;

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** Runs fn at most once per ms: at once, then once more at the end of the window if called meanwhile. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/** Calls fn (debounced 100 ms) after the window scrolls. Passive listener. */
export function onScroll(win: Window, fn: () => void): void {
  win.addEventListener('scroll', debounce(fn, VIEWPORT_DEBOUNCE_MS), { passive: true });
}

/** Calls fn (debounced 100 ms) after the window is resized. Passive listener. */
export function onResize(win: Window, fn: () => void): void {
  win.addEventListener('resize', debounce(fn, VIEWPORT_DEBOUNCE_MS), { passive: true });
}
