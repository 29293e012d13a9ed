// Browser tests of the URL-driven page behaviours (README › Page behaviours): ?st= scroll timing, hash tabs, hostile
// input.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { afterReady, installed, stTried, useSessions } from './page-helpers';

/**
 * Records every window scroll inside the page ([time, scrollY]), and scrollY at every frame ([frame time, scrollY]):
 * the scroller moves the page from frame callbacks, so the frames time its run even when a busy machine drops some.
 */
const recordScrolls = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __scrolls: [number, number][]; __frames: [number, number][] };
    const log: [number, number][] = (w.__scrolls = []);
    const frames: [number, number][] = (w.__frames = []);
    addEventListener('scroll', () => log.push([performance.now(), scrollY]), { passive: true });
    const sample = (now: number) => {
      frames.push([now, scrollY]);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });

/**
 * Once the ?st= scroll has been still for 300 ms: when it started (after the st-scroll install), how long it ran (from
 * the last frame at the start position to the first at the target), where it went.
 */
async function scrolled(page: Page) {
  await page.waitForFunction(() => {
    const log = (window as unknown as { __scrolls: [number, number][] }).__scrolls;
    return log.length > 0 && performance.now() > log[log.length - 1][0] + 300;
  }, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const log = (window as unknown as { __scrolls: [number, number][] }).__scrolls;
    const installedAt = performance.getEntriesByName('dm-behaviour:st-scroll')[0].startTime;
    return {
      delay: log[0][0] - installedAt,
      span: (() => {
        const frames = (window as unknown as { __frames: [number, number][] }).__frames;
        const moved = frames.findIndex(([, y]) => y !== frames[0][1]);
        const arrived = frames.findIndex(([, y]) => y === scrollY);
        return moved > 0 ? frames[arrived][0] - frames[moved - 1][0] : 0;
      })(),
      positions: log.map(([, y]) => y),
      y: scrollY,
      top: document.getElementById('dm-offices')!.getBoundingClientRect().top,
      padding: (parseFloat(getComputedStyle(document.body).paddingTop) || 0) + (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0),
    };
  });
}

const session = useSessions();

describe('?st= on load', () => {
  it('scrolls to the element after 1500 ms and not before, offset by the body top padding and the fixed menu', async () => {
    const { page, errors } = await session();
    await recordScrolls(page);
    await page.goto('/fr/?st=%23dm-offices');
    const { delay, top, padding, y } = await scrolled(page);
    // Timed inside the page, from the install that set the timer: a busy machine only makes the delay longer, so 'not
    // before 1500 ms' holds on any machine (how soon after it the scroll starts is the machine's, not a behaviour).
    expect(delay).toBeGreaterThanOrEqual(1500);
    expect(y).toBeGreaterThan(500);
    expect(Math.abs(top - padding)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  it('moves smoothly over 1000 ms: the page passes through positions between start and target', async () => {
    const { page } = await session();
    await recordScrolls(page);
    await page.goto('/fr/?st=%23dm-offices');
    const { positions, span, y } = await scrolled(page);
    expect(positions.filter((p) => p > 0 && p < y).length).toBeGreaterThan(1);
    // The scroll's progress is the time since it started over 1000 ms: dropped frames make it arrive later, never
    // sooner, so it takes at least about that long on any machine.
    expect(span).toBeGreaterThan(800);
  });

  it('jumps instead of animating under prefers-reduced-motion', async () => {
    const { page } = await session({ reducedMotion: 'reduce' });
    await page.goto('/fr/?st=%23dm-offices');
    await afterReady(page, 1600);
    // The jump comes after the delay, once the on-demand behaviours and the scroller's own chunk are in (later on a busy
    // machine): wait for it, then measure where it landed (a smooth scroll would still be on its way).
    await page.waitForFunction(() => scrollY > 0, null, { timeout: 30_000 });
    const top = await page.evaluate(() => document.getElementById('dm-offices')!.getBoundingClientRect().top);
    const covered = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(covered).toBe(await page.locator('.navbar').evaluate((n) => (n as HTMLElement).offsetHeight));
    expect(Math.abs(top - covered)).toBeLessThanOrEqual(2);
  });

  /** /fr/?st=#dm-offices under reduced motion (a jump), the navigation chunk (which brings the fixed menu) ms late. */
  const withLateNavigation = async (ms: number) => {
    const { page } = await session({ reducedMotion: 'reduce' });
    await page.route('**/chunks/navigation-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue().catch(() => {});
    });
    await page.goto('/fr/?st=%23dm-offices');
    return page;
  };

  it('lands below the fixed menu when the navigation chunk (which brings the fixed menu) comes after the delay', async () => {
    const page = await withLateNavigation(2000);
    await installed(page, 'navigation');
    await page.waitForTimeout(300);
    // The jump follows the chunk by a frame and the scroller's own chunk: wait for it rather than for a fixed time.
    await page.waitForFunction(() => scrollY > 0, null, { timeout: 30_000 });
    const top = await page.evaluate(() => document.getElementById('dm-offices')!.getBoundingClientRect().top);
    const menu = await page.locator('.navbar').evaluate((n) => (n as HTMLElement).offsetHeight);
    expect(menu).toBeGreaterThan(0);
    expect(Math.abs(top - menu)).toBeLessThanOrEqual(2);
  });

  it('lands below the fixed menu when the navigation chunk comes after the scroll (past its wait, a slow connection)', async () => {
    const page = await withLateNavigation(4500); // past the 1500 ms of the delay and the 1500 ms it waits at most
    await page.waitForFunction(() => scrollY > 0, null, { timeout: 30_000 }); // the jump, before the chunk
    expect(await page.evaluate(() => document.querySelector('.navbar.dm-fixed'))).toBeNull();
    await installed(page, 'navigation');
    await page.waitForFunction(() => !!document.querySelector('.navbar.dm-fixed'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const top = await page.evaluate(() => document.getElementById('dm-offices')!.getBoundingClientRect().top);
    const menu = await page.locator('.navbar').evaluate((n) => (n as HTMLElement).offsetHeight);
    expect(menu).toBeGreaterThan(0);
    expect(Math.abs(top - menu)).toBeLessThanOrEqual(2);
  });

  it('a ?st= link to this page scrolls without navigating; one to another page navigates', async () => {
    const { page } = await session({ reducedMotion: 'reduce' });
    await page.goto('/fr/');
    await installed(page, 'navigation');
    await page.getByRole('link', { name: 'près de chez vous' }).click();
    await page.waitForFunction(() => scrollY > 300);
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/fr/contact');
    await installed(page, 'navigation');
    await page.locator('.dm-nav-menu a[href*="st="]').first().evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForURL(/\/fr\/\?st=/);
  });
});

describe('hash tabs and pills', () => {
  it('shows the tab named by the #fragment on load, in the ARIA tabs pattern', async () => {
    const { page } = await session();
    await page.goto('/fr/#tab-audit');
    const tab = page.getByRole('tab', { name: 'Audit' });
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 30_000 }).toBe('true');
    expect(await page.locator('#tab-audit').isVisible()).toBe(true);
    expect(await page.locator('#tab-comptabilite').isVisible()).toBe(false);
    expect(await page.getByRole('tabpanel').count()).toBe(1);
  });

  it('writes the tab target into the hash on click; back and forward follow; arrow keys move', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await installed(page, 'hash-tabs');
    await page.getByRole('tab', { name: 'Conseil' }).click();
    expect(new URL(page.url()).hash).toBe('#tab-conseil');
    expect(await page.locator('#tab-conseil').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Social et paie' }).click();
    expect(new URL(page.url()).hash).toBe('#tab-social');
    await page.goBack();
    await expect.poll(() => page.locator('#tab-conseil').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.goForward();
    await expect.poll(() => page.locator('#tab-social').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Social et paie' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Audit');
    expect(new URL(page.url()).hash).toBe('#tab-audit');
    expect(await page.locator('#tab-audit').isVisible()).toBe(true);
  });
});

describe('hostile URLs', () => {
  const long = 'a'.repeat(10_000);
  const cases = [
    '/fr/?st=' + encodeURIComponent('<img src=x onerror="window.__pwned=1">'),
    '/fr/?st=' + encodeURIComponent(')))'),
    '/fr/#' + encodeURIComponent('<svg onload="window.__pwned=1">'),
    '/fr/#<svg onload="window.__pwned=1">',
    '/fr/?st=' + long + '#' + long,
    '/fr/?st=%23' + long,
  ];
  it('runs nothing and throws nothing', async () => {
    const { page, errors } = await session();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    for (const url of cases) {
      await page.goto(url);
      if (url.includes('?st=')) await stTried(page); // the lookup happened (and found nothing), not merely 1700 ms went by
      else await afterReady(page, 1700);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), url.slice(0, 60)).toBeUndefined();
      expect(await page.evaluate(() => scrollY), url.slice(0, 60)).toBe(0);
      expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    }
    expect(dialogs).toBe(0);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
