/**
 * Chunk loading that recovers (README "When code or data fails to load"). Browsers before 2026 keep a failed module
 * fetch in their module map: `import()` of the same URL fails again at once, without a request. So a chunk that
 * failed is asked for again under a URL of its own (`?retry=N`), which any static server answers with the same file.
 * The build (`retryableImports` in build.mjs) sends every `import("./chunk")` of our code, and every import of one
 * lazily loaded chunk by another, through `load` below: a failed shared chunk (React, the runtime's zod/ky) is
 * fetched again alone, and the chunks that did load are neither fetched nor evaluated twice.
 *
 * A chunk is tried until it loads: again after 1, 2, 4, 8, 16 and 32 s, then at every `online` event and whenever a
 * visitor presses a 'Réessayer' control (`retryNow`); the `online` event and the control also cut the waits short.
 */

/** The chunks' folder, relative to this module (bundled into front.js, or into a chunk of its closure). */
const CHUNKS = /\/chunks\/[^/]*$/.test(import.meta.url) ? './' : './chunks/';

/** The chunk URLs that failed more than once (the first failure is retried after 1 s, unseen). */
export const failing = new Set<string>();
/** Told of every change of `failing` (the 'Réessayer' controls). */
export const watchers = new Set<() => void>();
let waiters: (() => void)[] = [];
const loads = new Map<string, Promise<unknown>>();

const changed = () => watchers.forEach((f) => f());

/** Try every failed chunk again now. */
export function retryNow(): void {
  const woken = waiters;
  waiters = [];
  woken.forEach((f) => f());
}

/** A chunk's module, by its path as the build writes it ("./x.js" in a chunk, "./chunks/x.js" in front.js). */
function load(spec: string): Promise<unknown> {
  const url = new URL(CHUNKS + spec.slice(spec.lastIndexOf('/') + 1), import.meta.url).href;
  let module = loads.get(url);
  if (!module) {
    loads.set(url, (module = (async () => {
      for (let n = 0; ; n++) {
        try {
          const m: unknown = await import(n ? `${url}?retry=${n}` : url);
          if (failing.delete(url)) changed();
          return m;
        } catch {
          if (n && !failing.has(url)) failing.add(url), changed();
          await new Promise((wake) => {
            waiters.push(wake as () => void);
            if (n < 6) setTimeout(wake, 1000 * 2 ** n);
          });
        }
      }
    })()));
  }
  return module;
}

/** Install the loader the build's rewritten imports call, and the `online` trigger. */
export function installLoader(win: Window & { $dmImp?: typeof load }): void {
  win.$dmImp ??= load;
  win.addEventListener('online', retryNow);
}
