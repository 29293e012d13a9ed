// axe-core on every example page, once its widgets have settled: no serious or critical violation (WCAG 2.1 A/AA).
import { describe, expect, it } from 'vitest';
import { axeViolations, open, useBrowser } from './browser';
import { examplePages } from '../bench/pages.mjs';

const browser = useBrowser();

describe('accessibility (axe-core)', () => {
  for (const path of examplePages()) {
    it(`${path} has no serious or critical violation`, async () => {
      const s = await open(browser());
      await s.page.goto(path);
      await s.page.waitForLoadState('networkidle');
      await s.page.waitForTimeout(300);
      expect(await axeViolations(s.page)).toEqual([]);
      await s.context.close();
    });
  }
});
