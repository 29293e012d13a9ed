#!/usr/bin/env node
// `npm run bench`: builds, starts the example server, and prints one table (also written to .bench/bench.json):
//  - JS per output and per example page, raw and gzip, beside the legacy stack (jQuery, Bootstrap 3 JS, mustache,
//    lz-string, which the legacy loaded on every page), with the ratio ours / legacy;
//  - requests per example page, duplicates (same method, URL and body) flagged;
//  - time to the first news card of a cold load of Métiers with --latency 300, plain Chromium and Playwright, step by
//    step (cold-load.mjs); mount time (first, last) and long tasks of 200 and of 2,000 widgets on one page, each measured in a Chromium with
//    nothing attached (as visitors) and with DevTools attached (Playwright); 5,000 office markers with the maps double;
//  - the longest task while 150 news cards render, and the page behaviours' install time on load (test/bench/bars.mjs);
//  - maps loads per example page for a visitor who gives maps consent and never scrolls, at 390×844 and 1280×900;
//  - CLS of every example page and of three full articles, at 390×844 and 1280×900, with and without the latency;
//  - the LCP of the news pages on a slow phone connection (Chromium's emulation at Lighthouse's mobile figures);
//  - an article opened from a news list, click → its LCP, with the speculation rules (a real prerender: Chromium with
//    nothing attached) and without, every response 150 ms late;
//  - with --lighthouse, Lighthouse mobile scores of the same pages as the CLS, median of --runs (needs
//    lighthouse@12.8.2 installed).
// Timings are medians of --runs N (default 5). --fast measures sizes and requests only (what `npm test` checks);
// --cold, those and the cold first card.
// Exit code 1 when a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../build.mjs';
import { createServer } from '../../examples/server.mjs';
import { launchBrowser } from '../chromium.mjs';
import { legacySizes, ourSizes, root } from './sizes.mjs';
import { examplePages, measurePage, measureReports, stabilityPages } from './pages.mjs';
import { mountMany, markers } from './timings.mjs';
import { coldFirstCard, coldLines } from './cold-load.mjs';
import { behaviourInstalls, cardsLongTask } from './bars.mjs';
import { lighthouse } from './lighthouse.mjs';
import { stability } from './stability.mjs';
import { SLOW_PHONE, slowPhone } from './slow-phone.mjs';
import { mapsLoads, SIZES } from './maps-loads.mjs';
import { serverProcess } from './server-process.mjs';
import { articleOpen, renderArticleOpen } from './article-open.mjs';

export const BUDGETS = {
  entryGzip: 8 * 1024,
  /**
   * 100 KB, plus ky's weight (issue 52: the runtime's HTTP client again): ky 1.14.3 bundled alone, minified for the
   * build's target (es2020) and gzipped at level 9, is 5,662 B (ky 2.1.0: 9,770 B).
   */
  metiersGzip: 100 * 1024 + 5662,
  /** The field reports' code (web-vitals and the batching), loaded after the load event where report_url is set. */
  reportsGzip: 6 * 1024,
  /** The first news card of a cold load of Métiers (cold-load.mjs), from the entry's start: at most this × latency. */
  firstCardFactor: 1.15,
  latency: 300,
  markersMs: 300,
  /** The longest task while 150 news cards render (0: none over 50 ms). */
  cardsLongTaskMs: 50,
  /** The page behaviours' installs on load, in all on one page (each one then is under it too). */
  installsMs: 50,
  cls: 0.02,
};

const kb = (n) => (n / 1024).toFixed(1);

function parse(argv) {
  const o = { runs: 5, fast: false, cold: false, lighthouse: false, json: path.join(root, '.bench/bench.json') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') o.runs = Math.max(1, Number(argv[++i]));
    else if (argv[i] === '--fast') o.fast = true;
    else if (argv[i] === '--cold') o.cold = true;
    else if (argv[i] === '--lighthouse') o.lighthouse = true;
    else if (argv[i] === '--json') o.json = path.resolve(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

/** Sizes and requests of every example page (the fast part, also run by npm test). */
export async function measureStatic(browser, baseURL) {
  const ours = ourSizes();
  const legacy = legacySizes();
  const pages = [];
  for (const p of examplePages()) pages.push(await measurePage(browser, baseURL, p));
  const reports = await measureReports(browser, baseURL);
  return { ours, legacy, pages, reports };
}

export function checkBudgets(result) {
  const failures = [];
  const { ours, pages } = result;
  if (ours.entry.gzip > BUDGETS.entryGzip) failures.push(`entry ${kb(ours.entry.gzip)} KB gzip > ${kb(BUDGETS.entryGzip)} KB`);
  const metiers = pages.find((p) => p.path === '/fr/actualites-ec/metiers');
  if (metiers && metiers.js.gzip > BUDGETS.metiersGzip) failures.push(`Métiers page ${kb(metiers.js.gzip)} KB JS gzip > ${kb(BUDGETS.metiersGzip)} KB`);
  if (result.reports && result.reports.gzip > BUDGETS.reportsGzip) failures.push(`field reports ${kb(result.reports.gzip)} KB JS gzip > ${kb(BUDGETS.reportsGzip)} KB`);
  for (const p of pages) for (const d of p.duplicates) failures.push(`${p.path}: duplicate request ×${d.times}: ${d.request}`);
  // Cold loads, both ways: plain Chromium (nothing attached, as a visitor's) and Playwright (README "Performance and the bench").
  for (const [way, r] of Object.entries(result.firstCard ?? {}).filter(([k]) => k === 'plain' || k === 'devtools')) {
    if (r.card.median > BUDGETS.firstCardFactor * BUDGETS.latency) failures.push(`first news card, cold, ${way === 'plain' ? 'plain Chromium' : 'Playwright'}: ${r.card.median.toFixed(0)} ms > ${BUDGETS.firstCardFactor} × ${BUDGETS.latency} ms`);
    if (r.cls.max > 0.0005) failures.push(`first news card, cold, ${way}: CLS ${r.cls.max.toFixed(3)} > 0.000`);
  }
  if (result.markers && result.markers.median > BUDGETS.markersMs) failures.push(`5,000 markers ${result.markers.median.toFixed(0)} ms > ${BUDGETS.markersMs} ms`);
  if (result.cards && result.cards.median > BUDGETS.cardsLongTaskMs) failures.push(`150 cards: a ${result.cards.median.toFixed(0)} ms task > ${BUDGETS.cardsLongTaskMs} ms`);
  for (const r of result.installs ?? []) if (r.total > BUDGETS.installsMs) failures.push(`${r.path}: behaviours installed in ${r.total.toFixed(1)} ms > ${BUDGETS.installsMs} ms`);
  for (const row of result.stability ?? []) {
    for (const [key, value] of Object.entries(row)) if (key !== 'path' && value > BUDGETS.cls) failures.push(`${row.path}: CLS ${value.toFixed(3)} (${key}) > ${BUDGETS.cls}`);
  }
  return failures;
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r, j) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ') + (j === 0 ? '\n' + widths.map((w) => '-'.repeat(w)).join('  ') : '')).join('\n');
}

export function render(result) {
  const { ours, legacy, pages } = result;
  const L = legacy.total.gzip;
  const out = [];
  out.push(`Legacy stack (every legacy page): ${legacy.files.map((f) => `${f.name} ${kb(f.gzip)} KB`).join(', ')} = ${kb(L)} KB gzip (${kb(legacy.total.raw)} KB raw)`);
  out.push('');
  out.push(table([
    ['JS output', 'raw KB', 'gzip KB', 'ours/legacy'],
    ['entry (front.js + static imports)', kb(ours.entry.raw), kb(ours.entry.gzip), (ours.entry.gzip / L).toFixed(2)],
    ...Object.entries(ours.widgets).map(([w, s]) => [`entry + ${w} widget`, kb(s.raw), kb(s.gzip), (s.gzip / L).toFixed(2)]),
    ...Object.entries(ours.files).filter(([f]) => f.endsWith('.js')).map(([f, s]) => [`  ${f}`, kb(s.raw), kb(s.gzip), '']),
  ]));
  out.push('');
  out.push(table([
    ['page', 'JS raw KB', 'JS gzip KB', 'ours/legacy', 'requests', 'duplicates'],
    ...pages.map((p) => [p.path, kb(p.js.raw), kb(p.js.gzip), (p.js.gzip / L).toFixed(2), p.requests, p.duplicates.length ? p.duplicates.map((d) => `${d.times}× ${d.request}`).join('; ') : 'none']),
  ]));
  if (result.reports) {
    const r = result.reports;
    out.push(`Page JS above leaves out the field reports. Where report_url is set they add, after the load event: ${kb(r.gzip)} KB gzip (${kb(r.raw)} KB raw) in ${r.scripts.length} script${r.scripts.length === 1 ? '' : 's'} on ${r.path} (${r.scripts.join(', ')})`);
  }
  if (result.firstCard) {
    out.push('');
    out.push(...coldLines(result.firstCard, BUDGETS.firstCardFactor * BUDGETS.latency));
  }
  for (const m of [result.mountMany, result.mountMany2000].filter(Boolean)) {
    const line = (r) => `first at ${r.first.toFixed(0)} ms, the last at ${r.median.toFixed(0)} ms from the entry start; ${r.longTasks} long task${r.longTasks === 1 ? '' : 's'}${r.beforeEntry ? ` (${r.beforeEntry} before the entry: the page's own parsing)` : ''}, the longest ${r.longest.toFixed(0)} ms` +
      (r.ours === null ? '' : `; our scripts' most in one of them ${r.ours.toFixed(0)} ms`);
    out.push(`Mount of ${m.count} widgets on one page (median of ${m.visitor.runs.length}), as a visitor's browser runs it (nothing attached): ${line(m.visitor)}`);
    out.push(`  the same with DevTools attached (Playwright, as Lighthouse and the tests): ${line(m.devtools)}`);
  }
  if (result.markers) out.push(`${result.markers.count} office markers with the maps double (median of ${result.markers.runs.length}): ${result.markers.median.toFixed(0)} ms from the records' arrival to the last marker`);
  if (result.cards) out.push(`150 news cards rendering (median of ${result.cards.runs.length}): the longest task ${result.cards.median.toFixed(0)} ms (0: none over 50 ms; runs ${result.cards.runs.map(Math.round).join(', ')}); budget ${BUDGETS.cardsLongTaskMs} ms`);
  for (const r of result.installs ?? []) {
    out.push(`Page behaviours on ${r.path} (median of ${r.totals.length}): ${r.installs} installed in ${r.total.toFixed(1)} ms in all (runs ${r.totals.map((t) => t.toFixed(1)).join(', ')}), the slowest ${r.slowestName} ${r.slowest.toFixed(1)} ms; budget ${BUDGETS.installsMs} ms`);
  }
  if (result.mapsLoads) {
    const cell = (m) => `${m.loads}${m.maps.length ? ` (map at ${m.maps.join(', ')} px)` : ''}`;
    out.push('');
    out.push(table([
      ['maps loads, consent given, never scrolled', ...Object.entries(SIZES).map(([n, v]) => `${n} ${v.width}×${v.height}`)],
      ...result.mapsLoads.map((r) => [r.path, ...Object.keys(SIZES).map((n) => cell(r[n]))]),
    ]));
  }
  if (result.stability) {
    out.push('');
    out.push(table([
      ['CLS over 5 s', 'phone 390', 'desktop 1280', `phone, ${BUDGETS.latency} ms`, `desktop, ${BUDGETS.latency} ms`],
      ...result.stability.map((r) => [r.path, r.phone.toFixed(3), r.desktop.toFixed(3), r.phoneSlow.toFixed(3), r.desktopSlow.toFixed(3)]),
    ]));
  }
  if (result.slowPhone) {
    const s = SLOW_PHONE;
    out.push('');
    out.push(`LCP on a slow phone connection, as the browser reports it: Chromium's emulation, ${s.latencyMs} ms per request, ${s.downloadKbps / 1024} Mbps down, ${s.uploadKbps} kbps up, CPU × ${s.cpuSlowdown}, ${s.viewport.width}×${s.viewport.height} at ${s.deviceScaleFactor}×; no connection set-up; with the news images as the example serves them (small SVGs), then at a photo's weight (see README)`);
    out.push(table([
      ['news page', 'LCP ms', 'LCP, all runs', 'largest element', 'photo weight: LCP ms', 'all runs', 'largest element'],
      ...result.slowPhone.map((r) => [r.path, r.svg.lcp, r.svg.range, r.svg.element, r.photo.lcp, r.photo.range, r.photo.element]),
    ]));
  }
  if (result.articleOpen) {
    out.push('');
    out.push(renderArticleOpen(result.articleOpen));
  }
  if (result.lighthouse) {
    out.push('');
    out.push(typeof result.lighthouse === 'string' ? result.lighthouse : table([
      ['Lighthouse mobile', 'perf', 'perf, all runs', 'a11y', 'best', 'SEO', 'LCP ms', 'LCP, all runs', 'TBT ms', 'CLS', 'late paints'],
      ...result.lighthouse.map((r) => [r.path, r.performance, r.performanceRange, r.accessibility, r.bestPractices, r.seo, r.lcp, r.lcpRange, r.tbt, r.cls, `${r.latePaints}/${r.runs}`]),
    ]));
  }
  const failures = checkBudgets(result);
  out.push('');
  out.push(failures.length ? `BUDGETS EXCEEDED:\n- ${failures.join('\n- ')}` : 'All budgets hold.');
  return out.join('\n');
}

async function main() {
  const o = parse(process.argv.slice(2));
  await build();
  const server = await createServer({ port: 0 });
  const slow = o.fast ? undefined : await serverProcess(['--latency', String(BUDGETS.latency)], { log: true });
  const photos = o.fast ? undefined : await serverProcess(['--photo-weight']);
  const browser = await launchBrowser();
  try {
    const result = await measureStatic(browser, server.url);
    if (!o.fast) {
      result.firstCard = await coldFirstCard(browser, slow, o.runs, BUDGETS.latency);
    }
    if (!o.fast && !o.cold) {
      result.mountMany = await mountMany(browser, server.url, o.runs, 200);
      result.mountMany2000 = await mountMany(browser, server.url, o.runs, 2000);
      result.markers = await markers(browser, server.url, o.runs, 5000);
      result.cards = await cardsLongTask(browser, server.url, o.runs);
      result.installs = await behaviourInstalls(browser, server.url, o.runs);
      result.mapsLoads = await mapsLoads(browser, server.url, examplePages());
      result.stability = await stability(browser, server.url, slow.url, stabilityPages());
      result.slowPhone = await slowPhone(browser, server.url, photos.url, stabilityPages(), o.runs);
      // Not a budget (its target, ≤ 100 ms, is printed met or not): a Chromium process per run, nothing attached, so
      // that it prerenders (article-open.mjs).
      result.articleOpen = await articleOpen(server, o.runs);
      if (o.lighthouse) result.lighthouse = await lighthouse(server.url, stabilityPages(), o.runs);
    }
    fs.mkdirSync(path.dirname(o.json), { recursive: true });
    fs.writeFileSync(o.json, JSON.stringify({ date: new Date().toISOString(), budgets: BUDGETS, ...result }, null, 2) + '\n');
    console.log(render(result));
    console.log(`\n(JSON: ${path.relative(process.cwd(), o.json)})`);
    process.exitCode = checkBudgets(result).length ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
    await slow?.close();
    await photos?.close();
  }
}

export { median } from './timings.mjs';

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
