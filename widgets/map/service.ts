/** The maps service: its consent key (cookie and tarteaucitron service), its display name, and the site's key. */
import type { WidgetEnv } from '../../src/core';

export const MAPS_SERVICE = { key: 'googlemaps', name: 'Google Maps' } as const;

/** settings.gmap_key, trimmed ('' when missing or not a string). */
export const mapsKey = (env: Pick<WidgetEnv, 'ctx'>): string => {
  const key = env.ctx.setting('gmap_key');
  return typeof key === 'string' ? key.trim() : '';
};
