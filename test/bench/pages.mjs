// Per example page, in Chromium: the JS it loads (raw and gzip) and every request it makes, duplicates flagged.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, root } from './sizes.mjs';
import { closureOf, outputsOf } from '../../build.mjs';

/** The example pages (examples/site/pages.json). */
export const examplePages = () => JSON.parse(fs.readFileSync(path.join(root, 'examples/site/pages.json'), 'utf8')).map((p) => p.path);

/**
 * A full article of the example news service, a video article (no main image: its heading comes first, its share bar
 * in the first screen), and one whose slug it does not know (a stale link: 'Article introuvable.').
 */
export const ARTICLE_PAGE = '/fr/actualites-ec?title=medecins-liberaux-ce-qui-change-pour-la-declaration-2035-en-2027';
export const VIDEO_ARTICLE_PAGE = '/fr/actualites-ec?title=dirigeants-ce-qui-change-pour-la-loi-de-finances-en-2027';
export const MISSING_ARTICLE_PAGE = '/fr/actualites-ec?title=un-article-qui-n-existe-plus';

/** The pages whose layout shift the bench prints and the stability test bounds. */
export const stabilityPages = () => [...examplePages(), ARTICLE_PAGE, VIDEO_ARTICLE_PAGE, MISSING_ARTICLE_PAGE];

/** Wait until the page has made no request for `quietMs` (bounded by `maxMs`). */
export async function settle(page, inflight, { quietMs = 800, maxMs = 15_000 } = {}) {
  const start = Date.now();
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  page.on('requestfinished', bump);
  while (Date.now() - start < maxMs && (inflight.size > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
  page.off('request', bump);
  page.off('requestfinished', bump);
}

/** The field-reports chunk (README "Field reports"), which the example pages load after their load event. */
export const TELEMETRY_CHUNK = /\/chunks\/telemetry-[^/?]*\.js(\?retry=\d+)?$/; // (also under the chunk loader's retry URLs)

/**
 * Load one page in a fresh context; return its scripts and requests. Without `reports`, the field-reports chunk is
 * refused (its request is counted, its bytes are not): the page figures are the runtime's own, and the cost of the
 * reports, which a site turns on with report_url, is measured apart (measureReports).
 */
export async function measurePage(browser, baseURL, pathname, { reports = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (!reports) await context.route(TELEMETRY_CHUNK, (route) => route.abort());
  const page = await context.newPage();
  const requests = [];
  const scripts = [];
  const inflight = new Set();
  const errors = [];
  page.on('request', (r) => {
    if (r.url().startsWith('data:')) return;
    inflight.add(r);
    requests.push({ method: r.method(), url: r.url(), body: r.postData() ?? '', type: r.resourceType() });
  });
  const done = (r) => inflight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (e) => errors.push(String(e)));
  // Every script's body is read before the context closes: a read cut short would leave the script out of the
  // figures (measureReports would then count a script of the page as the reports').
  const reads = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reads.push(res.body().then((body) => scripts.push({ url: res.url(), raw: body.length, gzip: gzipSize(body) }), () => {
      /* no body (an aborted or failed request) */
    }));
  });
  await page.goto(baseURL + pathname, { waitUntil: 'load' });
  await settle(page, inflight);
  // (a body that never ends; unref: the timer left running must not hold the bench's process up at its end)
  await Promise.race([Promise.all(reads), new Promise((giveUp) => setTimeout(giveUp, 10_000).unref())]);
  await context.close();
  const seen = new Map();
  for (const r of requests) {
    const key = `${r.method} ${r.url} ${r.body}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([key, n]) => ({ request: key.trim(), times: n }));
  const js = scripts.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { path: pathname, js, scripts, requests: requests.length, duplicates, errors };
}

/** The field-reports chunk and the chunks it imports, by file name (the build's dist/meta.json). */
function reportsCode() {
  const byFile = outputsOf(JSON.parse(fs.readFileSync(path.join(root, 'dist/meta.json'), 'utf8')));
  const chunk = Object.keys(byFile).find((f) => TELEMETRY_CHUNK.test('/' + f));
  return new Set([...closureOf(byFile, chunk)].map((f) => path.basename(f)));
}

/**
 * What the field reports add to a page, loaded after its load event: JS (raw, gzip) and scripts. On a page without
 * widgets (the default) that is the most: the chunk and the shared helpers it imports. Only those are counted: a page
 * chunk that one of the two loads asked for later than the other (one loaded when the browser is idle, on a busy
 * machine) is not the reports' cost.
 */
export async function measureReports(browser, baseURL, pathname = '/fr/contact') {
  const without = await measurePage(browser, baseURL, pathname);
  const withReports = await measurePage(browser, baseURL, pathname, { reports: true });
  const known = new Set(without.scripts.map((s) => s.url));
  const code = reportsCode();
  const added = withReports.scripts.filter((s) => !known.has(s.url) && code.has(path.basename(new URL(s.url).pathname)));
  return {
    path: pathname,
    raw: added.reduce((t, s) => t + s.raw, 0),
    gzip: added.reduce((t, s) => t + s.gzip, 0),
    scripts: added.map((s) => new URL(s.url).pathname),
  };
}
