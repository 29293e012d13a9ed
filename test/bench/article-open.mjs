// "Article opened from a list" (README "The next page at once"): on a slow phone (Chromium's emulation, as in
// slow-phone.mjs), the news list is loaded, the pointer comes to the page (the first interaction: the runtime adds the
// rules), rests on a card's title, then clicks it: the time
// from the click to the article's largest contentful paint, with the page's speculation rules and without them (the
// same page where the visitor saves data: the runtime adds none). The pointer rests until Chromium reports the
// speculation done (or 3 s), the same time without rules. The browser's HTTP cache is on: the visitor has the list's
// code already, as in life.
//
// Chromium does not prerender while DevTools are attached (PrerenderingDisabledByDevTools): here the prerender rule
// falls back to a prefetch of the document (deliveryType 'navigational-prefetch'), so "with rules" measures that
// fallback; a visitor's Chromium prerenders the article and shows it at activation. The delivery type of each run is
// printed with the figures.
//   node test/bench/article-open.mjs [--runs N]   (node build.mjs first)
import path from 'node:path';
import { launchBrowser } from '../chromium.mjs';
import { createServer } from '../../examples/server.mjs';
import { lcpRecorder, SLOW_PHONE } from './slow-phone.mjs';
import { median } from './timings.mjs';

const LIST = '/fr/actualites-ec';
const LINK = '.dm-news-list .dm-news-item .dm-news-item-title a[href*="title="]';

async function openOnce(browser, baseURL, withRules) {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, deviceScaleFactor: SLOW_PHONE.deviceScaleFactor });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    let speculated = () => {};
    const done = new Promise((r) => (speculated = r));
    await cdp.send('Preload.enable');
    const finished = (e) => ['Ready', 'Success', 'Failure'].includes(e.status) && !(e.prerenderStatus === 'PrerenderingDisabledByDevTools');
    cdp.on('Preload.prefetchStatusUpdated', (e) => finished(e) && speculated());
    cdp.on('Preload.prerenderStatusUpdated', (e) => finished(e) && speculated());
    if (!withRules) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }));
    await page.addInitScript(lcpRecorder);
    // The click's time, on the wall clock (the article's document has another time origin).
    await page.addInitScript(() => addEventListener('click', () => sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())), { capture: true }));
    await page.goto(baseURL + LIST, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const link = page.locator(LINK).first();
    await link.waitFor({ timeout: 30_000 });
    // The pointer comes to the list (the first interaction: the runtime adds the rules), then rests on the title.
    await page.mouse.move(5, 5);
    if (withRules) await page.waitForSelector('script[type="speculationrules"]', { state: 'attached', timeout: 30_000 });
    await link.hover();
    await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
    await link.click();
    await page.waitForSelector('.dm-news-full article', { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const lcp = window.__lcp.at(-1);
      const paint = performance.timeOrigin + Math.max(lcp?.at ?? NaN, nav.activationStart ?? 0);
      return { ms: paint - Number(sessionStorage.getItem('clickAt')), delivery: nav.deliveryType || 'network', element: lcp?.element };
    });
  } finally {
    await context.close();
  }
}

/** { with: { median, runs, delivery }, without: { … } }: `runs` of each, alternated (the machine's load is shared). */
export async function articleOpen(browser, baseURL, runs) {
  const out = { with: [], without: [] };
  for (let i = 0; i < runs; i++) {
    out.with.push(await openOnce(browser, baseURL, true));
    out.without.push(await openOnce(browser, baseURL, false));
  }
  const sum = (list) => ({ median: Math.round(median(list.map((r) => r.ms))), runs: list.map((r) => Math.round(r.ms)), delivery: [...new Set(list.map((r) => r.delivery))], element: list[0]?.element });
  return { with: sum(out.with), without: sum(out.without) };
}

export function renderArticleOpen(r) {
  const s = SLOW_PHONE;
  return [
    `Article opened from a list (${LIST}): hover a card's title, click; click → the article's LCP on a slow phone (${s.latencyMs} ms, ${s.downloadKbps / 1024} Mbps, CPU × ${s.cpuSlowdown}). Target with the rules: ≤ 100 ms (a prerender; under DevTools Chromium prefetches instead)`,
    `  with speculation rules:    median ${r.with.median} ms   runs ${r.with.runs.join(', ')}   delivered by ${r.with.delivery.join(', ')}   LCP ${r.with.element}`,
    `  without (saveData: none):  median ${r.without.median} ms   runs ${r.without.runs.join(', ')}   delivered by ${r.without.delivery.join(', ')}   LCP ${r.without.element}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Math.max(1, Number(process.argv[i + 1])) : 5;
  const server = await createServer({ port: 0 });
  const browser = await launchBrowser();
  try {
    console.log(renderArticleOpen(await articleOpen(browser, server.url, runs)));
  } finally {
    await browser.close();
    await server.close();
  }
}
