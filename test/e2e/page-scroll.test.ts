// Browser tests of the URL-driven page behaviours (spec §2.2, §9.1): ?st= scroll timing, hash tabs, hostile input.
import { describe, expect, it } from 'vitest';
import { afterReady, installed, useSessions } from './page-helpers';

const session = useSessions();

describe('?st= on load', () => {
  it('scrolls to the element after 1500 ms and not before, offset by the body top padding and the fixed menu', async () => {
    const { page, errors } = await session();
    await page.goto('/fr/?st=%23dm-offices');
    await afterReady(page, 1000);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await afterReady(page, 1450);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Lands once the 1000 ms animation is over.
    await afterReady(page, 2700);
    const { top, padding, y } = await page.evaluate(() => ({
      top: document.getElementById('dm-offices')!.getBoundingClientRect().top,
      padding: (parseFloat(getComputedStyle(document.body).paddingTop) || 0) + (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0),
      y: scrollY,
    }));
    expect(y).toBeGreaterThan(500);
    expect(Math.abs(top - padding)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  it('moves smoothly: part-way through the animation the page is between start and target', async () => {
    const { page } = await session();
    await page.goto('/fr/?st=%23dm-offices');
    await afterReady(page, 1900);
    const mid = await page.evaluate(() => scrollY);
    await afterReady(page, 2700);
    const end = await page.evaluate(() => scrollY);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(end);
  });

  it('jumps instead of animating under prefers-reduced-motion', async () => {
    const { page } = await session({ reducedMotion: 'reduce' });
    await page.goto('/fr/?st=%23dm-offices');
    await afterReady(page, 1600);
    const top = await page.evaluate(() => document.getElementById('dm-offices')!.getBoundingClientRect().top);
    const covered = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(covered).toBe(await page.locator('.navbar').evaluate((n) => (n as HTMLElement).offsetHeight));
    expect(Math.abs(top - covered)).toBeLessThanOrEqual(2);
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
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
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
    await expect.poll(() => page.locator('#tab-conseil').isVisible()).toBe(true);
    await page.goForward();
    await expect.poll(() => page.locator('#tab-social').isVisible()).toBe(true);
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
      await afterReady(page, 1700);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), url.slice(0, 60)).toBeUndefined();
      expect(await page.evaluate(() => scrollY), url.slice(0, 60)).toBe(0);
      expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    }
    expect(dialogs).toBe(0);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
