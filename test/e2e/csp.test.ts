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
