// Serves the google.maps double in browser tests: every request to a maps host is answered by test/doubles/, so
// nothing leaves the machine and the real @googlemaps/js-api-loader bootstrap runs against the double.
import fs from 'node:fs';
import type { BrowserContext, Request } from 'playwright-core';

const DOUBLE = fs.readFileSync(new URL('./google-maps.js', import.meta.url), 'utf8');

/** Hosts of the maps service (script, tiles, icons). */
export const MAPS_HOST = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com|ggpht\.com)\//;

export const isMapsRequest = (r: Request): boolean => MAPS_HOST.test(r.url());

/** Answer the maps script with the double (and anything else from a maps host with an empty 204). */
export async function serveMapsDouble(context: BrowserContext): Promise<void> {
  await context.route(MAPS_HOST, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/maps/api/js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: DOUBLE });
    return route.fulfill({ status: 204, body: '' });
  });
}

/** Make every maps-host request fail, as offline. */
export async function failMapsHost(context: BrowserContext): Promise<void> {
  await context.route(MAPS_HOST, (route) => route.abort('internetdisconnected'));
}

/** A cookie of the example site. */
export const siteCookie = (baseURL: string, name: string, value: string) => ({ name, value, url: baseURL });
