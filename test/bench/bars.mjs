// Two timing bars of the product, measured in Chromium against the example server (they were test/timing/bars.test.ts
// inside `npm test`, where a busy machine failed them; the bench judges them, with the other timings, over --runs):
//  - the longest task while 150 news cards render (skeleton, cards and their images) on the Métiers page;
//  - the page behaviours' install time on load ('dm-behaviour:NAME' measures): in all, and the slowest one.
import { inContext, median } from './timings.mjs';

const CARDS = { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP', 'AMAS', 'AMAG', 'EREVUEVIDEO', 'IEC'], templateChoice: 'tpl_thumbnail', nbArticlesTotal: 150 };

/** The longest task (ms, 0 when none over 50 ms) while a widget of 150 cards renders, once the page has settled. */
export async function cardsLongTask(browser, baseURL, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await inContext(browser, async (page) => {
      await page.goto(baseURL + '/fr/actualites-ec/metiers');
      await page.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
      await page.waitForLoadState('networkidle');
      await page.evaluate((options) => {
        window.__long = [];
        new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
        const el = document.createElement('div');
        el.className = 'dm_widget';
        el.dataset.widget = 'news';
        el.dataset.widgetId = '831';
        el.dataset.options = JSON.stringify(options);
        document.getElementById('content').append(el);
      }, CARDS);
      await page.waitForFunction(() => document.querySelectorAll('[data-widget-id="831"] .dm-news-item').length === 150);
      await page.waitForLoadState('networkidle'); // the cards' images
      // Long task entries are delivered after their task: two frames on, every one is in.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      return Math.max(0, ...(await page.evaluate(() => window.__long)));
    }));
  }
  return { runs: samples, median: median(samples) };
}

/** The page behaviours' installs on load of each page: total and slowest (name), medians over the runs. */
export async function behaviourInstalls(browser, baseURL, runs, paths = ['/fr/', '/fr/contact', '/de/kontakt']) {
  const rows = [];
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      samples.push(await inContext(browser, async (page) => {
        await page.goto(baseURL + path);
        // The navigation chunk installs last (on demand, after page ready).
        await page.waitForFunction(() => performance.getEntriesByName('dm-behaviour:navigation').length > 0);
        await page.waitForLoadState('networkidle'); // and the chunks of the page's own markup (tooltip, calendar, offices)
        return page.evaluate(() => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('dm-behaviour:')).map((m) => [m.name.slice(13), m.duration]));
      }));
    }
    const totals = samples.map((m) => m.reduce((t, [, ms]) => t + ms, 0));
    const slowest = samples.map((m) => m.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]));
    rows.push({ path, installs: samples[0].length, total: median(totals), totals, slowest: median(slowest.map(([, ms]) => ms)), slowestName: slowest[0][0] });
  }
  return rows;
}
