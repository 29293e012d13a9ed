// Browser tests of the page chrome (README › Page behaviours): fixed menu, navbar switcher, mega-dropdown,
// banners and body padding, tooltips, link highlighting, modals and the search form.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { installed, ready as entryReady, useSessions } from './page-helpers';
import { hold, holdAnimations } from './browser';

/** The entry has run and the navigation chunk (menus, fixed menu, search form, the banners' padding) is installed. */
const ready = async (page: Page) => {
  await entryReady(page);
  await installed(page, 'navigation');
};

const session = useSessions();
/** Scrolls to y and waits past the 100 ms debounce, inside the page: its timers keep their order on a busy machine. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate((v) => {
    window.scrollTo(0, v);
    return new Promise((done) => setTimeout(done, 250));
  }, y);

describe('fixed menu', () => {
  it('fixes the top menu and activates the right-side menu at 100 px of scroll, neither below', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    const state = () =>
      page.evaluate(() => ({
        fixed: document.querySelector('[data-fixed-menu="top"]')!.classList.contains('navbar-fixed-top'),
        right: document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active'),
      }));
    expect(await state()).toEqual({ fixed: false, right: false });
    await scrollTo(page, 99);
    expect(await state()).toEqual({ fixed: false, right: false });
    await scrollTo(page, 100);
    expect(await state()).toEqual({ fixed: true, right: true });
    expect(await page.getByRole('link', { name: 'Haut de page' }).isVisible()).toBe(true);
    await scrollTo(page, 40);
    expect(await state()).toEqual({ fixed: false, right: false });
    expect(await page.getByRole('link', { name: 'Haut de page' }).isVisible()).toBe(false);
  });

  it('debounces: the state changes only once scrolling has paused for 100 ms', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    const fixedAfter = await page.evaluate(async () => {
      window.scrollTo(0, 300);
      await new Promise((r) => setTimeout(r, 30));
      const early = document.querySelector('.navbar')!.classList.contains('navbar-fixed-top');
      await new Promise((r) => setTimeout(r, 200));
      return [early, document.querySelector('.navbar')!.classList.contains('navbar-fixed-top')];
    });
    expect(fixedAfter).toEqual([false, true]);
  });
});

describe('navbar switcher', () => {
  it('horizontal layout: switches inverse → default and name → logo past the navbar bottom, and back', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    const bottom = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    const state = () =>
      page.evaluate(() => {
        const n = document.querySelector('.navbar')!;
        return {
          inverse: n.classList.contains('navbar-inverse'),
          name: !(n.querySelector('.navbar-brand-name') as HTMLElement).hidden,
          logo: !(n.querySelector('.navbar-brand-logo') as HTMLElement).hidden,
        };
      });
    expect(await state()).toEqual({ inverse: true, name: true, logo: false });
    await scrollTo(page, bottom - 5);
    expect(await state()).toEqual({ inverse: true, name: true, logo: false });
    await scrollTo(page, bottom + 5);
    expect(await state()).toEqual({ inverse: false, name: false, logo: true });
    expect(await page.locator('.navbar-brand-logo').isVisible()).toBe(true);
    await scrollTo(page, 400);
    expect((await state()).inverse).toBe(false);
    await scrollTo(page, 0);
    expect(await state()).toEqual({ inverse: true, name: true, logo: false });
  });

  it('collapsed layout: the switched style applies on ready and on resize', async () => {
    const { page } = await session({ viewport: { width: 600, height: 800 } });
    await page.goto('/fr/');
    await ready(page);
    await expect.poll(() => page.locator('.navbar').getAttribute('class'), { timeout: 30_000 }).toContain('navbar-default');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.locator('.navbar').getAttribute('class'), { timeout: 30_000 }).toContain('navbar-inverse');
    await page.setViewportSize({ width: 500, height: 800 });
    await expect.poll(() => page.locator('.navbar').getAttribute('class'), { timeout: 30_000 }).toContain('navbar-default');
  });
  it('collapsed layout, the entry late: not shown before it ran, then shown switched at once, without a fade', async () => {
    const { page } = await session({ viewport: { width: 390, height: 844 } });
    // The entry is held back until frames were painted without it; the navbar's 2 s fallback (a CSS animation, for an
    // entry that never comes) is held still meanwhile, so a busy machine's slowness cannot show it.
    await holdAnimations(page);
    const release = await hold(page, '**/dist/front.js');
    await page.addInitScript(() => {
      const w = window as unknown as { __nav: { started: boolean; painted: boolean; shown: boolean; switched: boolean; fading: number }[] };
      w.__nav = [];
      const probe = () => {
        const n = document.querySelector('.navbar[data-switcher]');
        if (!n) return;
        w.__nav.push({
          started: document.documentElement.classList.contains('dm-front-started'),
          painted: performance.getEntriesByType('paint').length > 0,
          shown: getComputedStyle(n).visibility === 'visible',
          switched: n.classList.contains('dm-switched'),
          fading: n.getAnimations().length,
        });
      };
      // Every frame until the entry ran; then the first frame after it, sampled after the entry's own frame
      // callbacks (a callback asked for once the class is set runs after those the entry asked for in that task).
      const beforeEntry = () => {
        if (document.documentElement.classList.contains('dm-front-started')) return;
        probe();
        requestAnimationFrame(beforeEntry);
      };
      requestAnimationFrame(beforeEntry);
      new MutationObserver((_, observer) => {
        if (!document.documentElement.classList.contains('dm-front-started')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          probe();
          setTimeout(probe, 250); // past the 200 ms a fade would take
        });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] }); // <html> may not exist yet
    });
    type Sample = { started: boolean; painted: boolean; shown: boolean; switched: boolean; fading: number };
    await page.goto('/fr/', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __nav: Sample[] }).__nav.some((s) => s.painted));
    release();
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __nav: Sample[] }).__nav.filter((s) => s.started).length), { timeout: 30_000 }).toBe(2);
    const samples = await page.evaluate(() => (window as unknown as { __nav: Sample[] }).__nav);
    const painted = samples.filter((s) => s.painted && !s.started);
    expect(painted.length, 'frames painted before the entry ran').toBeGreaterThan(0);
    expect(painted.filter((s) => s.shown), 'the navbar shown before the entry ran').toEqual([]);
    expect(samples.filter((s) => s.started)).toEqual([
      { started: true, painted: true, shown: true, switched: true, fading: 0 },
      { started: true, painted: true, shown: true, switched: true, fading: 0 },
    ]);
  });
});

describe('mega-dropdown', () => {
  const menuHtml = (page: Page) => page.locator('li.mega-dropdown').first().evaluate((li) => li.innerHTML);

  it('regroups into with/without-children columns in the horizontal layout and restores exactly when collapsed', async () => {
    const { page } = await session({ viewport: { width: 600, height: 800 } });
    await page.goto('/fr/');
    await ready(page);
    await page.waitForTimeout(300);
    const original = await menuHtml(page);
    expect(original).not.toContain('mega-dropdown-menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('li.mega-dropdown .mega-dropdown-menu').count(), { timeout: 30_000 }).toBe(2);
    const cols = await page.locator('li.mega-dropdown').first().evaluate((li) => ({
      children: [...li.querySelectorAll('.mega-col-children .mega-parent > a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('data-toggle')]),
      leaves: [...li.querySelectorAll('.mega-col-leaves > ul > li > a')].map((a) => a.textContent),
    }));
    expect(cols.children).toEqual([['Nos cabinets', '/fr/nos-cabinets', null], ['Actualités', '/fr/actualites-ec', null]]);
    expect(cols.leaves).toEqual(['Nous contacter', 'Mentions légales']);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => page.locator('li.mega-dropdown .mega-dropdown-menu').count(), { timeout: 30_000 }).toBe(0);
    expect(await menuHtml(page)).toBe(original);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => menuHtml(page), { timeout: 30_000 }).toBe(original);
  });

  it('opens with the keyboard, the parent links go straight to their page, Esc closes', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    await installed(page, 'navigation');
    const toggle = page.locator('.navbar').getByRole('button', { name: 'Le groupe' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Nos cabinets', exact: true }).first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Le groupe');
  });
});

describe('banners', () => {
  it('cookie banner: body bottom padding equals its height, animated after 200 ms over 300 ms; reset on removal', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    const banner = page.locator('.dm-cookie-banner');
    const height = await banner.evaluate((b) => (b as HTMLElement).offsetHeight);
    expect(height).toBeGreaterThan(20);
    expect(await page.evaluate(() => getComputedStyle(document.body).transition)).toMatch(/padding-bottom 0\.3s( ease)? 0\.2s/);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom), { timeout: 30_000 }).toBe(`${height}px`);
    await page.getByRole('button', { name: "J'ai compris" }).click();
    expect(await banner.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom), { timeout: 30_000 }).toBe('0px');
    // Remembered for the session.
    await page.reload();
    await ready(page);
    expect(await banner.count()).toBe(0);
  });

  it('a banner added later sets the padding; the padding transition waits 200 ms', async () => {
    const { page } = await session();
    // The page's CSS animations and transitions held still, and driven: the transition's 200 ms delay and 300 ms are
    // read at fixed points of its own time, however late a busy machine draws its frames.
    const drive = await holdAnimations(page);
    await page.goto('/fr/contact');
    await ready(page);
    const padding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    await page.evaluate(() => document.querySelector('.dm-cookie-banner')?.remove());
    await drive(10_000); // the transitions started so far, over
    await expect.poll(padding, { timeout: 30_000 }).toBe('0px');
    const height = await page.evaluate(() => {
      const b = document.createElement('div');
      b.className = 'dm-cookie-banner';
      b.style.height = '80px';
      document.body.append(b);
      return b.offsetHeight;
    });
    // The banners' padding follows the banner (a ResizeObserver): its transition is there once it has.
    await page.waitForFunction(() => document.getAnimations().some((a) => a instanceof CSSTransition && a.transitionProperty === 'padding-bottom'));
    await drive(190);
    expect(await padding(), 'at 190 ms').toBe('0px');
    await drive(350);
    expect(parseFloat(await padding()), 'at 350 ms: on its way').toBeGreaterThan(0);
    expect(parseFloat(await padding()), 'at 350 ms: on its way').toBeLessThan(height);
    await drive(500);
    expect(await padding(), 'at 500 ms').toBe(`${height}px`);
  });

  it('outdated-browser banner: shown where a needed feature is missing, top padding = its height, not with a fixed-top navbar', async () => {
    const { page } = await session();
    await page.addInitScript(() => {
      delete (window as { structuredClone?: unknown }).structuredClone;
    });
    await page.goto('/fr/contact');
    const banner = page.locator('.dm-outdated-browser');
    await banner.waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.textContent()).toContain('Votre navigateur est obsolète');
    const height = await banner.evaluate((b) => (b as HTMLElement).offsetHeight);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop), { timeout: 30_000 }).toBe(`${height}px`);
    // The navbar becomes fixed at the top at 100 px: the top padding is then not applied.
    await scrollTo(page, 300);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop), { timeout: 30_000 }).toBe('0px');
    await scrollTo(page, 0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop), { timeout: 30_000 }).toBe(`${height}px`);
    await banner.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingTop), { timeout: 30_000 }).toBe('0px');
  });

  it("tarteaucitron's bottom banner counts as a bottom banner: the phone bar stands on it and the page's end scrolls above it, until consent hides it", async () => {
    const { page } = await session({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/fr/nos-cabinets/rennes');
    await ready(page);
    const consent = page.locator('#tarteaucitronAlertBig');
    await consent.waitFor();
    const banner = await consent.evaluate((b) => b.getBoundingClientRect().height);
    expect(banner).toBeGreaterThan(40);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom), { timeout: 30_000 }).toBe(`${banner}px`);
    await scrollTo(page, 1e6);
    const layout = () =>
      page.evaluate(() => {
        const footer = [...document.querySelectorAll('footer p')].find((p) => p.textContent!.includes('©'))!.getBoundingClientRect();
        const bar = document.querySelector('[data-fixed-menu="right"]')!.getBoundingClientRect();
        return { footer: footer.bottom, bar: [bar.top, bar.bottom], consent: document.querySelector('#tarteaucitronAlertBig')!.getBoundingClientRect().height };
      });
    // (Waiting out the padding's 500 ms transition.)
    await expect.poll(async () => (await layout()).bar[1], { timeout: 30_000 }).toBe(844 - banner);
    const before = await layout();
    expect(before.footer, "the footer's last line above the bar").toBeLessThanOrEqual(before.bar[0]);
    await page.locator('#tarteaucitronPersonalize2').click(); // 'Tout accepter': tarteaucitron hides its banner
    await expect.poll(async () => (await layout()).bar[1], { timeout: 30_000 }).toBe(844);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom), { timeout: 30_000 }).toBe('0px');
  });

  it('no outdated-browser banner in this Chromium', async () => {
    const { page } = await session();
    await page.goto('/fr/contact');
    await ready(page);
    await page.waitForTimeout(200);
    expect(await page.locator('.dm-outdated-browser').count()).toBe(0);
  });
});

describe('tooltips', () => {
  it('appear 500 ms after hover, not before; placed above, flipped below near the top edge', async () => {
    const { page } = await session();
    // The page's timers on Playwright's clock: time flows until the test holds it. (Its performance object is the
    // clock's, without the behaviours' measures: the tooltip's own markup says it is installed.)
    await page.clock.install();
    await page.goto('/fr/');
    await entryReady(page);
    const trigger = page.locator('[data-toggle="tooltip"]').first();
    await page.waitForFunction(() => document.querySelector('[data-toggle="tooltip"]')?.hasAttribute('aria-describedby'));
    const tip = page.getByRole('tooltip');
    // The page's clock is held from the hover on and driven over the 500 ms: no race with a busy machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await trigger.hover();
    await page.clock.runFor(499);
    expect(await tip.isVisible(), 'at 499 ms').toBe(false);
    await page.clock.runFor(1);
    await tip.waitFor({ state: 'visible' });
    await page.clock.resume();
    expect(await tip.textContent()).toContain('Experts-comptables diplômés');
    expect(await tip.getAttribute('class')).toContain('top');
    const [tb, rb] = await Promise.all([tip.boundingBox(), trigger.boundingBox()]);
    expect(tb!.y + tb!.height).toBeLessThanOrEqual(rb!.y + 1);
    await page.mouse.move(0, 600);
    await tip.waitFor({ state: 'hidden' });
    // Within 100 px of the top edge, top placement flips to bottom.
    await trigger.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 60));
    await trigger.hover();
    await tip.waitFor({ state: 'visible' });
    expect(await tip.getAttribute('class')).toContain('bottom');
  });

  it('keyboard focus shows the tooltip, Esc hides it, and the trigger is described by it', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    await page.waitForFunction(() => document.querySelector('[data-toggle="tooltip"]')?.hasAttribute('aria-describedby'));
    const trigger = page.locator('[data-toggle="tooltip"]').first();
    expect(await trigger.getAttribute('title')).toBeNull();
    await trigger.focus();
    const tip = page.getByRole('tooltip');
    await tip.waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
  });
});

describe('link highlighting', () => {
  it('highlights the links matching the path or a prefix of it, and opens their accordion', async () => {
    const { page } = await session();
    await page.goto('/fr/nos-cabinets/rennes');
    await ready(page);
    const active = () => page.evaluate(() => [...document.querySelectorAll('.dm-nav-menu a.active')].map((a) => a.getAttribute('href')));
    await expect.poll(active, { timeout: 30_000 }).toEqual(['/fr/nos-cabinets', '/fr/nos-cabinets/rennes']);
    expect(await page.locator('.dm-nav-menu a[aria-current="page"]').getAttribute('href')).toBe('/fr/nos-cabinets/rennes');
    expect(await page.locator('#dm-sitemap-groupe').isVisible()).toBe(true);
    expect(await page.locator('#dm-sitemap-actualites').isVisible()).toBe(false);
    expect(await page.locator('[href="#dm-sitemap-groupe"]').getAttribute('aria-expanded')).toBe('true');
    // data-url counts too (the mega-dropdown parent), and the home link only lights on the home page.
    expect(await page.locator('.navbar [data-url="/fr/nos-cabinets"]').getAttribute('class')).toContain('active');
    expect(await page.locator('.navbar-nav a[href="/fr/"]').getAttribute('class') ?? '').not.toContain('active');
  });

  it("treats '/dev.php' as the root path", async () => {
    const { page } = await session();
    await page.goto('/dev.php/fr/');
    await ready(page);
    // Link highlighting is in the navigation chunk, loaded on demand: poll.
    await expect.poll(() => page.locator('.navbar-nav a[href="/dev.php/fr/"]').getAttribute('aria-current'), { timeout: 30_000 }).toBe('page');
  });
});

describe("body classes 'testa testa-list'", () => {
  it('are on the news section and its sub-pages (infos testa=1 on the section), not on the home page', async () => {
    const { page } = await session();
    for (const [url, classes] of [['/fr/actualites-ec/metiers', 'testa testa-list'], ['/fr/actualites-ec', 'testa testa-list'], ['/fr/', '']] as const) {
      await page.goto(url);
      await ready(page);
      expect(await page.evaluate(() => [...document.body.classList].filter((c) => c.startsWith('testa')).join(' ')), url).toBe(classes);
    }
  });
});

describe('modals and search', () => {
  it('a toggle-modal item opens its modal at the end of body, keeps focus inside, Esc closes and focus returns', async () => {
    const { page } = await session();
    await page.goto('/fr/contact');
    await ready(page);
    await installed(page, 'navigation');
    await page.locator('#dm-sitemap-contact').evaluate((el) => el.classList.add('in'));
    const item = page.getByRole('link', { name: 'Être rappelé' });
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Être rappelé par un expert-comptable' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.body.lastElementChild?.classList.contains('modal-backdrop') && document.body.lastElementChild.previousElementSibling?.id)).toBe('dm-rdv-modal');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Être rappelé');
  });

  it('the search modal focuses its query input; the navbar search form is marked focused', async () => {
    const { page } = await session();
    await page.goto('/fr/');
    await ready(page);
    await installed(page, 'navigation');
    await page.locator('#dm-navbar-search').focus();
    expect(await page.locator('.navbar-form').getAttribute('class')).toContain('focused');
    await page.getByRole('button', { name: 'Recherche avancée' }).click();
    await page.getByRole('dialog', { name: 'Rechercher sur le site' }).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('query');
    expect(await page.locator('.navbar-form').getAttribute('class')).not.toContain('focused');
  });
});
