// axe-core on every example page, once its widgets have settled: no serious or critical violation (WCAG 2.1 A/AA).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, open } from './browser';
import { examplePages } from '../bench/pages.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v: any) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3) }));
  });
  return violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.impact} ${v.id}: ${v.nodes.join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  for (const path of examplePages()) {
    it(`${path} has no serious or critical violation`, async () => {
      const s = await open(browser);
      await s.page.goto(path);
      await s.page.waitForLoadState('networkidle');
      await s.page.waitForTimeout(300);
      expect(await axe(s.page)).toEqual([]);
      await s.context.close();
    });
  }
});
