/**
 * Runs fn at most once per ms: at once, then once more at the end of the window if called meanwhile. Not in
 * lib/timing.ts, which the entry holds: only the lazy images' chunk needs it.
 */
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
