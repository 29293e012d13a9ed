// A prerendered page behaves as a page shown (README "The next page at once"): its widgets mount, but the field
// reports start only when the visitor opens it (nothing is sent for a prerender never opened, not even a widget's
// failure: web-vitals waits for the activation by itself) and nothing a gate
// guards (maps consent: the maps library, the office records) runs before.
//
// Chromium refuses to prerender while DevTools are attached (PrerenderingDisabledByDevTools, on 150 and 156 alike,
// through Playwright or a bare DevTools connection), so a real prerender cannot be driven here: the page is loaded
// as a prerender sees it instead: `document.prerendering` true from its first script, then the activation as the
// browser does it (the flag false, then `prerenderingchange` on document). The runtime reads nothing else of it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addWidget, useBrowser } from './browser';
import { createServer } from '../../examples/server.mjs';
import { isMapsRequest, serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser(); // the project's one Chromium (test/e2e/global-setup.ts)

/** The page believes it is prerendered until `__activate()`; its beacons are recorded as they are sent. */
function asPrerendered() {
  let prerendering = true;
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
  const w = window as unknown as { __activate(): void; __beacons: string[] };
  w.__beacons = [];
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => (w.__beacons.push(String(url)), beacon(url, data));
  w.__activate = () => {
    prerendering = false;
    document.dispatchEvent(new Event('prerenderingchange'));
  };
}

/** Hidden or shown again, as a tab switch does (headless Chromium keeps every page visible). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const beacons = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);

describe('a prerendered page', () => {
  it('mounts its widgets, but sends reports and loads the map (consent given) only once opened', async () => {
    const server = await createServer({ port: 0 });
    try {
      const context = await browser().newContext({ viewport: { width: 1280, height: 2400 } }); // the map is near: nothing but activation holds it
      await serveMapsDouble(context);
      await context.addCookies([siteCookie(server.url, 'googlemaps', 'true')]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const maps: string[] = [];
      const records: string[] = [];
      page.on('request', (r) => {
        if (isMapsRequest(r)) maps.push(r.url());
        if (new URL(r.url()).pathname === '/ajax/diem/object') records.push(r.url());
      });
      await page.addInitScript(asPrerendered);
      const telemetry = page.waitForRequest((r) => /\/chunks\/telemetry-[^/]*\.js$/.test(r.url()));
      await page.goto(server.url + '/fr/');
      // The widgets mount: the news cards are drawn.
      await page.locator('.dm_widget[data-widget="news"] .dm-news-item a').first().waitFor({ timeout: 15_000 });
      // A widget failing while prerendered (its error is a report, kept for the activation).
      await addWidget(page, 4242, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ERREUR500'] });
      await page.locator('[data-widget-id="4242"] .dm-front-error[data-code="5"]').waitFor({ state: 'attached', timeout: 15_000 });
      // The field reports' chunk comes after the load event, when idle; it waits for the activation.
      await (await telemetry).response();
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
      // A prerender the visitor leaves unopened: hidden (and discarded), nothing is sent.
      await setVisibility(page, 'hidden');
      await page.evaluate(() => new Promise((r) => setTimeout(r)));
      expect(await beacons(page)).toEqual([]);
      await setVisibility(page, 'visible');
      expect(maps).toEqual([]);
      expect(records).toEqual([]);
      expect(await page.evaluate(() => (window as { __gmapsDouble?: unknown }).__gmapsDouble === undefined || ((window as { __gmapsDouble?: { markers: unknown[] } }).__gmapsDouble!.markers.length === 0))).toBe(true);

      await page.evaluate(() => (window as unknown as { __activate(): void }).__activate());
      // Opened: the map loads (the maps double draws its markers) and the reports go out when the page is hidden.
      await page.waitForFunction(() => ((window as { __gmapsDouble?: { markers: unknown[] } }).__gmapsDouble?.markers.length ?? 0) > 0, null, { timeout: 15_000 });
      expect(maps.length).toBeGreaterThan(0);
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
      await setVisibility(page, 'hidden');
      await expect.poll(() => beacons(page)).toEqual([expect.stringMatching(/\/_reports$/)]);
      await expect.poll(() => server.reports.all().map((r: { type: string }) => r.type).sort().filter((t: string, i: number, a: string[]) => a.indexOf(t) === i), { timeout: 5000 }).toEqual(['error', 'vital']);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await server.close();
    }
  }, 60_000);
});
