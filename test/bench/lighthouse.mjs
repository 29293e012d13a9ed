// Optional Lighthouse 12.8.2 (13 needs node 22) mobile runs of the example pages, in Debian's Chromium, offline.
import { CHROMIUM, FLAGS } from '../chromium.mjs';

export async function lighthouse(baseURL, paths) {
  let lh, launcher;
  try {
    lh = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch {
    return 'Lighthouse is not installed (it is optional and heavy): npm install --no-save lighthouse@12.8.2 chrome-launcher@1, then npm run bench -- --lighthouse';
  }
  const rows = [];
  for (const p of paths) {
    const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lh(baseURL + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      rows.push({
        path: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
