// The map widget's bars, measured in Chromium with the google.maps double: before consent 0 bytes of map code and 0
// requests to maps hosts; no layout shift when the notice, the map or the office list appears (5,000 markers within
// 300 ms: npm run bench, test/bench/timings.mjs markers). Figures are printed for the notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, connectBrowser, open, type Session } from './browser';
import { isMapsRequest, serveMapsDouble, siteCookie } from '../doubles/serve';
import { mapCodeFiles } from '../doubles/map-code';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function session(consent: boolean): Promise<Session> {
  const s = await open(browser);
  await serveMapsDouble(s.context);
  if (consent) await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
  return s;
}

/** Bytes received for the given /dist paths (encoded body sizes from the resource timing). */
const bytesOf = (s: Session, paths: string[]) =>
  s.page.evaluate((list) => performance.getEntriesByType('resource')
    .filter((e) => list.includes(new URL(e.name).pathname))
    .reduce((t, e) => t + (e as PerformanceResourceTiming).encodedBodySize, 0), paths);

describe('map bars', () => {
  it('before consent: 0 bytes of map code, 0 requests to maps hosts; after: the map code arrives', async () => {
    const mapCode = mapCodeFiles();
    const s = await session(false);
    await s.page.goto('/fr/');
    await s.page.waitForLoadState('networkidle');
    await s.page.locator('.dm-map-consent').waitFor();
    const before = { bytes: await bytesOf(s, mapCode), mapsRequests: s.requests.filter(isMapsRequest).length };
    expect(before).toEqual({ bytes: 0, mapsRequests: 0 });
    await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await s.page.waitForFunction(() => (window.__gmapsDouble?.markers.length ?? 0) >= 7);
    const after = await bytesOf(s, mapCode);
    expect(after).toBeGreaterThan(0);
    console.log(`[map bars] before consent: ${before.bytes} B of map code, ${before.mapsRequests} maps-host requests; after: ${after} B of map code (gzip), ${s.requests.filter(isMapsRequest).length} maps-host request`);
    await s.context.close();
  });

  for (const path of ['/fr/', '/fr/nos-cabinets/rennes']) {
    it(`no layout shift on ${path}: the map area keeps its box from the first paint through the notice and the map`, async () => {
      const s = await session(false);
      await s.page.addInitScript(() => {
        const w = window as unknown as { shifts: number[]; boxes: number[] };
        w.shifts = [];
        w.boxes = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
            const map = document.querySelector('.dm_widget[data-widget="map"]');
            if (map && e.sources?.some((src) => src.node && (map.contains(src.node) || src.node.contains(map)))) w.shifts.push(e.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The box as first laid out: before the runtime chunk ran.
        document.addEventListener('DOMContentLoaded', () => w.boxes.push(document.querySelector('.dm_widget[data-widget="map"]')!.getBoundingClientRect().height));
      });
      await s.page.goto(path);
      const el = s.page.locator('.dm_widget[data-widget="map"]').first();
      await el.locator('.dm-map-consent').waitFor();
      const withNotice = (await el.boundingBox())!.height;
      await el.getByRole('button', { name: 'Autoriser Google Maps' }).click();
      await s.page.waitForFunction(() => document.querySelector('.dm-map__canvas[aria-busy="false"]'));
      const withMap = (await el.boundingBox())!.height;
      const { shifts, boxes } = await s.page.evaluate(() => {
        const w = window as unknown as { shifts: number[]; boxes: number[] };
        return { shifts: w.shifts, boxes: w.boxes };
      });
      console.log(`[map bars] ${path}: box ${boxes[0]} → notice ${withNotice} → map ${withMap} px; layout shifts touching the map: ${JSON.stringify(shifts)}`);
      expect(withNotice).toBeCloseTo(boxes[0], 0);
      expect(withMap).toBeCloseTo(boxes[0], 0);
      expect(shifts).toEqual([]);
      await s.context.close();
    });
  }
});
