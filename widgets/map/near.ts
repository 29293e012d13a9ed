/**
 * A map load is billed per load: a map placeholder asks for the maps library only once it comes within one viewport of
 * being seen (README "Office-map widget", "Loads and billing"). Resolves at once where the browser has no
 * IntersectionObserver; an element already in view is reported by the observer's first callback, in the next frame.
 * A placeholder that is never laid out (display: none) never resolves until it is.
 */

/** How near counts as near: one viewport beyond each edge of it. */
export const NEAR_MARGIN = '100%';

/** Resolves when `el` is within one viewport of the visible area; rejects with the signal's reason on abort. */
export function whenNear(el: Element, signal: AbortSignal): Promise<void> {
  const IO = (el.ownerDocument.defaultView as (Window & { IntersectionObserver?: typeof IntersectionObserver }) | null)?.IntersectionObserver;
  if (!IO) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      io.disconnect();
      reject(signal.reason);
    };
    const io = new IO(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        signal.removeEventListener('abort', stop);
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    io.observe(el);
  });
}
