/**
 * The maps service: its consent key (cookie and tarteaucitron service), its display name, the site's key, and the
 * diagnostic of a missing key (SPEC §8.3: 'Bad gmap_key' is logged and the map does not load).
 */
import type { Diagnostic, WidgetEnv } from '../../src/core';

export const MAPS_SERVICE = { key: 'googlemaps', name: 'Google Maps' } as const;

/** settings.gmap_key, trimmed ('' when missing or not a string). */
export const mapsKey = (env: Pick<WidgetEnv, 'ctx'>): string => {
  const key = env.ctx.setting('gmap_key');
  return typeof key === 'string' ? key.trim() : '';
};

/** The map's own catalogued diagnostic for an empty or missing settings.gmap_key: logged as 'Bad gmap_key', its fix. */
export const BAD_GMAP_KEY: Diagnostic = {
  code: 'bad-gmap-key',
  warning: 'Bad gmap_key',
  help: "set settings.gmap_key in the page data to the site's Google Maps key (Maps JavaScript API and Places API (New) enabled for it)",
};
