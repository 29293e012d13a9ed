// The map's consent gate in Chromium (README › Office-map widget, "Consent"): the notice, the cookie states, the allow
// link, consent arriving later from the real tarteaucitron.js, and the request log proving nothing of the map loads
// before consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { baseURL, hold, connectBrowser, open, type Session } from './browser';
import { isMapsRequest, serveMapsDouble, siteCookie } from '../doubles/serve';
import { waitForMarkers } from './markers';
import { mapCodeFiles } from '../doubles/map-code';

let browser: Browser;
let mapCode: string[];
beforeAll(async () => {
  browser = await connectBrowser();
  mapCode = mapCodeFiles();
});
afterAll(async () => {
  await browser?.close();
});

const NOTICE = '.dm_widget[data-widget="map"] .dm-map-consent';
const mapsRequests = (s: Session) => s.requests.filter(isMapsRequest).map((r) => r.url());
const mapCodeRequests = (s: Session) => s.requests.map((r) => new URL(r.url()).pathname).filter((p) => mapCode.includes(p));
const recordsCalls = (s: Session) => s.requests.filter((r) => new URL(r.url()).pathname === '/ajax/diem/object');

async function session(cookies: [string, string][] = []): Promise<Session> {
  const s = await open(browser);
  await serveMapsDouble(s.context);
  if (cookies.length) await s.context.addCookies(cookies.map(([n, v]) => siteCookie(baseURL(), n, v)));
  return s;
}

/** Loaded the page and waited long enough for anything that would load to have started. */
async function settle(s: Session, path: string) {
  await s.page.goto(path);
  await s.page.waitForLoadState('networkidle');
}

const markerCount = (s: Session) => s.page.evaluate(() => window.__gmapsDouble?.markers.filter((m) => m.getMap()).length ?? 0);

describe('map consent', () => {
  it('knows which dist files are map code', () => {
    expect(mapCode.length).toBeGreaterThanOrEqual(2);
    expect(mapCode.some((f) => fs.readFileSync('dist' + f.slice('/dist'.length), 'utf8').includes('could not load'))).toBe(true);
  });

  for (const [label, cookies] of [
    ['no cookie', []],
    ["service cookie 'false'", [['googlemaps', 'false']]],
    ["service cookie 'wait'", [['googlemaps', 'wait']]],
    ["tarteaucitron cookie for another service ('googlemapsembed')", [['tarteaucitron', '!googlemapsembed=true']]],
  ] as [string, [string, string][]][]) {
    it(`${label}: shows the notice, loads no map code and asks no maps host`, async () => {
      const s = await session(cookies);
      await settle(s, '/fr/');
      const notice = s.page.locator(NOTICE);
      await expect(notice.locator('.dm-map-consent__title').textContent()).resolves.toBe('Google Maps est désactivé.');
      expect(await notice.textContent()).toContain('vous acceptez le dépôt et la lecture de cookies');
      expect(await notice.getByRole('button', { name: 'Autoriser Google Maps' }).count()).toBe(1);
      expect(mapsRequests(s)).toEqual([]);
      expect(mapCodeRequests(s)).toEqual([]);
      expect(recordsCalls(s)).toHaveLength(0);
      expect(s.errors).toEqual([]);
      await s.context.close();
    });
  }

  for (const [label, cookies] of [
    ["service cookie 'true'", [['googlemaps', 'true']]],
    ['tarteaucitron cookie !googlemaps=true', [['tarteaucitron', '!gtag=false!googlemaps=true']]],
    // A yes given through the widget's notice before tarteaucitron's panel was there: tarteaucitron then wrote 'wait'.
    ["service cookie 'true', tarteaucitron's !googlemaps=wait", [['googlemaps', 'true'], ['tarteaucitron', '!googlemaps=wait']]],
  ] as [string, [string, string][]][]) {
    it(`${label}: renders the map without a notice`, async () => {
      const s = await session(cookies);
      await s.page.goto('/fr/');
      await s.page.locator('.dm_widget[data-widget-id="628"]').scrollIntoViewIfNeeded(); // a map loads once near the viewport
      await waitForMarkers(s.page, 7);
      expect(await s.page.locator(NOTICE).count()).toBe(0);
      expect(await markerCount(s)).toBe(8); // 7 offices with gps, the search marker
      await s.context.close();
    });
  }

  it('the allow link sets consent and renders the map without a reload; maps hosts are asked only after', async () => {
    const s = await session();
    await settle(s, '/fr/');
    let navigations = 0;
    s.page.on('framenavigated', () => navigations++);
    const before = s.requests.length;
    expect(mapsRequests(s)).toEqual([]);
    await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await waitForMarkers(s.page, 7);
    expect(navigations).toBe(0);
    expect(await s.page.locator(NOTICE).count()).toBe(0);
    expect(s.requests.slice(0, before).filter(isMapsRequest)).toEqual([]);
    expect(mapsRequests(s)).toHaveLength(1);
    expect((await s.context.cookies()).find((c) => c.name === 'googlemaps')?.value).toBe('true');
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id'))).toBe('628');
    await s.context.close();
  });

  it('with tarteaucitron.js on the page, the allow link goes through it and its cookie', async () => {
    const s = await session();
    await settle(s, '/fr/nos-cabinets/rennes');
    await s.page.waitForFunction(() => document.getElementById('tacCurrentStatusgooglemaps'));
    expect(mapsRequests(s)).toEqual([]);
    await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await waitForMarkers(s.page, 1);
    const cookies = await s.context.cookies();
    expect(decodeURIComponent(cookies.find((c) => c.name === 'tarteaucitron')!.value)).toContain('!googlemaps=true');
    expect(cookies.find((c) => c.name === 'googlemaps')).toBeUndefined();
    expect(await s.page.locator(NOTICE).count()).toBe(0);
    await s.context.close();
  });

  it("tarteaucitron loaded late: 'Autoriser' before its panel exists waits for it and records the choice through it, no cookie of ours", async () => {
    const s = await session();
    // Its panel is built once its services file is there: held until after the click.
    const release = await hold(s.page, /\/tarteaucitron\.services(\.min)?\.js/);
    await s.page.goto('/fr/nos-cabinets/rennes');
    const allow = s.page.getByRole('button', { name: 'Autoriser Google Maps' });
    await allow.waitFor();
    expect(await s.page.evaluate(() => !!document.getElementById('tacCurrentStatusgooglemaps'))).toBe(false);
    await allow.click();
    expect((await s.context.cookies()).find((c) => c.name === 'googlemaps'), 'no cookie of ours beside tarteaucitron').toBeUndefined();
    expect(mapsRequests(s)).toEqual([]);
    release();
    await waitForMarkers(s.page, 1);
    const cookies = await s.context.cookies();
    expect(decodeURIComponent(cookies.find((c) => c.name === 'tarteaucitron')!.value)).toContain('!googlemaps=true');
    expect(cookies.find((c) => c.name === 'googlemaps')).toBeUndefined();
    // tarteaucitron knows the choice: its panel says so.
    expect(await s.page.evaluate(() => (window as unknown as { tarteaucitron: { state: Record<string, boolean> } }).tarteaucitron.state.googlemaps)).toBe(true);
    expect(await s.page.locator('#googlemapsAllowed').getAttribute('aria-pressed')).toBe('true');
    expect(await s.page.locator(NOTICE).count()).toBe(0);
    await s.context.close();
  });

  it('the notice shows before the runtime chunk arrives; the gate keeps that notice, and invalid options remove it', async () => {
    const s = await session();
    const release = await hold(s.page, '**/dist/chunks/runtime-*.js');
    await s.page.goto('/fr/');
    await s.page.evaluate(() => {
      // A second map whose options the runtime will reject (not a number): its early notice must go with the error.
      const bad = document.createElement('div');
      bad.className = 'dm_widget';
      bad.dataset.widget = 'map';
      bad.dataset.widgetId = '9001';
      bad.dataset.options = JSON.stringify({ lepContentId: '7', mapRatioPercent: 'beaucoup' });
      document.getElementById('content')!.append(bad);
    });
    const early = s.page.locator(`${NOTICE}.dm-front-skeleton`);
    await expect.poll(() => early.count(), { timeout: 30_000 }).toBe(2);
    expect(await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).first().isVisible()).toBe(true);
    await s.page.evaluate((n) => document.querySelectorAll(n).forEach((e) => e.setAttribute('data-early', '')), NOTICE);
    release();
    await expect.poll(() => early.count(), { timeout: 30_000 }).toBe(0);
    expect(await s.page.locator(`[data-widget-id="628"] .dm-map-consent[data-early]`).count(), 'the same notice').toBe(1);
    expect(await s.page.locator(`[data-widget-id="9001"] .dm-map-consent`).count(), 'invalid options: no notice').toBe(0);
    await s.page.locator('[data-widget-id="628"]').getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await waitForMarkers(s.page, 7);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id'))).toBe('628');
    await s.context.close();
  });

  it("consent given later in tarteaucitron's own banner renders the map", async () => {
    const s = await session();
    await settle(s, '/fr/nos-cabinets/rennes');
    await s.page.locator('#tarteaucitronPersonalize2').click(); // 'Tout accepter'
    await waitForMarkers(s.page, 1);
    expect(await s.page.locator(NOTICE).count()).toBe(0);
    expect(mapsRequests(s)).toHaveLength(1);
    await s.context.close();
  });
});
