// Speculation rules in Chromium (README "The next page at once"): one rule set per news page, added at the visitor's
// first interaction, which Chromium reads
// (its DevTools protocol lists the rule set, with its error if it rejected it, and the links each rule matched); the
// switches that leave it out. The prerender activation path is in speculation-activation.test.ts; the strict-CSP page
// in csp.test.ts.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addWidget, baseURL, open, servePageRewritten, useBrowser } from './browser';

const browser = useBrowser();
const LIST = '/fr/actualites-ec';

interface Attempt { key: { action: string; url: string } }
interface Seen { ruleSets: { sourceText: string; errorType?: string; errorMessage?: string }[]; attempts: Attempt[] }

/** Chromium's view of the page's speculation: its rule sets and the links they match (the latest list). */
async function watchPreload(cdp: CDPSession): Promise<Seen> {
  const seen: Seen = { ruleSets: [], attempts: [] };
  cdp.on('Preload.ruleSetUpdated', (e: { ruleSet: Seen['ruleSets'][number] }) => seen.ruleSets.push(e.ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e: { preloadingAttemptSources: Attempt[] }) => (seen.attempts = e.preloadingAttemptSources));
  await cdp.send('Preload.enable');
  return seen;
}

const supported = (page: Page) => page.evaluate(() => !!(HTMLScriptElement as { supports?: (t: string) => boolean }).supports?.('speculationrules'));
const ruleScripts = (page: Page) => page.evaluate(() => [...document.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent ?? ''));
/** The visitor's first interaction (a pointer move): the runtime then loads the speculation chunk and adds the rules. */
const interact = async (page: Page) => {
  const chunk = page.waitForResponse((r) => /\/chunks\/speculation-[^/]*\.js/.test(r.url()));
  await page.mouse.move(5, 5);
  await (await chunk).finished();
  await page.evaluate(() => new Promise((r) => setTimeout(r)));
};
const cardsShown = (page: Page) => page.waitForFunction(() => document.querySelectorAll('.dm-news-item a[href*="title="]').length > 0 && document.querySelector('.dm-news-pagination a'), null, { timeout: 15_000 });

describe('speculation rules', () => {
  it('a news list has one rule set: its article links prerendered on hover, its other pages prefetched; never nofollow, mailto, share or another origin', async () => {
    const s = await open(browser());
    const cdp = await s.context.newCDPSession(s.page);
    const seen = await watchPreload(cdp);
    await s.page.goto(LIST);
    await cardsShown(s.page);
    expect(await ruleScripts(s.page)).toEqual([]); // none before the visitor's first interaction
    await interact(s.page);
    const scripts = await ruleScripts(s.page);
    expect(scripts).toHaveLength(1);
    const rules = JSON.parse(scripts[0]);
    expect(rules.prerender[0].eagerness).toBe('moderate');
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    // Links no rule may match, put where the article links are.
    await s.page.evaluate(() => {
      const card = document.querySelector('.dm-news-item')!;
      card.insertAdjacentHTML('beforeend', '<a href="/fr/nofollowed?title=x" rel="nofollow">n</a><a href="mailto:a@b.example">m</a><a href="https://elsewhere.example/?title=y">e</a>');
    });
    await addWidget(s.page, 990, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['EREVUEVIDEO'] });
    await s.page.waitForFunction(() => document.querySelector('[data-widget-id="990"] .dm-news-item a'), null, { timeout: 15_000 });
    expect(await ruleScripts(s.page)).toHaveLength(1); // however many widgets

    if (!(await supported(s.page))) return void (await s.context.close()); // a browser without the API: the script alone
    await expect.poll(() => seen.ruleSets.length).toBeGreaterThan(0);
    expect(seen.ruleSets.map((r) => r.errorType ?? r.errorMessage ?? 'accepted')).toEqual(seen.ruleSets.map(() => 'accepted'));
    const articles = await s.page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLAnchorElement>('.dm-news-item a[href*="title="]:not([rel])')].map((a) => a.href))].filter((h) => h.startsWith(location.origin)));
    const pages = await s.page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('.dm-news-pagination a:not([aria-current])')].map((a) => a.href));
    const action = (url: string) => seen.attempts.filter((a) => a.key.url === url).map((a) => a.key.action);
    await expect.poll(() => articles.every((u) => action(u).includes('Prerender'))).toBe(true);
    for (const u of pages) expect(action(u), u).toEqual(['Prefetch']);
    const matched = seen.attempts.map((a) => a.key.url);
    expect(matched.filter((u) => /nofollowed|mailto:|elsewhere\.example|facebook|twitter|linkedin/.test(u))).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('hovering an article link makes Chromium fetch it before the click (a prerender where the browser allows one)', async () => {
    const s = await open(browser());
    const cdp = await s.context.newCDPSession(s.page);
    await watchPreload(cdp);
    const statuses: { action: string; url: string; status: string; reason?: string }[] = [];
    cdp.on('Preload.prerenderStatusUpdated', (e: { key: Attempt['key']; status: string; prerenderStatus?: string }) => statuses.push({ ...e.key, status: e.status, reason: e.prerenderStatus }));
    cdp.on('Preload.prefetchStatusUpdated', (e: { key: Attempt['key']; status: string }) => statuses.push({ ...e.key, status: e.status }));
    await s.page.goto(LIST);
    await cardsShown(s.page);
    await interact(s.page);
    if (!(await supported(s.page))) return void (await s.context.close());
    const link = s.page.locator('.dm-news-item a[href*="title="]').first();
    const url = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    await link.hover();
    // Chromium prerenders it, or (where DevTools forbid prerendering, as under Playwright) prefetches it instead.
    await expect.poll(() => statuses.some((x) => x.url === url && x.action === 'Prerender'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => statuses.some((x) => x.url === url && (x.status === 'Ready' || x.status === 'Running')) || statuses.some((x) => x.url === url && x.reason === 'PrerenderingDisabledByDevTools'), { timeout: 10_000 }).toBe(true);
    await s.context.close();
  });

  it('adds none where the visitor saves data, or with speculation "off"; "prefetch" prefetches the articles too', async () => {
    const saver = await open(browser());
    await saver.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }));
    await saver.page.goto(LIST);
    await cardsShown(saver.page);
    await interact(saver.page);
    expect(await ruleScripts(saver.page)).toEqual([]);
    await saver.context.close();

    for (const [mode, kinds] of [['off', []], ['prefetch', ['prefetch']], ['prerender', ['prerender', 'prefetch']]] as const) {
      const s = await open(browser());
      await servePageRewritten(s.page, LIST, (html) => html.replace('"page_id":', `"speculation":"${mode}","page_id":`));
      await s.page.goto(baseURL() + LIST);
      await cardsShown(s.page);
      await interact(s.page);
      const scripts = await ruleScripts(s.page);
      expect(scripts.flatMap((t) => Object.keys(JSON.parse(t))), mode).toEqual(kinds);
      expect(s.errors, mode).toEqual([]);
      await s.context.close();
    }
  });
});
