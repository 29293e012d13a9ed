// Layout stability of the example pages: CLS (the layout shifts without recent input, summed over 5 s from the start
// of the navigation) per page, at a phone and a desktop size, with fast answers and with the ajax latency of `slowURL`.
// A full article is measured too. Pages are measured four at a time (CLS does not depend on the machine's speed).

export const CLS_VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
export const CLS_WINDOW_MS = 5000;

async function clsOf(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction((ms) => performance.now() >= ms, CLS_WINDOW_MS, { timeout: CLS_WINDOW_MS + 10_000, polling: 200 });
  const value = await page.evaluate(() => window.__cls);
  await context.close();
  return value;
}

/** [{ path, phone, desktop, phoneSlow, desktopSlow }] */
export async function stability(browser, fastURL, slowURL, paths) {
  const jobs = [];
  for (const path of paths) {
    for (const [name, viewport] of Object.entries(CLS_VIEWPORTS)) {
      jobs.push({ path, key: name, url: fastURL + path, viewport });
      jobs.push({ path, key: `${name}Slow`, url: slowURL + path, viewport });
    }
  }
  const rows = new Map(paths.map((p) => [p, { path: p }]));
  const next = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) rows.get(job.path)[job.key] = await clsOf(browser, job.url, job.viewport);
  };
  await Promise.all([next(), next(), next(), next()]);
  return [...rows.values()];
}
