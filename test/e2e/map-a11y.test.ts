// axe-core on the map widget's own controls: the consent notice and the place-search input (WCAG 2.1 A/AA, no serious
// or critical violation), with the real tarteaucitron.js on the page and the google.maps double.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, open } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical violations inside the elements matched by selector, as 'impact id'. */
async function violations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    if (!document.querySelector(sel)) throw new Error(`${sel} is not on the page`);
    const r = await axe.run({ include: [[sel]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}`);
  }, selector);
}

describe('map accessibility (axe-core)', () => {
  it('the consent notice', async () => {
    const s = await open(browser);
    await serveMapsDouble(s.context);
    await s.page.goto('/fr/nos-cabinets/rennes');
    await s.page.locator('.dm-map-consent').waitFor();
    expect(await violations(s.page, '.dm-map-consent')).toEqual([]);
    await s.context.close();
  });

  it('the place-search input, with its suggestions open', async () => {
    const s = await open(browser);
    await serveMapsDouble(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await s.page.goto('/fr/');
    const input = s.page.locator('#\\36 28-input');
    await input.waitFor({ state: 'visible' });
    await input.pressSequentially('Rennes');
    await s.page.getByRole('option').first().waitFor();
    expect(await violations(s.page, '.dm-map-search')).toEqual([]);
    await s.context.close();
  });
});
