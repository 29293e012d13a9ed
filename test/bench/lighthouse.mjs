// Optional Lighthouse 12.8.2 (13 needs node 22) mobile runs of the example pages, in Debian's Chromium, offline.
// Each page is run `runs` times (a fresh Chromium each): its row gives the medians of the figures and the ranges of the
// performance score and of the LCP. A run whose first paint came after the load event is counted as a late paint:
// in Lighthouse's own headless run the first frame is sometimes painted at 0.2-0.3 s but not presented until about
// 1.2 s (DroppedFrame for every BeginFrame between; it needs Chromium's paint holding), so FCP and LCP come out about
// 0.7 and 1.5 s later. Visitors do not get it (a headed or plain headless Chromium paints at 0.2-0.3 s); public
// reports: GoogleChrome/lighthouse#17148, #17227, #17230. The median is taken over the other runs when there are any.
//
// Its LCP is a simulation (Lantern): it replays every request that ended before the observed largest paint at 150 ms
// and 1.6 Mbps and gives the latest end among them, not the image's. Module scripts have no EvaluateScript event, so
// every chunk that came before the paint counts, and the LCP of one page moves from run to run with the race between
// the first image and React's chunk (Métiers: 1.8-2.7 s). lcp-replay.mjs shows what each request costs it.
import { CHROMIUM, FLAGS } from '../chromium.mjs';
import { median } from './timings.mjs';

export async function lighthouse(baseURL, paths, runs = 3) {
  let lh, launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return 'Lighthouse is not installed (it is optional and heavy): npm install --no-save lighthouse@12.8.2 chrome-launcher@1, then npm run bench -- --lighthouse';
  }
  const rows = [];
  for (const p of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
      try {
        const { lhr } = await lh(baseURL + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          latePaint: observed.observedFirstPaint > observed.observedLoad,
        });
      } finally {
        await chrome.kill();
      }
    }
    const onTime = samples.filter((s) => !s.latePaint);
    const counted = onTime.length ? onTime : samples;
    const perf = samples.map((s) => s.performance);
    const lcps = samples.map((s) => s.lcp);
    rows.push({
      path: p,
      runs,
      performance: median(counted.map((s) => s.performance)),
      performanceRange: `${Math.min(...perf)}–${Math.max(...perf)}`,
      accessibility: Math.min(...samples.map((s) => s.accessibility)),
      bestPractices: Math.min(...samples.map((s) => s.bestPractices)),
      seo: Math.min(...samples.map((s) => s.seo)),
      lcp: median(counted.map((s) => s.lcp)),
      lcpRange: `${Math.min(...lcps)}–${Math.max(...lcps)}`, // the simulation's spread (see the top of this file)
      tbt: median(counted.map((s) => s.tbt)),
      cls: Math.max(...samples.map((s) => s.cls)).toFixed(3),
      latePaints: samples.length - onTime.length,
    });
  }
  return rows;
}
