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
      await page.goto(baseURL + '/fr/actualites-ec/metiers');
      await page.waitForFunction(() => performance.getEntriesByName('dm-news-first-card').length > 0, null, { timeout: 15_000 });
      return page.evaluate(() => {
        const start = performance.getEntriesByName('dm-front-start')[0].startTime;
        const card = performance.getEntriesByName('dm-news-first-card')[0].startTime - start;
        const resources = performance.getEntriesByType('resource');
        const code = Math.max(...resources.filter((r) => r.initiatorType === 'script' || /\/dist\/.*\.js$/.test(r.name)).map((r) => r.responseEnd - start));
        const list = resources.find((r) => r.name.includes('/ajax/testa/article/motifs/'));
        return { card, code, data: list ? list.responseEnd - list.startTime : NaN };
      });
    }));
  }
  return {
    latency,
    runs: samples,
    median: median(samples.map((s) => s.card)),
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

/** `count` news widgets on one page: from the entry's start until every one has rendered content. */
export async function mountMany(browser, baseURL, runs, count) {
  const options = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 1 });
  const widgets = Array.from({ length: count }, (_, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${1000 + i}" data-options='${options}'></div>`).join('\n');
  const html = syntheticPage(widgets);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await inContext(browser, async (page) => {
      await page.route('**/bench/many', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(baseURL + '/bench/many');
      const handle = await page.waitForFunction((n) => {
        const all = document.querySelectorAll('#dm_page .dm_widget');
        const done = [...all].filter((el) => el.querySelector('a[href]'));
        return all.length === n && done.length === n ? performance.now() - performance.getEntriesByName('dm-front-start')[0].startTime : 0;
      }, count, { timeout: 60_000, polling: 'raf' });
      return handle.jsonValue();
    }));
  }
  return { count, runs: samples, median: median(samples) };
}

export { syntheticPage, inContext, median };

/** Filled in once the maps test double exists (test/doubles). */
export async function markers() {
  return undefined;
}
