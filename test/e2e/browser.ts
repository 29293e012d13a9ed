// Browser-test helpers: Debian's Chromium (test/chromium.mjs), one for the project, against the example server of
// global-setup.ts.
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The project's Chromium, started once by global-setup.ts: a file connects to it rather than launching its own. Each
 * test opens its own context (open); the returned Browser's close() closes this connection's contexts and disconnects.
 */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserWSEndpoint'));

export const baseURL = (): string => inject('baseURL');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, in order. */
  requests: Request[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** Console messages (all levels) as 'type: text'. */
  console: string[];
}

/** A fresh context and page, recording requests, console messages and page errors. */
export async function open(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const session: Session = { context, page, requests: [], errors: [], console: [] };
  page.on('request', (r) => session.requests.push(r));
  page.on('console', (m) => {
    session.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') session.errors.push(m.text());
  });
  page.on('pageerror', (e) => session.errors.push(String(e)));
  return session;
}

/** Adds a news placeholder to the page container; the runtime mounts it on its own. */
export const addWidget = (page: Page, id: number, options: object) =>
  page.evaluate(([id, options]) => {
    const el = document.createElement('div');
    el.className = 'dm_widget';
    el.dataset.widget = 'news';
    el.dataset.widgetId = String(id);
    el.dataset.options = JSON.stringify(options);
    document.getElementById('content')!.append(el);
  }, [id, options] as const);

/**
 * Serves a page of the example site (`path`, on the page's own server) changed by `rewrite`, as the CMS would render it
 * otherwise. Chromium takes a document fulfilled this way for a public one, and its Local Network Access then blocks
 * that document's requests to another loopback origin: the example server's news host (README "News widget"). So the
 * page config's news_host moves to the page's own origin, which serves the same images.
 */
export async function servePageRewritten(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route(baseURL() + path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"news_host":"https?:\/\/[^/"]+\/news-host"/, `"news_host":"${baseURL()}/news-host"`);
    await route.fulfill({ response, body: rewrite(html) });
  });
}

/** Holds the page's requests whose URL matches back until the returned function is called. */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may be gone
  });
  return release;
}

/**
 * Records when each selector first matches in the page (ms on its clock), from its first mutation on: read with
 * `shownAt`. Before the page's goto.
 */
export const trackShown = (page: Page, selectors: string[]) =>
  page.addInitScript((selectors) => {
    const at: Record<string, number> = ((window as { __shownAt?: Record<string, number> }).__shownAt = {});
    new MutationObserver(() => {
      for (const sel of selectors) if (!(sel in at) && document.querySelector(sel)) at[sel] = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, selectors);

export const shownAt = (page: Page): Promise<Record<string, number>> => page.evaluate(() => (window as { __shownAt?: Record<string, number> }).__shownAt ?? {});

/**
 * Holds the page's CSS animations still from the start, and returns a function that drives them. The fallbacks of
 * page.css and runtime.css (`animation: dm-reveal 0s 2s forwards`: what waits for a script is shown after 2 s if it
 * never comes) are CSS animations: held, a test looks at the state before the fallback however busy the machine is, then
 * drives them to `ms` after their start (Element.getAnimations, currentTime) and sees the state after. Chromium's
 * document timeline at playback rate 0 (the DevTools protocol's Animation domain); set before the page's goto, it
 * holds across its navigations.
 */
export async function holdAnimations(page: Page): Promise<(ms: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return (ms) => page.evaluate((t) => {
    for (const a of document.getAnimations()) a.currentTime = t;
  }, ms);
}

/**
 * The page's requests matching `url` fail as on a network that is down. `back()` brings the network back with its
 * answers held, until `release()`: a test presses 'Réessayer' in between, so that the chunk loader's own next try (a
 * timer: 1, 2, 4… s) cannot bring the code, and take the control away, before the press.
 */
export async function networkDown(page: Page, url: Parameters<Page['route']>[0]): Promise<{ back: () => void; release: () => void }> {
  let down = true;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    if (down) return route.abort('internetdisconnected');
    await released;
    await route.continue().catch(() => {}); // the page may be gone
  });
  return { back: () => (down = false), release };
}

/**
 * The page has loaded and every news widget it has shows its final content (a list, an article or a notice): each
 * is drawn, none is still a skeleton, the DOM box of early content, or busy. (Drawn: a placeholder the entry has not
 * reached yet has no skeleton either.)
 */
export const newsSettled = (page: Page) =>
  page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('.dm_widget[data-widget="news"]')];
    return document.readyState === 'complete' &&
      widgets.every((w) => w.firstElementChild && !w.querySelector('.dm-front-skeleton, .dm-news-dom, [aria-busy="true"]'));
  }, null, { timeout: 30_000 });

/** Holds the runtime chunk and the widget definitions back until the returned function is called. */
export const holdCore = (page: Page) => hold(page, /\/dist\/chunks\/(runtime|define)-[^/]*\.js$/);

/** Requests to this site's /ajax endpoints: 'METHOD path?query'. */
export const ajaxCalls = (s: Session): string[] =>
  s.requests.filter((r) => new URL(r.url()).pathname.startsWith('/ajax/')).map((r) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);

/** The project's Chromium for the test file: connected to before its tests, disconnected after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations (WCAG 2.1 A and AA) in the page, or inside `selector`: 'impact id: nodes'. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (sel) => {
    if (sel && !document.querySelector(sel)) throw new Error(`${sel} is not on the page`);
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(sel ? { include: [[sel]] } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/**
 * Whether this Chromium fetches a module again after an import() of it failed (2026 releases, whatwg/html#10327), or
 * keeps the failure in its module map (Chromium 150 and most browsers in use). Probed on a blank page of the context.
 */
export async function refetchesFailedImports(context: BrowserContext): Promise<boolean> {
  const page = await context.newPage();
  let n = 0;
  await page.route('**/probe-module.js', (route) => (n++ === 0 ? route.abort() : route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' })));
  await page.route('**/probe', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }));
  await page.goto('/probe');
  // (a string: the test runner rewrites import() inside functions)
  const again = await page.evaluate<boolean>('import("/probe-module.js").catch(() => 0).then(() => import("/probe-module.js")).then(() => true, () => false)');
  await page.close();
  return again;
}
