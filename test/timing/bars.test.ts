// The timing bars of the product, measured in Chromium with nothing else running: this project runs after the other
// browser tests, one file at a time (test/vitest.config.ts), because a second browser on a two-core machine doubles
// every task's wall time and a bar would then measure the machine, not the product. Each bar still takes the best of
// three runs (noise only adds) and logs every run.
//   - 150 news cards render without a long task over 50 ms;
//   - the page behaviours install in under 50 ms in all on load;
//   - 5,000 office records become markers within 300 ms (google.maps double).
import { describe, expect, it } from 'vitest';
import { addWidget, baseURL, open, useBrowser } from '../e2e/browser';
import { ready } from '../e2e/page-helpers';
import { serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

/** Best of up to three runs: stops at the first run within the bar. */
async function bestOf3(bar: number, run: () => Promise<number>): Promise<{ best: number; runs: number[] }> {
  const runs: number[] = [];
  while (runs.length < 3 && !(runs.length && runs.at(-1)! <= bar)) runs.push(await run());
  return { best: Math.min(...runs), runs };
}

describe('timing bars', () => {
  it('150 cards render without a long task over 50 ms (skeleton, cards and their images)', async () => {
    const longest = async () => {
      const s = await open(browser());
      await s.page.goto('/fr/actualites-ec/metiers');
      await s.page.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
      await s.page.waitForLoadState('networkidle');
      await s.page.evaluate(() => {
        (window as any).__long = [];
        new PerformanceObserver((l) => (window as any).__long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
      });
      await addWidget(s.page, 831, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP', 'AMAS', 'AMAG', 'EREVUEVIDEO', 'IEC'], templateChoice: 'tpl_thumbnail', nbArticlesTotal: 150 });
      await s.page.waitForFunction(() => document.querySelectorAll('[data-widget-id="831"] .dm-news-item').length === 150);
      await s.page.waitForTimeout(500);
      const tasks: number[] = await s.page.evaluate(() => (window as any).__long.map(Math.round));
      await s.context.close();
      return Math.max(0, ...tasks);
    };
    const { best, runs } = await bestOf3(50, longest);
    console.log(`[timing] 150 cards: longest task per run ${JSON.stringify(runs)} ms (0: none over 50 ms)`);
    expect(best).toBeLessThanOrEqual(50);
  });

  it('the page behaviours install in under 50 ms in all on load, none over 50 ms', async () => {
    const s = await open(browser());
    await s.page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
    });
    const report: string[] = [];
    for (const url of ['/fr/', '/fr/contact', '/de/kontakt']) {
      const runs: { measures: (readonly [string, number])[]; longTasks: number[] }[] = [];
      const total = (r: (typeof runs)[number]) => r.measures.reduce((t, [, ms]) => t + ms, 0);
      await bestOf3(49.9, async () => {
        await s.page.goto(url);
        await ready(s.page);
        await s.page.waitForTimeout(800);
        runs.push(
          await s.page.evaluate(() => ({
            measures: performance.getEntriesByType('measure').filter((m) => m.name.startsWith('dm-behaviour:')).map((m) => [m.name.slice(13), m.duration] as const),
            longTasks: (window as unknown as { __longTasks: number[] }).__longTasks,
          })),
        );
        return total(runs.at(-1)!);
      });
      const best = runs.reduce((a, b) => (total(b) < total(a) ? b : a));
      // The entry's own behaviours and the navigation chunk (with the banners, fixed menu and search form) ran.
      expect(best.measures.map(([name]) => name), url).toEqual(expect.arrayContaining(['testa-body', 'dismissed-banners', 'st-scroll', 'navbar-switcher', 'navigation']));
      for (const [name, ms] of best.measures) expect(ms, `${url} ${name}`).toBeLessThan(50);
      expect(total(best), url).toBeLessThan(50);
      const slowest = [...best.measures].sort((a, b) => b[1] - a[1])[0];
      report.push(`${url}: ${best.measures.length} installs, best total ${total(best).toFixed(1)} ms (runs ${runs.map((r) => total(r).toFixed(1)).join(', ')}), slowest ${slowest[0]} ${slowest[1].toFixed(1)} ms; page long tasks ${JSON.stringify(runs.map((r) => r.longTasks))}`);
    }
    console.log(`[timing] ${report.join('\n[timing] ')}`);
    await s.context.close();
  });

  it('5,000 records become markers within 300 ms (from records and library ready to the last marker)', async () => {
    const markers = async () => {
      const s = await open(browser());
      await serveMapsDouble(s.context);
      await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
      await s.page.addInitScript(() => {
        const w = window as unknown as { bench: Record<string, number> };
        w.bench = {};
        document.addEventListener('gmaploaded', () => (w.bench.gmaploaded = performance.now()), true);
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelector('#dm_page main')!.insertAdjacentHTML('beforeend',
            `<div class="dm_widget" data-widget="map" data-widget-id="5000" data-options='{"lepContentId":"bench-5000"}'></div>`);
          const el = document.querySelector('[data-widget-id="5000"]')!;
          new MutationObserver(() => {
            if (el.querySelector('.dm-map__canvas[aria-busy="false"]') && !w.bench.done) w.bench.done = performance.now();
          }).observe(el, { subtree: true, attributes: true, childList: true });
        });
      });
      await s.page.goto('/fr/mentions-legales');
      await s.page.waitForFunction(() => (window as unknown as { bench: { done?: number } }).bench.done);
      const r = await s.page.evaluate(() => {
        const bench = (window as unknown as { bench: Record<string, number> }).bench;
        const records = performance.getEntriesByType('resource').find((e) => e.name.includes('/ajax/diem/object')) as PerformanceResourceTiming;
        const ready = Math.max(records.responseEnd, bench.gmaploaded);
        const created = window.__gmapsDouble.mapCreatedAt!;
        return { markers: window.__gmapsDouble.markers.filter((m) => m.getTitle()).length, ms: bench.done - ready, beforeMap: created - ready, afterMap: bench.done - created };
      });
      console.log(`[timing] 5,000 records → ${r.markers} markers in ${r.ms.toFixed(1)} ms (${r.beforeMap.toFixed(1)} ms to the map: spiderfier chunk; ${r.afterMap.toFixed(1)} ms markers and spreading)`);
      expect(r.markers).toBe(5000);
      await s.context.close();
      return r.ms;
    };
    expect((await bestOf3(299.9, markers)).best).toBeLessThan(300);
  }, 90_000);
});
