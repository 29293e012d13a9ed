/**
 * Chunk loading that recovers (README "When code or data fails to load"). Browsers before 2026 keep a failed module
 * fetch in their module map: `import()` of the same URL fails again at once, without a request. So a chunk that
 * failed is asked for again under a URL of its own (`?retry=N`), which any static server answers with the same file.
 * The build (`retryableImports` in build.mjs) sends every `import("./chunk")` of our code, and every import of one
 * chunk by a lazily loaded one, through this loader (`$dmImp`): a failed shared chunk (React, the runtime's zod/mini)
 * is fetched again alone, and the chunks that did load are neither fetched nor evaluated twice.
 *
 * A lazily loaded chunk asks for its imports only once it runs, one level at a time. So the loader knows the import
 * closure of every chunk that may be `import()`ed: those of front.js's from the build's preload map (preload-map.ts),
 * the others from the first line of the lazy chunk that may import them (`$dmDeps`). It preloads a chunk's closure
 * beside the chunk itself (module preloads: fetched, not run; those already asked for are left out), and the levels
 * come in one round trip. Evaluation keeps the order of the imports.
 *
 * A chunk is tried until it loads: again after 1, 2, 4, 8, 16 and 32 s, then every 64 s (a connection may come back
 * without the browser saying so), and at every `online` event on `window` (the 'Réessayer' controls send one too),
 * which also cuts the waits short. Each failure is told by a `dm-chunk` event on `window` (`__CHUNK_EVENT__`, a
 * build constant; detail: [chunk URL, failures before this one]): the runtime chunk shows the 'Réessayer' controls
 * from it. Kept tiny: it is in the entry.
 */
import PRELOAD from './preload-map';
import { addLink } from './add-link';

declare global {
  // eslint-disable-next-line no-var
  var $dmImp: ((spec: string, own?: object) => Promise<unknown>) | undefined;
  // eslint-disable-next-line no-var
  var $dmDeps: ((closures: Record<string, string[]>) => void) | undefined;
}

const loads: Record<string, Promise<unknown>> = {};
/** The chunks each chunk imports, all levels (by URL), as the preload map and the lazy chunks that may load it tell. */
const closures: Record<string, string[]> = {};
/** The URLs preloaded. */
const preloaded = new Set<string>();

const go = (url: string, n: number): Promise<unknown> =>
  import(n ? `${url}?retry=${n}` : url).catch(() => {
    dispatchEvent(new CustomEvent(__CHUNK_EVENT__, { detail: [url, n] }));
    return new Promise((wake) => {
      addEventListener('online', wake); // (a spent wake is a no-op)
      // (Then the listener goes: a chunk that fails for hours leaves one, not one a minute.)
      setTimeout(() => (removeEventListener('online', wake), (wake as () => void)()), 1e3 << (n < 6 ? n : 6));
    }).then(() => go(url, n + 1));
  });

/**
 * Install the loader the build's rewritten imports call (`$dmImp`). With `own`, the exports of a chunk that is part of
 * front.js (the build merges the entry's static chunks into it and hands their exports over here): a lazy chunk that
 * imports it gets them, with no request.
 */
export function installLoader(): void {
  (globalThis.$dmDeps = (map) => {
    for (const spec in map) closures[url(spec)] ??= map[spec].map(url);
  })(PRELOAD);
  globalThis.$dmImp = (spec, own) => {
    if (!loads[(spec = url(spec))]) preload(spec);
    return (loads[spec] ??= own ? Promise.resolve(own) : go(spec, 0));
  };
}

/** The build writes "./chunks/x.js" in front.js and "./x.js" in a chunk: every chunk is in chunks/ beside front.js. */
const url = (spec: string) => new URL('chunks/' + spec.split('/').pop(), import.meta.url).href;

/** Preloads what a chunk imports, or what the map names under "<type>.<view>" (preloadView), but what is asked for already. */
const preload = (spec: string) => {
  for (const dep of closures[spec] ?? [])
    if (!loads[dep] && !preloaded.has(dep)) {
      preloaded.add(dep);
      addLink(document, 'modulepreload', dep); // fetched and parsed, not run
    }
};

/**
 * Preloads a widget type's view (`view`: its module's name, as the type's first calls planned it) with the chunks it
 * needs beyond its definition's: the build's preload map names them under "<type>.<view>". So the view's code is on
 * its way with the definition, not once the definition has run. (No view planned: "<type>.undefined", nothing.)
 */
export const preloadView = (type: string, view?: string): void => preload(url(type + '.' + view));
