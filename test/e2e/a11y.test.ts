// axe-core on every example page, once its widgets have settled: no serious or critical violation (WCAG 2.1 A/AA).
// The navbar's switched style (navbar-default) is scanned too: past the navbar at 1280 px, and the phone menu open.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, open, useBrowser } from './browser';
import { examplePages } from '../bench/pages.mjs';

const browser = useBrowser();

/** No CSS transition or animation running (the navbar's 200 ms colour fade, the menu's collapse). */
const still = (page: Page) => page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running') && !document.querySelector('.collapsing'), null, { timeout: 30_000 });

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

  // (The German example pages are shorter than a 1280 × 900 window: none of them scrolls.)
  for (const path of ['/fr/', '/fr/actualites-ec']) {
    it(`${path} at 1280 px scrolled past the navbar (switched to navbar-default, fixed at the top): none either`, async () => {
      const s = await open(browser(), { viewport: { width: 1280, height: 900 } });
      await s.page.goto(path);
      await s.page.waitForLoadState('networkidle');
      await s.page.evaluate(() => scrollTo(0, 600));
      await s.page.waitForFunction(() => {
        const n = document.querySelector('.navbar[data-switcher]')!;
        return n.classList.contains('navbar-default') && n.classList.contains('navbar-fixed-top');
      }, null, { timeout: 30_000 });
      await still(s.page);
      expect(await axeViolations(s.page)).toEqual([]);
      await s.context.close();
    });
  }

  for (const path of ['/fr/', '/de/kontakt']) {
    it(`${path} at 390 px with the phone menu open: none either`, async () => {
      const s = await open(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await s.page.goto(path);
      await s.page.waitForLoadState('networkidle');
      await s.page.waitForFunction(() => document.querySelector('.navbar[data-switcher]')!.classList.contains('navbar-default'), null, { timeout: 30_000 });
      await s.page.locator('.navbar-toggle').click();
      await s.page.waitForFunction(() => document.querySelector('#dm-navbar-collapse, .navbar-collapse')!.classList.contains('in'), null, { timeout: 30_000 });
      await still(s.page);
      expect(await axeViolations(s.page)).toEqual([]);
      // And with its first dropdown open, where it has one (its items drawn in the menu, on the navbar's background).
      const toggle = s.page.locator('#dm-navbar-collapse .dropdown-toggle').first();
      if (!(await toggle.count())) return void (await s.context.close());
      await toggle.click();
      await s.page.waitForFunction(() => document.querySelector('#dm-navbar-collapse .dropdown-toggle')!.getAttribute('aria-expanded') === 'true');
      await still(s.page);
      expect(await axeViolations(s.page)).toEqual([]);
      await s.context.close();
    });
  }
});
