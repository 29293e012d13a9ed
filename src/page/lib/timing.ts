/**
 * Timing helpers shared by the page behaviours: debounce (scroll and resize handlers: 100 ms, README › Page behaviours),
 * and the page's debounced scroll and resize listeners (passive). In the entry (the navbar switcher's): what only a
 * lazily loaded behaviour needs lives with it (the lazy images' throttle).
 */

export const VIEWPORT_DEBOUNCE_MS = 100;

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
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
