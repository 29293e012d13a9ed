// The first news card as a first-time visitor gets it: the page as the example server serves it (gzip, its own
// headers, no script added, no proxy), a cold HTTP cache, measured two ways (README "Performance and the bench"):
//  - plain Chromium: a browser of its own per load, a new profile (--user-data-dir), the URL on its command line; the
//    DevTools protocol is attached only once the load is over (the example server has sent the list's answer, then a
//    second), to read the page's own performance timeline, which holds every mark and request of the load;
//  - Playwright: a fresh context (cold cache) of the bench's browser, DevTools attached from the start.
// Each load gives its steps from the entry's start (the `dm-front-start` mark): the first data call sent, the first
// chunk requested, the last requested of those in before the card, the last chunk in before the card, the last data call in before the card, the first card
// (`dm-news-first-card`), and the CLS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, FLAGS } from '../chromium.mjs';

export const COLD_PAGE = '/fr/actualites-ec/metiers';
export const VIEWPORT = { width: 1280, height: 900 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * What the page's timeline holds of its load, read after it (runs in the page: no closure). Resolves once the first
 * card is marked; `now` is when this ran (to check that nothing was attached before the card).
 */
async function readTimeline() {
  const wait = (ok) => new Promise((resolve) => {
    const poll = () => (ok() ? resolve() : setTimeout(poll, 50));
    poll();
  });
  const now = performance.now();
  await wait(() => performance.getEntriesByName('dm-news-first-card').length);
  const start = performance.getEntriesByName('dm-front-start')[0].startTime;
  const card = performance.getEntriesByName('dm-news-first-card')[0].startTime;
  const res = performance.getEntriesByType('resource');
  const chunks = res.filter((r) => /\/dist\/chunks\/[^/?]+\.js(\?|$)/.test(r.name));
  const calls = res.filter((r) => /\/ajax\//.test(r.name) && r.responseEnd <= card);
  const before = chunks.filter((r) => r.responseEnd <= card);
  const shifts = await new Promise((resolve) => {
    new PerformanceObserver((list, o) => (o.disconnect(), resolve(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 500); // none: the observer is never called
  });
  const frames = await new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return resolve([]);
    new PerformanceObserver((list, o) => (o.disconnect(), resolve(list.getEntries()))).observe({ type: 'long-animation-frame', buffered: true });
    setTimeout(() => resolve([]), 500);
  });
  const at = (t) => Math.round((t - start) * 10) / 10;
  return {
    attachedBeforeCard: now < card,
    entry: Math.round(start),
    sent: calls.length ? at(Math.min(...calls.map((r) => r.startTime))) : NaN,
    requested: chunks.length ? at(Math.min(...chunks.map((r) => r.startTime))) : NaN,
    lastRequested: before.length ? at(Math.max(...before.map((r) => r.startTime))) : NaN,
    code: before.length ? at(Math.max(...before.map((r) => r.responseEnd))) : NaN,
    data: calls.length ? at(Math.max(...calls.map((r) => r.responseEnd))) : NaN,
    card: at(card),
    cls: shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    chunks: chunks.map((r) => [r.name.split('/').pop(), at(r.startTime), at(r.responseEnd)]),
    // The long animation frames up to the card (over 50 ms): when, how long, and their longest scripts.
    frames: frames.filter((f) => f.startTime < card).map((f) => ({
      at: at(f.startTime), duration: Math.round(f.duration), blocking: Math.round(f.blockingDuration), render: Math.round(f.startTime + f.duration - f.renderStart),
      scripts: f.scripts.filter((x) => x.duration >= 5).map((x) => `${x.invokerType} ${x.invoker.slice(0, 40)} ${x.sourceURL.split('/').pop()} ${Math.round(x.duration)}ms`),
    })),
  };
}

/** The URL's load in a Chromium of its own, nothing attached until `settled` (see the top of this file) has resolved. */
async function plainLoad(url, settled) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-cold-'));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', `--window-size=${VIEWPORT.width},${VIEWPORT.height}`, url], { stdio: 'ignore', detached: true });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`Chromium exited (${code})`))));
  exited.catch(() => {});
  let cdp;
  try {
    await Promise.race([settled, exited]);
    const portFile = path.join(profile, 'DevToolsActivePort');
    for (let i = 0; i < 100 && !fs.existsSync(portFile); i++) await sleep(100);
    const port = fs.readFileSync(portFile, 'utf8').split('\n')[0];
    cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = cdp.contexts()[0].pages().find((p) => p.url().startsWith(url)) ?? cdp.contexts()[0].pages()[0];
    return await page.evaluate(readTimeline);
  } finally {
    await cdp?.close().catch(() => {});
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone already */ }
    await new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve()));
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** The URL's load in a fresh context of `browser` (Playwright attached throughout). */
async function playwrightLoad(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await page.evaluate(readTimeline);
  } finally {
    await context.close();
  }
}

/** The median and range of each step over the runs. */
export function summarize(samples) {
  const steps = ['sent', 'requested', 'lastRequested', 'code', 'data', 'card', 'cls'];
  const out = { runs: samples };
  for (const k of steps) {
    const xs = samples.map((s) => s[k]);
    out[k] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  }
  return out;
}

/**
 * `runs` cold loads of the Métiers page each way, interleaved, from the example server at `server.url` (a
 * serverProcess started with LOG, whose `requests` tells each request it answered: the plain load is read a second
 * after the list's last answer left).
 */
export async function coldFirstCard(browser, server, runs, latency) {
  const url = server.url + COLD_PAGE;
  const plain = [];
  const devtools = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 0; ; attempt++) {
      const lists = server.waitFor(/^POST \/ajax\/testa\/article\/motifs\//, 3, 30_000).then(() => sleep(1000 + attempt * 2000));
      const s = await plainLoad(url, lists);
      if (!s.attachedBeforeCard) {
        plain.push(s);
        break;
      }
      if (attempt === 2) throw new Error('plain Chromium: the first card came after DevTools were attached, three times');
    }
    devtools.push(await playwrightLoad(browser, url));
  }
  return { latency, page: COLD_PAGE, plain: summarize(plain), devtools: summarize(devtools) };
}

/** The breakdown lines of the bench's table (see render in bench.mjs). */
export function coldLines(f, budget) {
  const r = (x, unit = ' ms') => `${x.median.toFixed(0)}${unit} (${x.min.toFixed(0)}–${x.max.toFixed(0)})`;
  const line = (name, s) => `  ${name.padEnd(38)} calls sent ${r(s.sent)}, first chunk requested ${r(s.requested)}, last ${r(s.lastRequested)}, code in ${r(s.code)}, data in ${r(s.data)}, first card ${r(s.card)} = ${(s.card.median / f.latency).toFixed(2)} × latency; CLS ${s.cls.max.toFixed(3)}`;
  return [
    `First news card, cold (new profile or context, cold cache, the page as served), ${f.page} at ${VIEWPORT.width}×${VIEWPORT.height}, ajax latency ${f.latency} ms; from the entry's start, median (range) of ${f.plain.runs.length}; budget ${budget.toFixed(0)} ms:`,
    line('plain Chromium (nothing attached):', f.plain),
    line('Playwright (fresh context, DevTools):', f.devtools),
  ];
}
