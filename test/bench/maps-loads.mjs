// Maps loads per example page for a visitor who gives maps consent and never scrolls (a map load is billed per load):
// each page in a fresh context, at a phone and a desktop size, with the google.maps double answering the maps hosts;
// counts the maps script requests once the page has settled. Goal: 0 where the map is more than a viewport below the fold.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './sizes.mjs';
import { settle } from './pages.mjs';

const MAPS = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com|ggpht\.com)\//;
export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function loadsOn(browser, baseURL, pathname, viewport, double) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addCookies([{ name: 'googlemaps', value: 'true', url: baseURL }]);
    await context.route(MAPS, (route) => (new URL(route.request().url()).pathname === '/maps/api/js'
      ? route.fulfill({ contentType: 'text/javascript', body: double })
      : route.fulfill({ status: 204, body: '' })));
    const page = await context.newPage();
    const inflight = new Set();
    let loads = 0;
    page.on('request', (r) => {
      inflight.add(r);
      if (MAPS.test(r.url()) && new URL(r.url()).pathname === '/maps/api/js') loads++;
    });
    page.on('requestfinished', (r) => inflight.delete(r));
    page.on('requestfailed', (r) => inflight.delete(r));
    await page.goto(baseURL + pathname, { waitUntil: 'load' });
    await settle(page, inflight);
    const maps = await page.evaluate(() => [...document.querySelectorAll('.dm_widget[data-widget="map"]')].map((el) => Math.round(el.getBoundingClientRect().top)));
    return { loads, maps };
  } finally {
    await context.close();
  }
}

/** Per page: the map placeholders' tops (px from the top of the page) and the maps loads, at each size. */
export async function mapsLoads(browser, baseURL, pages) {
  const double = fs.readFileSync(path.join(root, 'test/doubles/google-maps.js'), 'utf8');
  const rows = [];
  for (const pathname of pages) {
    const row = { path: pathname };
    for (const [name, viewport] of Object.entries(SIZES)) row[name] = { viewport, ...(await loadsOn(browser, baseURL, pathname, viewport, double)) };
    rows.push(row);
  }
  return rows;
}
