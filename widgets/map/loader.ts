/// <reference types="google.maps" />
/**
 * The maps library (README › Office-map widget, "Calls" and "Failures"): loaded at most once per page with
 * @googlemaps/js-api-loader (the maps, marker and places libraries), page-wide loading and loaded flags, 'gmaploaded'
 * fired on body when it is ready; each map renders on that event, or at once when the library is already loaded.
 * Then the marker-spreading helper, imported only once google.maps exists (it reads google.maps when evaluated).
 * A failed script logs '{script url} loading failed'. The places library is not needed to draw the map: when it fails
 * alone, the map loads and its search says why it cannot start.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { error } from '../../src/core';
import type { OverlappingMarkerSpiderfierConstructor } from './oms';

export const GMAPLOADED = 'gmaploaded';
const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

/** Page-wide: one attempt per page, whatever the number of map widgets. */
export const mapsState = { loading: false, loaded: false };
let library: Promise<void> | undefined;
let spiderfier: Promise<OverlappingMarkerSpiderfierConstructor> | undefined;

const hasMaps = (): boolean => typeof google !== 'undefined' && typeof google.maps?.Map === 'function';

/** The maps script's URL as the page requested it (for the failure log). */
export function mapsScriptUrl(doc: Document): string {
  const script = doc.querySelector<HTMLScriptElement>(`script[src^="${MAPS_SCRIPT}"]`);
  return script?.src ?? MAPS_SCRIPT;
}

function start(doc: Document, key: string): Promise<void> {
  mapsState.loading = true;
  setOptions({ key, v: 'weekly' });
  const required = [importLibrary('maps'), importLibrary('marker')];
  const places = importLibrary('places').catch(() => undefined);
  return Promise.all([...required, places]).then(
    () => {
      mapsState.loading = false;
      mapsState.loaded = true;
      doc.body.dispatchEvent(new CustomEvent(GMAPLOADED));
    },
    (e: unknown) => {
      mapsState.loading = false;
      error(`${mapsScriptUrl(doc)} loading failed`, e instanceof Error ? e.message : e);
      throw e;
    },
  );
}

/** Resolves when the library is ready: at once if already loaded, else on 'gmaploaded'. Rejects when it failed. */
export function whenMapsLoaded(doc: Document, key: string): Promise<void> {
  if (mapsState.loaded) return Promise.resolve();
  const ready = new Promise<void>((resolve) => doc.body.addEventListener(GMAPLOADED, () => resolve(), { once: true }));
  library ??= start(doc, key);
  return Promise.race([ready, library.then(() => ready)]);
}

/** Rejects once the chunk loader (src/retry.ts) reports that a chunk whose URL contains `name` failed twice. */
const chunkFailing = (name: string) =>
  new Promise<never>((_, reject) =>
    addEventListener(__CHUNK_EVENT__, (e) => {
      const [url, before] = (e as CustomEvent<[string, number]>).detail;
      if (before && url.includes(name)) reject(new Error(`${url} loading failed`));
    }),
  );

/** The marker-spreading helper's code, however long its chunk takes: the chunk loader tries it until it loads. */
export const spiderfierCode = (): Promise<OverlappingMarkerSpiderfierConstructor> =>
  import('overlapping-marker-spiderfier').then((m) => ((m as { default?: unknown }).default ?? m) as OverlappingMarkerSpiderfierConstructor);

/**
 * The marker-spreading helper, imported once per page and only after google.maps exists. The map does not wait for a
 * chunk that keeps failing: this rejects once it failed twice, the markers are placed without spreading, and they are
 * spread when spiderfierCode() comes after all.
 */
export function loadSpiderfier(): Promise<OverlappingMarkerSpiderfierConstructor> {
  if (!hasMaps()) return Promise.reject(new Error('google.maps is not loaded'));
  spiderfier ??= Promise.race([spiderfierCode(), chunkFailing('/oms-')]).catch((e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    error(`${message.match(/\bhttps?:\/\/\S+/)?.[0] ?? 'overlapping-marker-spiderfier'} loading failed`);
    spiderfier = undefined;
    throw e;
  });
  return spiderfier;
}
