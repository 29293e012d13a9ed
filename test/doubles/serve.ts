// Serves the google.maps double in browser tests: every request to a maps host is answered by test/doubles/, so
// nothing leaves the machine and the real @googlemaps/js-api-loader bootstrap runs against the double.
import fs from 'node:fs';
import type { BrowserContext, Request } from 'playwright-core';

const DOUBLE = fs.readFileSync(new URL('./google-maps.js', import.meta.url), 'utf8');
const MASK = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="8"/></svg>';

/** Hosts of the maps service (script, tiles, icons). */
export const MAPS_HOST = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com|ggpht\.com)\//;

export const isMapsRequest = (r: Request): boolean => MAPS_HOST.test(r.url());

/** Answer the maps script with the double (and anything else from a maps host with an empty 204). */
export async function serveMapsDouble(context: BrowserContext): Promise<void> {
  await context.route(MAPS_HOST, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/maps/api/js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: DOUBLE });
    // Places API (New)'s icon masks: one colour on transparent, served with CORS as Google's static host serves them.
    if (/\/place_api\/icons\/.*\.svg$/.test(url.pathname)) return route.fulfill({ status: 200, contentType: 'image/svg+xml', headers: { 'access-control-allow-origin': '*' }, body: MASK });
    return route.fulfill({ status: 204, body: '' });
  });
}

/** Make every maps-host request fail, as offline. */
export async function failMapsHost(context: BrowserContext): Promise<void> {
  await context.route(MAPS_HOST, (route) => route.abort('internetdisconnected'));
}

/** A cookie of the example site. */
export const siteCookie = (baseURL: string, name: string, value: string) => ({ name, value, url: baseURL });
