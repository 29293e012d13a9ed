// The back/forward cache (README "The next page at once"): every example page kind is restored from it when the
// visitor comes back (Chromium with the cache on: Playwright turns it off by default), and a restored news list shows
// the cards, page and filter it showed. Nothing of the runtime keeps a page out of it: no unload handler, no
// Cache-Control: no-store on the pages, no connection left open. When a page is not restored, Chromium's reasons
// (notRestoredReasons) are in the failure message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseURL } from './browser';
import { launchBrowser } from '../chromium.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ bfcache: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Every pageshow of the document, `persisted` or not (a restored document keeps its list). */
function recordShows() {
  const w = window as unknown as { __shows: boolean[] };
  w.__shows = [];
  addEventListener('pageshow', (e) => w.__shows.push(e.persisted));
}

/** Leaves for another page and comes back: whether the page came from the cache, and why not where it did not. */
async function leaveAndComeBack(page: Page): Promise<{ restored: boolean; reasons: string }> {
  await page.goto(baseURL() + '/fr/mentions-legales');
  await page.goBack({ waitUntil: 'commit' }); // a restored page fires pageshow, not load
  await page.waitForFunction(() => {
    const shows = (window as unknown as { __shows?: boolean[] }).__shows;
    return !!shows && (shows.at(-1) === true || (shows.length > 0 && document.readyState === 'complete'));
  }, null, { timeout: 15_000 });
  return page.evaluate(() => {
    const shows = (window as unknown as { __shows: boolean[] }).__shows;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return { restored: shows.at(-1) === true, reasons: JSON.stringify(nav?.notRestoredReasons ?? null) };
  });
}

/** The page's widgets are drawn: no skeleton left in a news placeholder. */
const settled = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('.dm_widget[data-widget="news"]')].every((w) => w.querySelector('.dm-news-item a, .dm-news-empty')), null, { timeout: 15_000 });

const PAGES = ['/fr/', '/fr/actualites-ec', '/fr/actualites-ec/metiers', '/fr/nos-cabinets/rennes', '/de/kontakt'];

describe('back/forward cache', () => {
  it('no source file listens for unload (pagehide and visibilitychange instead)', () => {
    const files = ['src', 'widgets'].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`)).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => /['"`](before)?unload['"`]|\bon(before)?unload\b/.test(fs.readFileSync(f, 'utf8')))).toEqual([]);
  });

  for (const path of PAGES) {
    it(`${path} is restored from it`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(recordShows);
      const response = await page.goto(baseURL() + path);
      expect(response!.headers()['cache-control'] ?? '').not.toMatch(/no-store/);
      await settled(page);
      const { restored, reasons } = await leaveAndComeBack(page);
      expect(restored, `not restored: ${reasons}`).toBe(true);
      await context.close();
    });
  }

  it('a restored news list shows the same cards, page and filter', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordShows);
    await page.goto(baseURL() + '/fr/actualites-ec');
    await settled(page);
    // A topic filter, then the second page of it.
    const topic = page.locator('.dm-news-filters button[data-topic]:not([data-topic=""])').first();
    await topic.click();
    await page.waitForFunction(() => document.querySelector('.dm-news-filters button[aria-pressed="true"]')?.getAttribute('data-topic'));
    const pager = page.locator('.dm-news-pagination a', { hasText: /^2$/ });
    if (await pager.count()) {
      await pager.click();
      await page.waitForFunction(() => document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent === '2');
    }
    await page.waitForFunction(() => document.querySelector('.dm-news-list')?.getAttribute('aria-busy') !== 'true');
    const state = () =>
      page.evaluate(() => ({
        url: location.href,
        cards: [...document.querySelectorAll('.dm-news-list .dm-news-item')].map((c) => c.getAttribute('data-article-id')),
        page: document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent ?? null,
        filter: document.querySelector('.dm-news-filters button[aria-pressed="true"]')?.getAttribute('data-topic') ?? null,
      }));
    const before = await state();
    expect(before.cards.length).toBeGreaterThan(0);
    expect(before.filter).toBeTruthy();
    const { restored, reasons } = await leaveAndComeBack(page);
    expect(restored, `not restored: ${reasons}`).toBe(true);
    expect(await state()).toEqual(before);
    await context.close();
  });
});
