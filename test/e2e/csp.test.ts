// The example pages under the strict Content-Security-Policy of examples/csp.mjs (served under /csp/...): scripts
// only from 'self', no eval, Trusted Types enforced. No securitypolicyviolation may fire while the news widgets and
// the page behaviours work.
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, open, type Session } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

async function visit(path: string): Promise<Session & { violations: () => Promise<string[]> }> {
  const s = await open(browser());
  await s.page.addInitScript(() => {
    (window as any).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as any).__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const response = await s.page.goto(path);
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
  return { ...s, violations: () => s.page.evaluate(() => (window as any).__violations as string[]) };
}

const newsRendered = (s: Session) =>
  s.page.waitForFunction(() => [...document.querySelectorAll('.dm_widget[data-widget="news"]')].every((w) => w.querySelector('a[href]')), null, { timeout: 30_000 });

describe('strict CSP', () => {
  it('the news list pages work without a violation', async () => {
    for (const path of ['/csp/fr/actualites-ec', '/csp/fr/actualites-ec/metiers']) {
      const s = await visit(path);
      await newsRendered(s);
      await s.page.waitForTimeout(300);
      expect(await s.violations(), path).toEqual([]);
      expect(s.errors, path).toEqual([]);
      await s.context.close();
    }
  });

  it("the speculation rules (README \"The next page at once\") carry the page's nonce, pass Trusted Types, and Chromium reads them", async () => {
    const s = await open(browser());
    const cdp = await s.context.newCDPSession(s.page);
    const ruleSets: { errorType?: string; errorMessage?: string }[] = [];
    cdp.on('Preload.ruleSetUpdated', (e: { ruleSet: { errorType?: string; errorMessage?: string } }) => ruleSets.push(e.ruleSet));
    await cdp.send('Preload.enable');
    await s.page.addInitScript(() => {
      (window as any).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as any).__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    const response = await s.page.goto('/csp/fr/actualites-ec');
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain("require-trusted-types-for 'script'");
    await newsRendered(s);
    await s.page.mouse.move(5, 5); // the visitor's first interaction: the rules come
    await s.page.waitForSelector('script[type="speculationrules"]', { state: 'attached' });
    const rules = await s.page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')].map((e) => ({ nonce: e.nonce, text: e.textContent })));
    const entryNonce = await s.page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src$="/dist/front.js"]')!.nonce);
    expect(rules).toHaveLength(1);
    expect(rules[0].nonce).toBe(entryNonce);
    expect(JSON.parse(rules[0].text!).prerender).toHaveLength(1);
    if (await s.page.evaluate(() => !!(HTMLScriptElement as any).supports?.('speculationrules'))) {
      await expect.poll(() => ruleSets.length).toBeGreaterThan(0); // an inline script the CSP blocked gives none
      expect(ruleSets.map((r) => r.errorType ?? r.errorMessage ?? 'accepted')).toEqual(['accepted']);
    }
    expect(await s.page.evaluate(() => (window as any).__violations)).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the full article (sanitized HTML through Trusted Types) works without a violation', async () => {
    const s = await visit('/csp/fr/actualites-ec');
    await newsRendered(s);
    const href = await s.page.getAttribute('.dm_widget[data-widget="news"] a[href*="title="]', 'href');
    expect(href).toBeTruthy();
    await s.page.goto(new URL(href!, s.page.url()).href);
    await s.page.waitForSelector('.dm_widget[data-widget="news"] article', { timeout: 30_000 });
    await s.page.waitForTimeout(300);
    expect(await s.violations()).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the home page behaviours and widgets work without a violation', async () => {
    const s = await visit('/csp/fr/');
    await newsRendered(s);
    await s.page.mouse.wheel(0, 600);
    await s.page.waitForTimeout(500);
    expect(await s.violations()).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the office map (the maps loader and library through their own Trusted Types policies) works without a violation', async () => {
    const s = await open(browser());
    await serveMapsDouble(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await s.page.addInitScript(() => {
      (window as any).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as any).__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
    });
    const response = await s.page.goto('/csp/fr/');
    expect(response!.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await s.page.locator('.dm_widget[data-widget="map"]').first().scrollIntoViewIfNeeded(); // a map loads when near
    await s.page.waitForFunction(() => ((window as any).__gmapsDouble?.markers.length ?? 0) > 0, null, { timeout: 30_000 });
    expect(await s.page.evaluate(() => (window as any).__violations)).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
