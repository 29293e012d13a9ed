// What Lighthouse's simulated LCP would be if the page's largest paint came earlier (its simulation: the top of
// lighthouse.mjs): one Lighthouse 12.8.2 mobile run of a page is recorded (its trace and network log), then audited
// again with its last largest-paint candidate moved to each of the given times (ms after navigation start). Lighthouse's
// simulation counts every request that ended before that paint: the figures show what each round of requests costs,
// and the least LCP any earlier paint could get. With --graph, first the requests as the simulation replays them (start
// and end, ms), each with what it waits for, and the chain of the largest paint's own request: how deep it is, and so
// the earliest the simulation could end it even if nothing else were loading. The simulation links a request to the
// scripts that made it, not to the answer it was made from (a fetch's): an image asked for from an answer may stand
// less deep than it is. What it showed on Métiers: the first image is four requests deep (the document, the entry,
// the list call beside the early images' code, the image), each replayed with 150 ms of latency and a new connection
// where the run opened one, so the image alone is about 1.66 s of simulation before any other request counts; an
// LCP under 1.5 s there would need the CMS to name the list call or the image in the page itself. HTTP/2 (one
// connection per origin) took about 0.15 s off. Optional, like --lighthouse:
//   npm install --no-save lighthouse@12.8.2 chrome-launcher@1
//   node test/bench/lcp-replay.mjs [--graph] [page path] [ms ...]     (default: /fr/actualites-ec/metiers, the recorded times)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, FLAGS } from '../chromium.mjs';
import { serverProcess } from './server-process.mjs';

const args = process.argv.slice(2);
const graph = args.includes('--graph');
const [page = '/fr/actualites-ec/metiers', ...times] = args.filter((a) => a !== '--graph');
let lighthouse, launcher, lantern;
try {
  lighthouse = (await import('lighthouse')).default;
  launcher = await import('chrome-launcher');
  if (graph) lantern = { ...(await import('lighthouse/core/lib/asset-saver.js')), ...(await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) };
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

if (graph) await printGraph(last.args.data);

for (const at of times.length ? times.map(Number) : [ms(last.ts)]) {
  const moved = { ...trace, traceEvents: trace.traceEvents.map((e) => (e === last ? { ...e, ts: start.ts + at * 1000 } : e)) };
  fs.writeFileSync(tracePath, JSON.stringify(moved));
  const { lhr } = await lighthouse(undefined, { ...flags, auditMode: dir });
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(`largest paint at ${at} ms: simulated LCP ${value('largest-contentful-paint')} ms (FCP ${value('first-contentful-paint')}), performance ${Math.round(lhr.categories.performance.score * 100)}`);
}
fs.rmSync(dir, { recursive: true, force: true });

/**
 * The recorded run's requests as Lantern replays them for its LCP (its pessimistic graph, the one whose latest end it
 * takes; Lighthouse's own classes), then the chain of the largest paint's request: the dependency that ends last, each
 * step back to the document.
 */
async function printGraph(paint) {
  const artifacts = await lantern.loadArtifacts(dir);
  const { settings } = artifacts;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  const { pessimisticEstimate } = await lantern.LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  const timing = pessimisticEstimate.nodeTimings;
  const name = (n) => n.request.url.replace(/^https?:\/\/[^/]+/, '');
  // What a request waits for: the requests it depends on, directly or through the script tasks between them.
  const waitsFor = (node) => {
    const found = new Set();
    const walk = (n) => n.getDependencies().forEach((d) => (d.type === 'network' ? found.add(d) : walk(d)));
    walk(node);
    return [...found];
  };
  const requests = [...timing.keys()].filter((n) => n.type === 'network').sort((a, b) => timing.get(a).startTime - timing.get(b).startTime);
  const ms = (n, key) => Math.round(timing.get(n)[key]);
  console.log(`Simulated (Lantern, pessimistic graph): start–end, request <= what it waits for`);
  for (const n of requests) console.log(`  ${ms(n, 'startTime')}–${ms(n, 'endTime')}  ${name(n)}  <= ${waitsFor(n).map(name).join(', ') || '-'}`);
  const image = trace.traceEvents.find((e) => e.name === 'LargestImagePaint::Candidate' && e.args?.data?.DOMNodeId === paint.nodeId);
  const own = image && requests.find((n) => n.request.url === image.args.data.imageUrl);
  if (!own) return console.log(`The largest paint (${paint.nodeName}) has no request of its own.`);
  const chain = [own];
  for (let n = own, deps; (deps = waitsFor(n).filter((d) => timing.has(d))).length; ) {
    chain.unshift((n = deps.reduce((a, b) => (timing.get(b).endTime > timing.get(a).endTime ? b : a))));
  }
  console.log(`The largest paint's request, as the simulation chains it (${chain.length} deep): ${chain.map((n) => `${name(n)} (${ms(n, 'startTime')}–${ms(n, 'endTime')})`).join(' → ')}`);
}
