// What a visitor on a slow phone connection gets on the news pages: the largest contentful paint (LCP) as Chromium
// reports it to the page, under Chromium's own network and CPU emulation at the figures of Lighthouse's mobile preset
// (150 ms, 1.6 Mbps down, 750 kbps up, CPU × 4), at 390×844 (3 device pixels per CSS pixel, a current iPhone's).
// Beside Lighthouse's simulated LCP (lighthouse.mjs): that one replays every request that ended
// before the paint; this one is the paint a browser makes. Chromium adds the latency to each request's answer and
// does not model setting a connection up: a visitor's first request to an origin waits one to three round trips more
// (DNS, TCP, TLS) than here, the news host's too unless its preconnect was done by then. The example's news images
// are small SVGs: the pages are measured again with them at a photo's weight (examples/server.mjs --photo-weight).
import { settle } from './pages.mjs';
import { median } from './timings.mjs';

export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** Records the page's LCP candidates: time and element (tag and classes). Runs in the page: no closure. */
export function lcpRecorder() {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp.push({ at: e.startTime, element: el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}` : e.url || '?' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function lcpOf(browser, url) {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, deviceScaleFactor: SLOW_PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.addInitScript(lcpRecorder);
    const inflight = new Set();
    page.on('request', (r) => inflight.add(r));
    page.on('requestfinished', (r) => inflight.delete(r));
    page.on('requestfailed', (r) => inflight.delete(r));
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // no request for 1.5 s: the lazily loaded images below the fold and the page behaviours' chunks are in
    await settle(page, inflight, { quietMs: 1500, maxMs: 20_000 });
    const entries = await page.evaluate(() => window.__lcp);
    if (!entries.length) throw new Error(`${url}: no largest-contentful-paint entry`);
    return entries[entries.length - 1];
  } finally {
    await context.close();
  }
}

/** The paths among `paths` whose page holds a news widget (a list or a full article). */
async function newsPages(baseURL, paths) {
  const html = await Promise.all(paths.map(async (p) => (await fetch(baseURL + p)).text()));
  return paths.filter((_, i) => html[i].includes('data-widget="news"'));
}

/**
 * [{ path, svg: { lcp, range, element }, photo: { … } }]: each news page loaded `runs` times on each server, one load
 * at a time: `svgURL` serves the example's news images (small SVGs), `photoURL` the same at a photo's weight (the
 * server's --photo-weight). lcp is the median (ms), element that of the run nearest to it.
 */
export async function slowPhone(browser, svgURL, photoURL, paths, runs) {
  const measure = async (url) => {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await lcpOf(browser, url));
    const at = samples.map((s) => s.at);
    const mid = median(at);
    const nearest = samples.reduce((a, b) => (Math.abs(b.at - mid) < Math.abs(a.at - mid) ? b : a));
    return { lcp: Math.round(mid), range: `${Math.round(Math.min(...at))}–${Math.round(Math.max(...at))}`, element: nearest.element };
  };
  const rows = [];
  for (const path of await newsPages(svgURL, paths)) rows.push({ path, svg: await measure(svgURL + path), photo: await measure(photoURL + path) });
  return rows;
}
