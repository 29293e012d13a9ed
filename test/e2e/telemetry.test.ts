// Field reports in Chromium (README "Field reports"): a page with report_url loads the telemetry chunk after its
// load event and, when hidden, sends its Core Web Vitals and the failure of a widget on a failing topic; the example
// collector keeps them and /reports/ shows them; a page without report_url (or sampled out) loads and sends nothing.
// Each test has its own example server, so the reports it reads are its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { addWidget, axeViolations, connectBrowser } from './browser';
import { createServer } from '../../examples/server.mjs';

type Server = Awaited<ReturnType<typeof createServer>>;
interface Stored { type: string; name?: string; value?: number; rating?: string; target?: string; code?: number | string; widget?: string; widgetId?: string; message?: string; page: string; build: string }

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const METIERS = '/fr/actualites-ec/metiers';
const isTelemetry = (url: string) => /\/chunks\/telemetry-[^/]*\.js$/.test(url);

async function withServer(options: Parameters<typeof createServer>[0], fn: (server: Server) => Promise<void>) {
  const server = await createServer({ port: 0, ...options });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** A news widget on the ERREUR500 topic (the mock answers HTTP 500): catalogue error 5. */
const addFailingWidget = (page: Page, id: number) => addWidget(page, id, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ERREUR500'] });

/** Hide the page as a tab switch does (headless Chromium keeps every page visible, so the state is set by hand). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('field reports', () => {
  it('sends the vitals and a failing widget\'s error when the page is hidden, and /reports/ shows them', async () => {
    await withServer({}, async (server) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const beacons: Request[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/_reports') beacons.push(r);
      });
      const chunk = page.waitForRequest((r) => isTelemetry(r.url()));
      let loaded = 0;
      page.on('load', () => (loaded = Date.now()));
      await page.goto(server.url + METIERS + '?utm_source=test');
      expect(await page.evaluate(() => JSON.parse(document.getElementById('dm-page-config')!.textContent!).report_url)).toBe('/_reports');
      await page.locator('.dm-news-card, .thumbnail').first().waitFor();
      await addFailingWidget(page, 4242);
      await page.locator('[data-widget-id="4242"] .dm-front-error[data-code="5"]').waitFor({ state: 'attached' });
      const asked = await chunk;
      expect(loaded).toBeGreaterThan(0); // the chunk was asked for after the load event
      await asked.response();
      // The reports have their listeners (web-vitals' among them) before the interaction and the page's hiding: the
      // chunk's answer alone left the imports it waits for, and once INP was not reported.
      await page.waitForFunction(() => performance.getEntriesByName('dm-reports-started').length > 0);
      const supportsInp = await page.evaluate(() => 'interactionId' in (globalThis.PerformanceEventTiming?.prototype ?? {}));
      await page.click('h1'); // an interaction, for INP: its timing entry is there after the next paint
      if (supportsInp) await page.evaluate(() => new Promise((r) => new PerformanceObserver((_, o) => (o.disconnect(), r(null))).observe({ type: 'first-input', buffered: true })));
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null)))); // web-vitals takes entries when idle
      expect(beacons).toEqual([]); // nothing is sent while the page is visible
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/_reports');
      await hide(page);
      await sent;
      await expect.poll(() => server.reports.all().filter((r: Stored) => r.type === 'vital').map((r: Stored) => r.name).sort(), { timeout: 30_000 })
        .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
      const stored = server.reports.all() as Stored[];
      for (const r of stored) {
        expect(r.page).toBe(METIERS); // the path, without its query
        expect(r.build).toBe('1.0.0');
      }
      const lcp = stored.find((r) => r.name === 'LCP')!;
      expect(lcp.value).toBeGreaterThan(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(lcp.rating);
      expect(lcp.target).toMatch(/^[a-z]/); // the LCP element as a short selector
      expect(await page.evaluate((sel) => !!document.querySelector(sel), lcp.target!), `the LCP element (${lcp.target}) in the page`).toBe(true);
      if (supportsInp) expect(stored.some((r) => r.name === 'INP')).toBe(true);
      const errors = stored.filter((r) => r.type === 'error');
      expect(errors).toEqual([expect.objectContaining({ type: 'error', code: 5, widget: 'news', widgetId: '4242', message: 'Error loading articles' })]);
      // One JSON body per flush, text/plain (no CORS preflight), no cookie set by the page.
      const body = JSON.parse(beacons[0].postData()!);
      expect(Object.keys(body).sort()).toEqual(['build', 'page', 'reports']);
      expect(await context.cookies()).toEqual([]);

      const dash = await context.newPage();
      await dash.goto(server.url + '/reports/');
      const section = dash.locator('section').filter({ has: dash.getByRole('heading', { level: 3, name: METIERS, exact: true }) });
      expect(await section.count()).toBe(1);
      for (const name of ['LCP', 'CLS', 'FCP', 'TTFB']) await expect.poll(() => section.locator('.card').filter({ has: dash.getByRole('heading', { level: 4, name, exact: true }) }).locator('.badge').count(), { timeout: 30_000 }).toBe(1);
      expect(await section.locator('svg.dist title').count()).toBeGreaterThanOrEqual(4);
      const row = dash.locator('tbody tr', { hasText: '4242' });
      expect(await row.innerText()).toMatch(/5\s+news 4242\s+1\s+Error loading articles/);
      await context.close();

      // The dashboard at a phone's width and a desktop's: nothing wider than the screen, axe clean. Its policy
      // (default-src 'none') is bypassed only to inject axe.
      for (const width of [390, 1280]) {
        const ctx = await browser.newContext({ viewport: { width, height: 844 }, bypassCSP: true });
        const board = await ctx.newPage();
        await board.goto(server.url + '/reports/');
        expect(await board.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await board.getByRole('row').filter({ hasText: '4242' }).getByRole('cell').allInnerTexts()).toEqual(
          expect.arrayContaining(['5', 'news 4242', '1', 'Error loading articles']));
        expect(await axeViolations(board), `${width} px`).toEqual([]);
        await ctx.close();
      }
    });
  });

  it('sends what is left when the visitor leaves the page (pagehide)', async () => {
    await withServer({}, async (server) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const chunk = page.waitForResponse((r) => isTelemetry(r.url()));
      await page.goto(server.url + METIERS);
      await chunk;
      await addFailingWidget(page, 4343);
      await page.locator('[data-widget-id="4343"] .dm-front-error').waitFor({ state: 'attached' });
      await page.goto('about:blank'); // visibilitychange to hidden, then pagehide, while the page unloads
      await expect.poll(() => server.reports.all().map((r: Stored) => r.name ?? r.widgetId).sort(), { timeout: 30_000 })
        .toEqual(expect.arrayContaining(['4343', 'CLS', 'FCP', 'LCP', 'TTFB']));
      await context.close();
    });
  });

  it('a page without report_url loads no telemetry code and sends nothing', async () => {
    await withServer({ reports: false }, async (server) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(server.url + METIERS);
      expect(await page.evaluate(() => 'report_url' in JSON.parse(document.getElementById('dm-page-config')!.textContent!))).toBe(false);
      await page.locator('.dm-news-card, .thumbnail').first().waitFor();
      await addFailingWidget(page, 4444);
      await page.locator('[data-widget-id="4444"] .dm-front-error').waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));
      await hide(page);
      await page.goto('about:blank');
      await new Promise((r) => setTimeout(r, 500));
      expect(urls.filter((u) => isTelemetry(u) || u.includes('/_reports'))).toEqual([]);
      expect(server.reports.size).toBe(0);
      await context.close();
    });
  });

  it('a page view sampled out (report_sample 0) loads no telemetry code', async () => {
    await withServer({}, async (server) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.route(server.url + METIERS, async (route) => {
        const html = (await (await route.fetch()).text()).replace('"report_url":"/_reports"', '"report_url":"/_reports","report_sample":0');
        await route.fulfill({ contentType: 'text/html', body: html });
      });
      await page.goto(server.url + METIERS);
      expect(await page.evaluate(() => JSON.parse(document.getElementById('dm-page-config')!.textContent!).report_sample)).toBe(0);
      await page.locator('.dm-news-card, .thumbnail').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));
      await hide(page);
      expect(urls.filter((u) => isTelemetry(u) || u.includes('/_reports'))).toEqual([]);
      await context.close();
    });
  });

  it('the collector refuses malformed and oversized bodies with 400', async () => {
    await withServer({}, async (server) => {
      const post = (body: string) => fetch(server.url + '/_reports', { method: 'POST', body, headers: { 'content-type': 'text/plain' } }).then((r) => r.status);
      expect(await post('{not json')).toBe(400);
      expect(await post(JSON.stringify({ page: '/x', build: '1', reports: [{ type: 'vital', name: 'LCP', value: 'fast', rating: 'good', id: 'a' }] }))).toBe(400);
      expect(await post(JSON.stringify({ page: '/x', build: '1', reports: [{ type: 'error', code: 5, widget: 'news', widgetId: '1', message: 'x'.repeat(70_000) }] }))).toBe(400);
      expect(server.reports.size).toBe(0);
      expect(await post(JSON.stringify({ page: '/x', build: '1', reports: [{ type: 'vital', name: 'LCP', value: 1200, rating: 'good', id: 'a' }] }))).toBe(204);
      expect(server.reports.size).toBe(1);
    });
  });
});
