// What Lighthouse's simulated LCP would be if the page's largest paint came earlier (README "Reading Lighthouse
// here"): one Lighthouse 12.8.2 mobile run of a page is recorded (its trace and network log), then audited again with
// its last largest-paint candidate moved to each of the given times (ms after navigation start). Lighthouse's
// simulation counts every request that ended before that paint: the figures show what each round of requests costs,
// and the least LCP any earlier paint could get. Optional, like --lighthouse:
//   npm install --no-save lighthouse@12.8.2 chrome-launcher@1
//   node test/bench/lcp-replay.mjs [page path] [ms ...]     (default: /fr/actualites-ec/metiers, the recorded times)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, FLAGS } from '../chromium.mjs';
import { serverProcess } from './server-process.mjs';

const [page = '/fr/actualites-ec/metiers', ...times] = process.argv.slice(2);
let lighthouse, launcher;
try {
  lighthouse = (await import('lighthouse')).default;
  launcher = await import('chrome-launcher');
} catch {
  console.error('Lighthouse is not installed: npm install --no-save lighthouse@12.8.2 chrome-launcher@1');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lcp-replay-'));
const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
const server = await serverProcess();
try {
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    await lighthouse(server.url + page, { ...flags, port: chrome.port, gatherMode: dir });
  } finally {
    await chrome.kill();
  }
} finally {
  await server.close();
}

const tracePath = path.join(dir, 'defaultPass.trace.json');
const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
const start = trace.traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const candidates = trace.traceEvents.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame);
const last = candidates.reduce((a, b) => (b.args.data.candidateIndex > a.args.data.candidateIndex ? b : a));
const ms = (ts) => Math.round((ts - start.ts) / 1000);
const ends = JSON.parse(fs.readFileSync(path.join(dir, 'defaultPass.devtoolslog.json'), 'utf8'));
const sent = new Map(ends.filter((m) => m.method === 'Network.requestWillBeSent').map((m) => [m.params.requestId, m.params.request.url]));
console.log(`${page}: largest paint recorded at ${ms(last.ts)} ms (${last.args.data.nodeName}); requests by their end (ms):`);
const finished = ends.filter((m) => m.method === 'Network.loadingFinished' && sent.has(m.params.requestId));
for (const m of finished.sort((a, b) => a.params.timestamp - b.params.timestamp)) {
  console.log(`  ${Math.round(m.params.timestamp * 1000 - start.ts / 1000)}  ${sent.get(m.params.requestId).replace(/^https?:\/\/[^/]+/, '')}`);
}

for (const at of times.length ? times.map(Number) : [ms(last.ts)]) {
  const moved = { ...trace, traceEvents: trace.traceEvents.map((e) => (e === last ? { ...e, ts: start.ts + at * 1000 } : e)) };
  fs.writeFileSync(tracePath, JSON.stringify(moved));
  const { lhr } = await lighthouse(undefined, { ...flags, auditMode: dir });
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(`largest paint at ${at} ms: simulated LCP ${value('largest-contentful-paint')} ms (FCP ${value('first-contentful-paint')}), performance ${Math.round(lhr.categories.performance.score * 100)}`);
}
fs.rmSync(dir, { recursive: true, force: true });
