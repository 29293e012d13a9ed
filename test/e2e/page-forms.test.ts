// Browser tests of the offices section, the German consent notice, the French date picker, lazy images (README › Page
// behaviours), and the accessibility bar of the page behaviours (their install time: npm run bench, test/bench/bars.mjs).
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { installed, ready, useSessions } from './page-helpers';
import { entryOf } from '../chunks';
import { holdAnimations } from './browser';

const session = useSessions();

describe('offices section', () => {
  it('has seven city buttons, all details hidden at start, each toggling its own office', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    const buttons = page.locator('.dm-offices .dm-office-title button');
    await expect.poll(() => buttons.count(), { timeout: 30_000 }).toBe(7);
    expect(await buttons.allTextContents()).toEqual(['Rennes', 'Brest', 'Quimper', 'Vannes', 'Lorient', 'Saint-Brieuc', 'Saint-Malo']);
    expect(await page.locator('.dm-office-details:visible').count()).toBe(0);
    for (const b of await buttons.all()) expect(await b.getAttribute('aria-expanded')).toBe('false');
    const brest = page.getByRole('button', { name: 'Brest' });
    const details = page.locator(`#${await brest.getAttribute('aria-controls')}`);
    await brest.click();
    expect(await brest.getAttribute('aria-expanded')).toBe('true');
    expect(await details.isVisible()).toBe(true);
    expect(await details.textContent()).toContain('8 rue de Siam');
    expect(await page.locator('.dm-office-details:visible').count()).toBe(1);
    await brest.focus();
    await page.keyboard.press('Enter');
    expect(await details.isVisible()).toBe(false);
  });
  it('takes its final height from the first paint: before its code, the details take no room and each title that of its button; shown after 2 s if the code never comes', async () => {
    const chunk = entryOf('src/page/offices.ts');
    const heights: number[] = [];
    for (const held of [false, true]) {
      const { page } = await session();
      // The 2 s fallback is a CSS animation: held still until the test has looked, then driven over its 2 s.
      const drive = held ? await holdAnimations(page) : undefined;
      if (held) await page.route((url) => url.pathname === '/dist/' + chunk, (route) => route.abort());
      await page.goto('/fr/');
      await ready(page);
      if (!held) await expect.poll(() => page.locator('.dm-offices .dm-office-title button[aria-controls]').count(), { timeout: 30_000 }).toBe(7);
      heights.push(await page.locator('.home-offices').evaluate((el) => el.getBoundingClientRect().height));
      if (drive) {
        expect(await page.locator('.dm-office-details:visible').count()).toBe(0);
        await drive(1990);
        expect(await page.locator('.dm-office-details:visible').count(), 'before 2 s').toBe(0);
        await drive(2000);
        expect(await page.locator('.dm-office-details:visible').count(), 'at 2 s: the fallback').toBe(7);
      }
    }
    expect(heights[1]).toBeCloseTo(heights[0], 0);
  });
});

describe('consent text', () => {
  it('German pages show the German data-protection notice; the checkbox stays', async () => {
    const { page } = await session();
    await page.goto('/de/kontakt');
    await ready(page);
    const label = page.locator('.dm-consent label');
    await expect.poll(() => label.textContent(), { timeout: 30_000 }).toContain('Datenschutzerklärung');
    const text = (await label.textContent())!;
    expect(text).toContain('gelesen und akzeptiere sie');
    expect(text).toContain('Mit * gekennzeichnete Felder sind Pflichtfelder');
    for (const right of ['Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit']) expect(text).toContain(right);
    expect(text).not.toContain("J'accepte");
    // The German notice links to the German site's own data-protection section.
    expect(await page.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/de/impressum#datenschutz');
    const box = page.getByRole('checkbox');
    expect(await box.getAttribute('required')).not.toBeNull();
    await box.check();
    expect(await box.isChecked()).toBe(true);
  });

  it('a German page never shows the server\'s French label, even when the entry comes late', async () => {
    const { page } = await session();
    // The entry is held until the page has painted without it (a timer raced a loaded machine's own slowness), and
    // the label's 2 s fallback (a CSS animation) is held still: the label stays hidden however late the test looks.
    await holdAnimations(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/dist/front.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/de/kontakt', { waitUntil: 'commit' });
    // Read in the page at its first paint: the server's French label, hidden.
    const painted = await page.waitForFunction(() => {
      const l = document.querySelector('.dm-consent label');
      return !!performance.getEntriesByName('first-contentful-paint').length && !!l && [l.textContent?.includes("J'accepte"), getComputedStyle(l).visibility];
    });
    expect(await painted.jsonValue()).toEqual([true, 'hidden']);
    release();
    const label = page.locator('.dm-consent label');
    await expect.poll(() => label.evaluate((l) => [l.textContent?.includes('Datenschutzerklärung'), getComputedStyle(l).visibility]), { timeout: 30_000 }).toEqual([true, 'visible']);
  });

  it('French pages keep the French text', async () => {
    const { page } = await session();
    await page.goto('/fr/contact');
    await ready(page);
    await installed(page, 'navigation');
    expect(await page.locator('.dm-consent label').textContent()).toContain("J'accepte que mes données");
  });
});

describe('date picker', () => {
  for (const width of [390, 1280]) {
    it(`${width} px: the field and its button on one line, 4 px apart, as tall as each other, ending with the field's column`, async () => {
      const { page } = await session({ viewport: { width, height: 844 } });
      await page.goto('/fr/');
      await ready(page);
      await page.locator('.dm-datepicker-button').waitFor();
      const g = await page.evaluate(() => {
        const box = (e: Element) => e.getBoundingClientRect();
        const input = box(document.querySelector('.dm-datepicker-host .form-control')!);
        const button = box(document.querySelector('.dm-datepicker-button')!);
        const host = document.querySelector('.dm-datepicker-host')!;
        const end = box(host).right - parseFloat(getComputedStyle(host).paddingRight);
        return { gap: button.left - input.right, tops: button.top - input.top, heights: button.height - input.height, end: Math.round(end - button.right) };
      });
      expect(g).toEqual({ gap: 4, tops: 0, heights: 0, end: 0 });
    });
  }

  it('opens a French calendar (Monday first, Sem., French names and labels, c-10:c+10) and picks with the keyboard', async () => {
    const { page } = await session();
    await page.clock.setFixedTime(new Date(2026, 10, 22, 10, 0));
    await page.goto('/fr/');
    await ready(page);
    const open = page.getByRole('button', { name: /Choisir une date/ });
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.dm-datepicker-title').textContent()).toBe('novembre 2026');
    expect(await dialog.locator('thead th').allTextContents()).toEqual(['Sem.', 'L', 'M', 'M', 'J', 'V', 'S', 'D']);
    expect(await dialog.locator('thead abbr').first().getAttribute('title')).toBe('lundi');
    for (const name of ['Précédent', 'Suivant', "Aujourd'hui", 'Fermer']) expect(await dialog.getByRole('button', { name }).count()).toBe(1);
    const years = await dialog.getByRole('combobox', { name: 'Année' }).locator('option').allTextContents();
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2036');
    expect(await dialog.getByRole('combobox', { name: 'Mois' }).locator('option').first().textContent()).toBe('janvier');
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October (week 44).
    expect(await dialog.locator('tbody tr').first().locator('td').first().textContent()).toBe('44');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('22 novembre 2026, dimanche');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('30 novembre 2026, lundi');
    await page.keyboard.press('PageDown');
    expect(await dialog.locator('.dm-datepicker-title').textContent()).toBe('décembre 2026');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#contact-date').inputValue()).toBe('30/12/2026');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('dm-datepicker-button');
    await open.click();
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('30 décembre 2026, mercredi');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('loads the calendar, tooltip, tabs and offices code only on pages with their markup', async () => {
    const { page, requests } = await session();
    const chunks = () => requests.map((r) => path.basename(new URL(r.url()).pathname));
    await page.goto('/fr/mentions-legales');
    await ready(page);
    // The navigation chunk is asked for by the behaviours, on page ready (after window.DmFront is set).
    await installed(page, 'navigation');
    await page.waitForTimeout(300);
    expect(chunks().some((c) => c.startsWith('date-picker-'))).toBe(false);
    expect(chunks().some((c) => c.startsWith('tooltip-'))).toBe(false);
    expect(chunks().some((c) => c.startsWith('navigation-'))).toBe(true);
    requests.length = 0;
    await page.goto('/de/');
    await ready(page);
    await page.waitForTimeout(300);
    expect(chunks().some((c) => c.startsWith('tooltip-') || c.startsWith('date-picker-') || c.startsWith('hash-tabs-') || c.startsWith('offices-'))).toBe(false);
    await page.goto('/fr/');
    await expect.poll(() => chunks().some((c) => c.startsWith('date-picker-')), { timeout: 30_000 }).toBe(true);
  });
});

describe('lazy images', () => {
  it('loads data-src images when they near the viewport, not before', async () => {
    const { page, requests } = await session({ viewport: { width: 1280, height: 500 } });
    await page.goto('/fr/');
    await ready(page);
    await page.waitForTimeout(300);
    const loadedOffice = () => requests.some((r) => r.url().endsWith('/assets/office.svg'));
    expect(loadedOffice()).toBe(false);
    expect(await page.locator('img[loading="lazy"][src="/assets/team.svg"]').count()).toBe(1);
    await page.locator('.home-team').scrollIntoViewIfNeeded();
    await expect.poll(loadedOffice, { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.locator('img.lazy-loaded').getAttribute('src'), { timeout: 30_000 }).toBe('/assets/office.svg');
  });
});

describe('accessibility and load bars', () => {
  const axe = path.resolve('node_modules/axe-core/axe.min.js');
  for (const url of ['/fr/', '/de/', '/de/kontakt', '/fr/contact', '/fr/nos-cabinets']) {
    it(`axe-core finds no serious or critical violation on ${url}`, async () => {
      const { page } = await session();
      await page.goto(url);
      await ready(page);
      await page.waitForTimeout(800);
      await page.addScriptTag({ path: axe });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
          resultTypes: ['violations'],
        });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
  }
});
