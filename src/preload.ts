/**
 * Module preloading: the build lists, for the runtime chunk and each widget type's definition, the chunks they import
 * statically (preload-map.ts, paths relative to front.js; build.mjs preloadMap says which). Preloading them all at once,
 * beside the import() of the chunk itself, turns the chain of imports into one round trip, so the widgets' first
 * requests leave sooner.
 */
import PRELOAD from './preload-map';
import { addLink } from './add-link';

/** The parts and the URLs asked for already (a part is asked for with every placeholder of its type). */
const requested = new Set<string>();

export function preload(doc: Document, part: string): void {
  if (requested.has(part)) return;
  requested.add(part);
  for (const file of Object.hasOwn(PRELOAD, part) ? PRELOAD[part] : []) modulePreload(doc, new URL(file, import.meta.url).href);
}

/** A module preload (fetched and parsed, not run), once per URL. */
export function modulePreload(doc: Document, href: string): void {
  if (requested.has(href)) return;
  requested.add(href);
  addLink(doc, 'modulepreload', href);
}
