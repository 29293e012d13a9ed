// Timings in Chromium, each the median of several runs in fresh contexts (the machine is noisy: read the ratios).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, FLAGS } from '../chromium.mjs';
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
 * What a page of many widgets records of itself: from the entry's start until the first, then every one, has rendered
 * content; and the long tasks (over 50 ms) of the main thread meanwhile, each with the part our scripts took (front.js
 * and its chunks, React's included; the rest is the browser's own parsing, style and layout of the page). That part
 * comes from the Long Animation Frames API's script entries (Chromium 123 and later; null where the browser has none)
 * that run inside the long task's time. Posted to /bench/result. Runs in the page: no closure.
 */
function manyRecorder(count) {
  const longTasks = [];
  const scripts = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') ? [] : null;
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' });
  const isOurs = (u) => /\/dist\//.test(u);
  if (scripts) new PerformanceObserver((list) => {
    for (const f of list.getEntries()) for (const s of f.scripts) if (isOurs(s.sourceURL) || isOurs(s.invoker)) scripts.push([s.startTime, s.duration]);
  }).observe({ type: 'long-animation-frame' });
  let first = 0;
  const poll = () => {
    const start = performance.getEntriesByName('dm-front-start')[0];
    const all = document.querySelectorAll('#dm_page .dm_widget');
    let done = 0;
    for (const el of all) if (el.querySelector('a[href]')) done++;
    if (!start || all.length !== count || done !== count) {
      if (start && done && !first) first = performance.now() - start.startTime;
      return requestAnimationFrame(poll);
    }
    const end = performance.now();
    const times = { all: end - start.startTime, first: first || end - start.startTime };
    setTimeout(() => { // the last frames' entries are delivered after them
      // (a task's scripts start inside it; 1 ms of slack for the two APIs' rounding)
      const inside = ([s], [t, d]) => s >= t - 1 && s <= t + d;
      const tasks = longTasks.filter((t) => t[0] < end).map((t) => ({ at: t[0] - start.startTime, duration: t[1], ours: scripts && scripts.filter((s) => inside(s, t)).reduce((sum, s) => sum + s[1], 0) }));
      fetch('/bench/result', { method: 'POST', body: JSON.stringify({ ...times, loaf: !!scripts, longTasks: tasks }) });
    }, 200);
  };
  requestAnimationFrame(poll);
}

/**
 * A server on a free loopback port in front of the example server at baseURL, for loads with nothing attached: every
 * HTML page gets `recorder` (a script) as its first; `pages` (path → HTML) are its own; what a page posts to
 * /bench/result settles `load`. `load(path, open, ms)` calls `open(url, result)` to load the page, and resolves with
 * what the page recorded (rejects after ms).
 */
async function recorderSite(baseURL, recorder, pages = {}) {
  const withRecorder = (html) => html.replace('<head>', `<head><script>${recorder}</script>`);
  let received;
  const server = http.createServer((req, res) => {
    if (pages[req.url]) return res.writeHead(200, { 'content-type': 'text/html' }).end(withRecorder(pages[req.url]));
    if (req.url === '/bench/result') {
      let body = '';
      req.on('data', (c) => (body += c)).on('end', () => (res.end(), received?.(JSON.parse(body))));
      return;
    }
    const { 'accept-encoding': _, ...headers } = req.headers;
    const upstream = http.request(new URL(req.url, baseURL), { method: req.method, headers }, (r) => {
      if (!/^text\/html/.test(r.headers['content-type'] ?? '')) return res.writeHead(r.statusCode, r.headers), r.pipe(res);
      let html = '';
      r.setEncoding('utf8').on('data', (c) => (html += c)).on('end', () => {
        const { 'content-length': __, ...rest } = r.headers;
        res.writeHead(r.statusCode, rest).end(withRecorder(html));
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    async load(pagePath, open, ms) {
      const result = new Promise((resolve, reject) => {
        received = resolve;
        setTimeout(() => reject(new Error(`${pagePath}: nothing recorded in ${ms / 1000} s`)), ms).unref();
      });
      await open(origin + pagePath, result);
      return result;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Loads url in a Chromium of its own, with nothing attached (no DevTools protocol), until `until` settles; `args`
 * replace the window size.
 */
async function inPlainChromium(url, until, args = ['--window-size=1280,900']) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-bench-'));
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, ...args, url], { stdio: 'ignore', detached: true });
  try {
    await Promise.race([until, new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`Chromium exited (${code})`))))]);
  } finally {
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone already */ }
    await new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve()));
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A page of the recorder site loaded `runs` times each way, interleaved: in a Chromium with nothing attached, as a
 * visitor's browser runs it, and in the bench's Playwright browser, as DevTools, Lighthouse and the browser tests see
 * it; `summary` of each. The two differ: with DevTools attached, V8 gives every Error created a stack trace with
 * source positions, and React DOM creates five when its module runs, so V8 parses React's chunk again on the main
 * thread: React's chunk took 3-9 ms with nothing attached, 23-51 ms with Playwright (Métiers at 390 px). Hence the
 * budget is judged on the load with nothing attached, as visitors' browsers run the page.
 */
async function bothWays(browser, site, pagePath, runs, ms, summary) {
  const samples = { visitor: [], devtools: [] };
  for (let i = 0; i < runs; i++) {
    samples.visitor.push(await site.load(pagePath, inPlainChromium, ms));
    samples.devtools.push(await inContext(browser, (page) => site.load(pagePath, (url, until) => page.goto(url).then(() => until), ms)));
  }
  return { visitor: summary(samples.visitor), devtools: summary(samples.devtools) };
}

/** `count` news widgets on one page (see manyRecorder), loaded `runs` times each way (see bothWays). */
export async function mountMany(browser, baseURL, runs, count) {
  const options = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 1 });
  const widgets = Array.from({ length: count }, (_, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${1000 + i}" data-options='${options}'></div>`).join('\n');
  const summary = (list) => {
    const ours = list.map((s) => (s.loaf ? Math.max(0, ...s.longTasks.map((t) => t.ours)) : null));
    return {
      runs: list.map((s) => s.all),
      median: median(list.map((s) => s.all)),
      first: median(list.map((s) => s.first)),
      longTasks: median(list.map((s) => s.longTasks.length)),
      beforeEntry: median(list.map((s) => s.longTasks.filter((t) => t.at < 0).length)),
      longest: median(list.map((s) => Math.max(0, ...s.longTasks.map((t) => t.duration)))),
      ours: ours.includes(null) ? null : median(ours),
      oursRuns: ours,
      longTaskRuns: list.map((s) => s.longTasks.map((t) => ({ at: Math.round(t.at), duration: Math.round(t.duration), ours: t.ours === null ? null : Math.round(t.ours) }))),
    };
  };
  const site = await recorderSite(baseURL, `(${manyRecorder})(${count})`, { '/bench/many': syntheticPage(widgets) });
  try {
    return { count, ...(await bothWays(browser, site, '/bench/many', runs, 120_000, summary)) };
  } finally {
    await site.close();
  }
}

export { syntheticPage, inContext, inPlainChromium, median };

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
