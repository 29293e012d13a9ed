/**
 * Module preloading: the build lists, for the runtime chunk and each widget type's definition, the chunks they import
 * statically (preload-map.ts, paths relative to front.js; build.mjs preloadMap says which). Preloading them all at once,
 * beside the import() of the chunk itself, turns the chain of imports into one round trip, so the widgets' first
 * requests leave sooner.
 */
import PRELOAD from './preload-map';
import { addLink } from './add-link';

const requested = new Set<string>();

export function preload(doc: Document, part: string): void {
  const files = Object.hasOwn(PRELOAD, part) ? PRELOAD[part] : [];
  for (const file of files) {
    const href = new URL(file, import.meta.url).href;
    if (requested.has(href)) continue;
    requested.add(href);
    addLink(doc, 'modulepreload', href);
  }
}
