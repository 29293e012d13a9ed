// Waiting for the office map's markers on the google.maps double, with the page's state when they do not come (a map
// that got no marker under CI load once, and passed on its retry, left nothing to learn from).
import type { Page } from 'playwright-core';

/** What the page holds of its maps: the double's records, each map placeholder, the chunks and calls asked for. */
const mapState = (page: Page) =>
  page.evaluate(() => ({
    double: window.__gmapsDouble && { loads: window.__gmapsDouble.loads, maps: window.__gmapsDouble.maps.length, markers: window.__gmapsDouble.markers.length },
    placeholders: [...document.querySelectorAll<HTMLElement>('.dm_widget[data-widget="map"]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.dataset.widgetId, top: Math.round(r.top), height: Math.round(r.height), className: el.className, html: el.innerHTML.slice(0, 300) };
    }),
    viewport: [scrollY, innerHeight],
    root: document.documentElement.className,
    cookie: document.cookie,
    asked: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\/chunks\/|\/maps\/api\/|\/ajax\//.test(p)),
  }));

/** Waits until the double holds at least n markers; fails with the page's map state when they do not come. */
export async function waitForMarkers(page: Page, n: number, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((count) => (window.__gmapsDouble?.markers.length ?? 0) >= count, n, { timeout });
  } catch (e) {
    const state = await mapState(page).catch((err: unknown) => `(unreadable: ${err})`);
    throw new Error(`${n} markers did not come within ${timeout / 1000} s; the page: ${JSON.stringify(state)}`, { cause: e });
  }
}
