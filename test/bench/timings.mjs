// Timings in Chromium, each the median of several runs in fresh contexts (the machine is noisy: read the ratios).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './sizes.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function inContext(browser, fn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The Métiers page on a server whose ajax answers take `latency` ms: from the entry script's start to the first news
 * card painted, beside the serial bound (all widget code loaded, then the data request).
 */
export async function firstCard(browser, baseURL, runs, latency) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await inContext(browser, async (page) => {
      // Wait with one awaited promise, not waitForFunction: its polling script would run on the main thread it measures.
      await page.addInitScript(() => {
        window.__firstCard = new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName('dm-news-first-card').length) observer.disconnect(), resolve();
          }).observe({ type: 'mark', buffered: true });
        });
      });
      await page.goto(baseURL + '/fr/actualites-ec/metiers');
      await page.evaluate(() => Promise.race([window.__firstCard, new Promise((_, reject) => setTimeout(() => reject(new Error('no first card in 15 s')), 15_000))]));
      return page.evaluate(() => {
        const start = performance.getEntriesByName('dm-front-start')[0].startTime;
        const card = performance.getEntriesByName('dm-news-first-card')[0].startTime - start;
        const resources = performance.getEntriesByType('resource');
        const code = Math.max(...resources.filter((r) => r.initiatorType === 'script' || /\/dist\/.*\.js$/.test(r.name)).map((r) => r.responseEnd - start));
        const list = resources.find((r) => r.name.includes('/ajax/testa/article/motifs/'));
        return { card, code, sent: list ? list.startTime - start : NaN, data: list ? list.responseEnd - list.startTime : NaN };
      });
    }));
  }
  return {
    latency,
    runs: samples,
    median: median(samples.map((s) => s.card)),
    sent: median(samples.map((s) => s.sent)),
    serial: median(samples.map((s) => s.code + s.data)),
  };
}

function syntheticPage(body) {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'examples/site/site.json'), 'utf8'));
  const data = { currentPage: { id: 3, lang: 'fr', infos: '{}' }, settings: site.settings, constantes: site.constantes };
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css"><link rel="stylesheet" href="/dist/front.css"></head><body>
<script type="application/json" id="dm-page-config">{"page_id": 3, "env": "prod"}</script>
<script type="application/json" id="dm-page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<div id="dm_page"><main class="container">${body}</main></div>
<script type="module" src="/dist/front.js"></script></body></html>`;
}

/**
 * `count` news widgets on one page: from the entry's start until the first, then every one, has rendered content;
 * and the long tasks (over 50 ms) of the main thread meanwhile: how many, the longest, and the most of one task that
 * our scripts took (front.js and its chunks, React's included; the rest of the task is the browser's own parsing,
 * style and layout of the page). That share comes from the Long Animation Frames API's script entries (Chromium 123
 * and later; null where the browser has none): those that run inside the long task's time.
 */
export async function mountMany(browser, baseURL, runs, count) {
  const options = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 1 });
  const widgets = Array.from({ length: count }, (_, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${1000 + i}" data-options='${options}'></div>`).join('\n');
  const html = syntheticPage(widgets);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await inContext(browser, async (page) => {
      await page.addInitScript(() => {
        window.__longTasks = [];
        window.__scripts = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') ? [] : null;
        new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' });
        const isOurs = (u) => /\/dist\//.test(u);
        if (window.__scripts) new PerformanceObserver((list) => {
          for (const f of list.getEntries()) for (const s of f.scripts) if (isOurs(s.sourceURL) || isOurs(s.invoker)) window.__scripts.push([s.startTime, s.duration]);
        }).observe({ type: 'long-animation-frame' });
      });
      await page.route('**/bench/many', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(baseURL + '/bench/many');
      const handle = await page.waitForFunction((n) => {
        const now = performance.now() - performance.getEntriesByName('dm-front-start')[0].startTime;
        const all = document.querySelectorAll('#dm_page .dm_widget');
        const done = [...all].filter((el) => el.querySelector('a[href]')).length;
        if (done && !window.__first) window.__first = now;
        return all.length === n && done === n ? { all: now, first: window.__first, end: performance.now() } : 0;
      }, count, { timeout: 120_000, polling: 'raf' });
      const { end, ...times } = await handle.jsonValue();
      await page.waitForTimeout(200); // the last frames' entries are delivered after them
      const tasks = await page.evaluate((end) => {
        // (a task's scripts start inside it; 1 ms of slack for the two APIs' rounding)
        const inside = ([start, duration], [s]) => s >= start - 1 && s <= start + duration;
        const ourShare = (task) => window.__scripts?.filter((s) => inside(task, s)).reduce((sum, s) => sum + s[1], 0);
        return { loaf: !!window.__scripts, longTasks: window.__longTasks.filter((t) => t[0] < end).map((t) => ({ duration: t[1], ours: ourShare(t) })) };
      }, end);
      return { ...times, ...tasks };
    }));
  }
  const longest = samples.map((s) => Math.max(0, ...s.longTasks.map((t) => t.duration)));
  const ours = samples.map((s) => (s.loaf ? Math.max(0, ...s.longTasks.map((t) => t.ours)) : null));
  return {
    count,
    runs: samples.map((s) => s.all),
    median: median(samples.map((s) => s.all)),
    first: median(samples.map((s) => s.first)),
    longTasks: median(samples.map((s) => s.longTasks.length)),
    longest: median(longest),
    ours: ours.includes(null) ? null : median(ours),
    oursRuns: ours,
  };
}

export { syntheticPage, inContext, median };

const MAPS_HOST = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com)\//;

/**
 * `count` office records on one map with the google.maps double (test/doubles/google-maps.js) in place of the maps
 * script, consent given: from the moment both the records and the maps library are there to the last marker.
 */
export async function markers(browser, baseURL, runs, count) {
  const double = fs.readFileSync(path.join(root, 'test/doubles/google-maps.js'), 'utf8');
  const records = Array.from({ length: count }, (_, i) => ({
    id: i + 1, title: `Bureau ${i + 1}`, address: `${i + 1} rue de la Paix`, zip_code: '35000', city: 'Rennes',
    gps: `${(47.3 + (i % 100) * 0.015).toFixed(5)},${(-4.6 + Math.floor(i / 100) * 0.06).toFixed(5)}`,
  }));
  const html = syntheticPage(`<div class="dm_widget" data-widget="map" data-widget-id="900" data-options='{"lepContentId":"7","search":0,"auto_show_infowindow":0}'></div>`);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies([{ name: 'googlemaps', value: 'true', url: baseURL }]);
      await context.route(MAPS_HOST, (route) => (new URL(route.request().url()).pathname === '/maps/api/js'
        ? route.fulfill({ contentType: 'text/javascript', body: double })
        : route.fulfill({ status: 204, body: '' })));
      const page = await context.newPage();
      await page.addInitScript(() => document.addEventListener('gmaploaded', () => (window.__gmaploadedAt = performance.now()), true));
      await page.route('**/bench/markers', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.route('**/ajax/diem/object**', (route) => route.fulfill({ json: records }));
      await page.goto(baseURL + '/bench/markers');
      const handle = await page.waitForFunction((n) => {
        const placed = window.__gmapsDouble?.markers.length ?? 0;
        if (placed < n) return 0;
        const recordsAt = performance.getEntriesByType('resource').find((r) => r.name.includes('/ajax/diem/object'))?.responseEnd ?? 0;
        return performance.now() - Math.max(recordsAt, window.__gmaploadedAt ?? 0);
      }, count, { timeout: 60_000, polling: 'raf' });
      samples.push(await handle.jsonValue());
    } finally {
      await context.close();
    }
  }
  return { count, runs: samples, median: median(samples) };
}
