// The finish a visitor sees, measured in the browser at a phone (390×844, touch) and a desktop (1366×900) size:
// nothing floating over the text, the phone carousel, visible focus, the article's date and tab title, 24 px targets,
// compact phone lists, no topic code on a slow network, offices that stay in place, German chrome on German pages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { installed, useSessions } from './page-helpers';
import { hold } from './browser';

const session = useSessions();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const SIZES = { phone: PHONE, desktop: DESKTOP };
const ARTICLE = '/fr/actualites-ec?title=medecins-liberaux-ce-qui-change-pour-la-declaration-2035-en-2027';

/** The widgets are up (no skeleton, nothing busy). */
const widgetsUp = (page: Page) =>
  page.waitForFunction(() => !!window.DmFront && !document.querySelector('.dm-front-skeleton, .dm-news-dom, .dm-news[aria-busy="true"]'), null, { timeout: 30_000 });

/** No CSS transition running (the body's padding, the quick-access box's slide): later than their timers on a busy machine. */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition), null, { timeout: 30_000 });

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await widgetsUp(page);
  // The modals, menus and banners come with the navigation chunk, loaded on demand: not always before the widgets.
  await installed(page, 'navigation');
  await page.evaluate(() => document.querySelector<HTMLElement>('.dm-cookie-banner [data-dismiss]')?.click());
}

describe('1. the quick-access box never lies over text', () => {
  {
    it('desktop: at every scroll position of a long page, no text under it', async () => {
      const { page } = await session(DESKTOP);
      await goto(page, '/fr/actualites-ec');
      const overlaps = await page.evaluate(async () => {
        const box = document.querySelector<HTMLElement>('[data-fixed-menu="right"]')!;
        const found: string[] = [];
        for (let y = 200; y < document.documentElement.scrollHeight; y += 300) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 350)); // the 100 ms debounce and the 200 ms slide
          if (!box.classList.contains('active')) continue;
          const r = box.getBoundingClientRect();
          const walker = document.createTreeWalker(document.getElementById('dm_page')!, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!n.textContent!.trim() || box.contains(n)) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            for (const t of range.getClientRects()) {
              if (t.width && t.right > r.left && t.left < r.right && t.bottom > r.top && t.top < r.bottom) found.push(`${y}: ${n.textContent!.trim().slice(0, 40)}`);
            }
          }
        }
        return found;
      });
      expect(overlaps).toEqual([]);
    });
  }

  // The bar shows only once the page is scrolled (100 px): the page is padded for it from the start, so that the first
  // scroll to the end (one End press, a long wheel scroll) ends with the last line above it, not at a shorter end.
  for (const [width, options] of Object.entries({ 390: PHONE, 1280: { viewport: { width: 1280, height: 900 } } })) {
    it(`${width} px: one End press from the top shows the end of the page above the bar and the cookie banner`, async () => {
      const { page } = await session(options);
      await page.goto('/fr/actualites-ec');
      await widgetsUp(page);
      await installed(page, 'navigation');
      await page.waitForFunction(() => parseFloat(getComputedStyle(document.body).paddingBottom) > 0); // the banner's padding
      await transitionsDone(page);
      await page.keyboard.press('End');
      // Until the scroll has stopped, the bar has followed it (100 ms later) and slid in.
      const settled = () => page.evaluate(async () => {
        const y = scrollY;
        await new Promise((r) => setTimeout(r, 300));
        const bar = document.querySelector('[data-fixed-menu="right"]')!;
        if (scrollY !== y || y < 100 || !bar.classList.contains('active') || document.getAnimations().some((a) => a instanceof CSSTransition)) return false;
        const b = bar.getBoundingClientRect();
        const lines = [...document.querySelectorAll('footer p, footer a, footer li, footer .panel-title')].filter((e) => !bar.contains(e));
        const last = Math.max(...lines.map((e) => e.getBoundingClientRect().bottom));
        return { atEnd: Math.abs(scrollY + innerHeight - document.documentElement.scrollHeight) <= 1, lastLineBottom: Math.round(last), barTop: Math.round(b.top) };
      });
      await expect.poll(settled, { timeout: 30_000 }).toBeTruthy();
      const r = await settled();
      if (!r) throw new Error('the page moved again after it had settled');
      expect(r.atEnd).toBe(true);
      expect(r.lastLineBottom).toBeLessThanOrEqual(r.barTop);
    });
  }

  it('its icon font is not downloaded with the page, only once the box shows, and then its icons are drawn', async () => {
    const { page } = await session(PHONE);
    const fonts: string[] = [];
    page.on('request', (r) => void (/glyphicons-halflings/.test(r.url()) && fonts.push(r.url())));
    await goto(page, '/fr/contact'); // no other icon on the page
    await page.waitForTimeout(500);
    // A browser without content-visibility lays out the hidden box's icons and fetches their font with the page.
    const skipsHidden = await page.evaluate(() => CSS.supports('content-visibility', 'hidden'));
    expect(fonts).toHaveLength(skipsHidden ? 0 : 1);
    await page.evaluate(() => scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active'));
    await page.waitForFunction(() => document.fonts.check('14px "Glyphicons Halflings"'));
    expect(fonts).toHaveLength(1);
    const icons = await page.evaluate(() => [...document.querySelectorAll('[data-fixed-menu="right"] .glyphicon')].map((g) => Math.round(g.getBoundingClientRect().width)));
    expect(icons.length).toBe(2);
    for (const w of icons) expect(w).toBeGreaterThanOrEqual(12);
  });

  it('phone: a low bar along the bottom edge, the page padded so that its end scrolls clear of it; desktop: round buttons in the margin beside the container', async () => {
    const phone = (await session(PHONE)).page;
    await phone.goto('/fr/contact'); // the cookie banner stays
    await widgetsUp(phone);
    const measure = async () => {
      await phone.evaluate(() => scrollTo(0, 200));
      await phone.waitForFunction(() => document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active'));
      await phone.waitForTimeout(600); // the body's padding transition (200 ms delay + 300 ms)
      await transitionsDone(phone);
      await phone.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await phone.waitForTimeout(300);
      await transitionsDone(phone);
      return phone.evaluate(() => {
        const box = document.querySelector('[data-fixed-menu="right"]')!;
        const r = box.getBoundingClientRect();
        const banner = document.querySelector('.dm-cookie-banner')?.getBoundingClientRect();
        const texts = [...document.querySelectorAll('footer p, footer a, main p, main label, .dm-cookie-banner p')].filter((e) => !box.contains(e));
        const covered = texts.filter((e) => {
          const t = e.getBoundingClientRect();
          return t.height && t.bottom > r.top && t.top < r.bottom;
        });
        return {
          width: r.width,
          gapBelow: Math.round(innerHeight - r.bottom),
          bannerHeight: Math.round(banner?.height ?? 0),
          height: r.height,
          // The body's for the banner (banners.ts), the root's for the bar (page.css).
          padding: parseFloat(getComputedStyle(document.body).paddingBottom) + parseFloat(getComputedStyle(document.documentElement).paddingBottom),
          covered: covered.map((e) => e.textContent!.trim().slice(0, 40)),
        };
      });
    };
    // With the cookie banner in the page, the bar stands on it; once it is dismissed, on the bottom edge.
    const withBanner = await measure();
    expect(withBanner.bannerHeight).toBeGreaterThan(20);
    expect(withBanner).toMatchObject({ width: 390, gapBelow: withBanner.bannerHeight, covered: [] });
    expect(withBanner.padding).toBeGreaterThanOrEqual(withBanner.height + withBanner.bannerHeight);
    await phone.getByRole('button', { name: "J'ai compris" }).click();
    const bar = await measure();
    expect(bar).toMatchObject({ width: 390, gapBelow: 0, bannerHeight: 0, covered: [] });
    expect(bar.height).toBeLessThanOrEqual(56);
    expect(bar.padding).toBeGreaterThanOrEqual(bar.height);
    const desk = (await session(DESKTOP)).page;
    await goto(desk, '/fr/actualites-ec');
    await desk.evaluate(() => scrollTo(0, 300));
    await desk.waitForFunction(() => document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active'));
    await desk.waitForTimeout(300);
    await transitionsDone(desk);
    const side = await desk.evaluate(() => ({
      box: document.querySelector('[data-fixed-menu="right"]')!.getBoundingClientRect().toJSON(),
      container: document.querySelector('main .container')!.getBoundingClientRect().right,
      names: [...document.querySelectorAll('[data-fixed-menu="right"] a')].map((a) => a.textContent),
    }));
    expect(side.box.left).toBeGreaterThanOrEqual(side.container);
    expect(side.names).toEqual(['Contact', 'Haut de page']); // the labels stay for assistive technologies
  });
});

/** The home page at that size, scrolled to its news carousel. */
async function homeCarousel(options: typeof PHONE | typeof DESKTOP) {
  const { page } = await session(options);
  await goto(page, '/fr/');
  const carousel = page.locator('.dm-news-carousel');
  await carousel.scrollIntoViewIfNeeded();
  return { page, carousel };
}

describe('2. the home carousel on a phone', () => {
  it("the active slide's title, date and summary sit inside the slide, and every slide has the same height", async () => {
    const { page } = await homeCarousel(PHONE);
    const heights: number[] = [];
    for (let i = 0; i < 4; i++) {
      const geometry = await page.evaluate(() => {
        const slide = document.querySelector('.dm-news-carousel .item.active')!.getBoundingClientRect();
        const parts = ['.dm-news-item-title', '.dm-news-date', '.dm-news-summary'].map((s) => document.querySelector(`.dm-news-carousel .item.active ${s}`)!.getBoundingClientRect());
        return { slide: slide.toJSON(), inside: parts.every((p) => p.height > 0 && p.top >= slide.top && p.bottom <= slide.bottom && p.left >= slide.left && p.right <= slide.right) };
      });
      expect(geometry.inside).toBe(true);
      heights.push(Math.round(geometry.slide.height));
      await page.locator('.dm-news-carousel .carousel-indicators button').nth((i + 1) % 4).click();
    }
    expect(new Set(heights).size).toBe(1);
  });
});

describe('2b. the carousel\'s rotation control (WAI-ARIA APG carousel)', () => {
  it('first in its Tab order; its label says what a press does, Pause while it plays and Lecture once stopped, and it has no pressed state', async () => {
    const { carousel } = await homeCarousel(DESKTOP);
    const control = carousel.locator('.dm-news-carousel-pause');
    const state = () => control.evaluate((b) => ({ text: b.textContent, pressed: b.getAttribute('aria-pressed') }));
    expect(await state()).toEqual({ text: 'Pause', pressed: null });
    // The first of the carousel's Tab stops, before the dots, the slide and the arrows.
    expect(await carousel.evaluate((c) => c.querySelector('a[href], button')?.className)).toContain('dm-news-carousel-pause');
    await control.click();
    expect(await state()).toEqual({ text: 'Lecture', pressed: null });
    // What a screen reader is given: a button named by its action, nothing "pressed".
    expect(await carousel.getByRole('button', { name: 'Lecture', pressed: true }).count()).toBe(0);
    await control.click();
    expect(await state()).toEqual({ text: 'Pause', pressed: null });
  });
});

describe('3. focus you can see', () => {
  it('every Tab stop of the home page shows an outline of 2 px at least; white on the navy navbar', async () => {
    const { page } = await session(DESKTOP);
    await goto(page, '/fr/');
    const weak: string[] = [];
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const f = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return { name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30), width: parseFloat(s.outlineWidth), style: s.outlineStyle, color: s.outlineColor, dark: !!el.closest('.navbar-inverse') };
      });
      seen.push(f.name);
      if (f.style === 'none' || f.width < 2) weak.push(`${f.name}: ${f.style} ${f.width}px`);
      if (f.dark && f.color !== 'rgb(255, 255, 255)') weak.push(`${f.name}: ${f.color} on the navbar`);
    }
    expect(seen).toContain('Le groupe');
    expect(seen).toContain('Nos métiers');
    expect(weak).toEqual([]);
  });

  it('in a modal (moved to the end of body, out of the page container) too', async () => {
    const { page } = await session(DESKTOP);
    await goto(page, '/fr/');
    await page.getByRole('button', { name: 'Recherche avancée' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechercher sur le site' });
    await dialog.waitFor();
    const rings: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      rings.push(await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return `${s.outlineStyle} ${parseFloat(s.outlineWidth) >= 2}`;
      }));
    }
    expect(rings).toEqual(['solid true', 'solid true', 'solid true']);
  });
});

describe('3b. focus not hidden under what is fixed at the bottom edge (WCAG 2.4.11)', () => {
  // Tab goes forward through the whole page with the cookie banner kept; the browser scrolls each control into view,
  // and none may end (even in part) under the banner or the quick-access bar (a bar along the bottom below 1290 px,
  // shown past 100 px of scroll, 100 ms after the scroll stopped: each stop waits for the bar to follow the scroll).
  const SCREENS = { 390: { viewport: { width: 390, height: 844 } }, 1280: { viewport: { width: 1280, height: 900 } } };
  for (const path of ['/fr/', '/fr/actualites-ec', '/fr/contact', '/de/kontakt']) {
    for (const [width, options] of Object.entries(SCREENS)) {
      it(`${path} at ${width} px: every Tab stop lands above the cookie banner and the quick-access bar`, async () => {
        const { page } = await session(options);
        await page.goto(path);
        await widgetsUp(page);
        await installed(page, 'navigation');
        await page.waitForFunction(() => parseFloat(getComputedStyle(document.body).paddingBottom) > 0); // the banner's padding
        const hidden: string[] = [];
        const seen = new Set<string>();
        for (let i = 0; i < 250; i++) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(async () => {
            const el = document.activeElement;
            if (!el || el === document.body) return null;
            const bar = document.querySelector('[data-fixed-menu="right"]');
            const settled = () => !bar || ((scrollY >= 100) === bar.classList.contains('active') && !bar.getAnimations().length);
            for (let t = 0; t < 40 && !settled(); t++) await new Promise((r) => setTimeout(r, 25));
            const e = el.getBoundingClientRect();
            const covers = [...document.querySelectorAll('body > .dm-cookie-banner, [data-fixed-menu="right"].active')]
              .filter((c) => !c.contains(el) && getComputedStyle(c).position === 'fixed')
              .map((c) => [c.className, c.getBoundingClientRect()] as const)
              .filter(([, c]) => c.height > 0 && e.bottom > c.top + 1 && e.top < c.bottom - 1 && e.right > c.left && e.left < c.right);
            const name = `${el.tagName} ${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 30)}`;
            const key = el.id || `${name} ${Math.round(e.top + scrollY)} ${Math.round(e.left)}`;
            return { key, covered: covers.map(([cls, c]) => `${name} (${Math.round(e.top)}–${Math.round(e.bottom)}) under .${cls.split(' ')[0]} (from ${Math.round(c.top)})`) };
          });
          if (!stop || seen.has(stop.key)) break; // past the last control, or round again
          seen.add(stop.key);
          hidden.push(...stop.covered);
        }
        expect(seen.size).toBeGreaterThan(15);
        expect(hidden).toEqual([]);
      });
    }
  }

  // WebKitGTK does not scroll to a control that lies whole in the window, under the bar and the banner, and Firefox ESR
  // and WebKitGTK leave a control partly in view where it is: the page then moves it clear (focus-clear.ts). Here
  // the browser's own scroll is left out (preventScroll), as those engines leave it.
  it('390 px: a control that focus left under the bar and the banner is moved clear of them in the next frames', async () => {
    const { page } = await session({ viewport: { width: 390, height: 844 } });
    await page.goto('/fr/');
    await widgetsUp(page);
    await installed(page, 'navigation');
    await page.waitForFunction(() => parseFloat(getComputedStyle(document.body).paddingBottom) > 0);
    const r = await page.evaluate(async () => {
      const frames = (n: number) => new Promise<void>((done) => { const f = () => (--n ? requestAnimationFrame(f) : done()); requestAnimationFrame(f); });
      const field = document.getElementById('contact-name')!;
      scrollTo(0, scrollY + field.getBoundingClientRect().bottom - innerHeight + 20); // its bottom 20 px above the window's
      await new Promise((done) => setTimeout(done, 400)); // the bar follows the scroll, and slides in
      const bar = document.querySelector('[data-fixed-menu="right"]')!.getBoundingClientRect().top;
      const before = field.getBoundingClientRect().bottom;
      field.focus({ preventScroll: true });
      await frames(3);
      return { before, bar, after: field.getBoundingClientRect().bottom };
    });
    expect(r.before).toBeGreaterThan(r.bar); // it started under the bar
    expect(r.after).toBeLessThanOrEqual(r.bar);
  });
});

describe('4. the full article', () => {
  it('shows its own publication date and names the browser tab', async () => {
    const { page } = await session(DESKTOP);
    await goto(page, ARTICLE);
    expect(await page.textContent('.dm-news-article-body .dm-news-date')).toMatch(/^Publié le \d{1,2} [A-ZÉ][a-zéû]+ \d{4}$/);
    expect(await page.title()).toBe('Médecins libéraux : ce qui change pour la déclaration 2035 en 2027');
  });
});

describe('5. tap targets of 24 × 24 px on a phone', () => {
  for (const path of ['/fr/', '/fr/actualites-ec', '/fr/contact']) {
    it(`${path}: every target is 24 px or spaced so that a 24 px circle on its centre touches no other`, async () => {
      const { page } = await session(PHONE);
      await goto(page, path);
      const small = await page.evaluate(() => {
        const visible = (el: Element) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
        const inText = (el: Element) => el.tagName === 'A' && !!el.parentElement?.closest('p, .help-block, label') && !el.classList.contains('btn');
        const targets = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]')]
          .filter((el) => visible(el) && !inText(el) && !el.closest('[aria-hidden="true"], .sr-only'))
          // a checkbox counts by the label that toggles it
          .map((el) => (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label') ? el.closest('label')! : el));
        const rects = targets.map((el) => el.getBoundingClientRect());
        const out: string[] = [];
        rects.forEach((r, i) => {
          if (r.width >= 24 && r.height >= 24) return;
          const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
          const touches = rects.some((o, j) => j !== i && !targets[j].contains(targets[i]) && !targets[i].contains(targets[j]) &&
            Math.max(o.left - cx, 0, cx - o.right) ** 2 + Math.max(o.top - cy, 0, cy - o.bottom) ** 2 < 12 ** 2);
          if (touches) out.push(`${(targets[i].textContent || targets[i].getAttribute('aria-label') || targets[i].tagName).trim().slice(0, 30)} ${Math.round(r.width)}×${Math.round(r.height)}`);
        });
        return out;
      });
      expect(small).toEqual([]);
    });
  }
});

describe('6. compact phone lists', () => {
  it('titles keep 60% of the widget and no card text runs past it, the filters fit in 100 px on one row, the pager on one row', async () => {
    const { page } = await session(PHONE);
    await goto(page, '/fr/actualites-ec');
    const g = await page.evaluate(() => {
      const widget = document.querySelector('[data-widget-id="701"]')!.getBoundingClientRect();
      const titles = [...document.querySelectorAll('.dm-news-medialist .dm-news-item-title')].map((t) => t.getBoundingClientRect().width / widget.width);
      const filters = document.querySelector('.dm-news-filters')!;
      const chipTops = new Set([...filters.querySelectorAll('button')].map((b) => Math.round(b.offsetTop)));
      const pager = new Set([...document.querySelectorAll('.dm-news-pagination li')].map((li) => Math.round(li.getBoundingClientRect().top)));
      // A long topic on one line (the video magazine's) must not widen its card past the widget's edge.
      const past = [...document.querySelectorAll('[data-widget-id="701"] .dm-news-item *')].filter((e) => e.getBoundingClientRect().right > widget.right + 0.5).map((e) => e.className);
      return { past, minTitle: Math.min(...titles), filtersHeight: filters.getBoundingClientRect().height, chipRows: chipTops.size, pagerRows: pager.size, first: filters.querySelector('button')!.textContent };
    });
    expect(g.past).toEqual([]);
    expect(g.minTitle).toBeGreaterThanOrEqual(0.6);
    expect(g.filtersHeight).toBeLessThanOrEqual(100);
    expect(g.chipRows).toBe(1);
    expect(g.first).toBe('Tous');
    expect(g.pagerRows).toBe(1);
  });
});

describe('7. no topic code on a slow network', () => {
  it('the filter row shows neutral chips until the topics answer, then their names; pills both', async () => {
    const { page } = await session(DESKTOP);
    const release = await hold(page, '**/ajax/testa/motifs/subscribed**');
    await page.goto('/fr/actualites-ec');
    await page.waitForSelector('.dm-news-medialist .dm-news-item');
    const before = await page.evaluate(() => document.querySelector('.dm-news-filters')!.textContent);
    for (const code of ['ABP', 'AMAS', 'AMAG', 'EREVUEVIDEO', 'IEC']) expect(before).not.toContain(code);
    const heightBefore = await page.evaluate(() => document.querySelector('.dm-news-filters')!.getBoundingClientRect().height);
    // Every chip a pill, its four corners round, before and after (Bootstrap's .btn-group squared the inner ones).
    const corners = () =>
      page.evaluate(() => [...document.querySelectorAll('.dm-news-filters > .btn')].map((b) => {
        const s = getComputedStyle(b);
        return [s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomRightRadius, s.borderBottomLeftRadius].join(' ');
      }));
    const PILLS = ['17px 17px 17px 17px'];
    expect([...new Set(await corners())]).toEqual(PILLS);
    release();
    await page.getByRole('button', { name: 'Professions libérales' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('.dm-news-filters')!.getBoundingClientRect().height)).toBe(heightBefore);
    expect(await corners()).toHaveLength(6);
    expect([...new Set(await corners())]).toEqual(PILLS);
  });
});

describe('8. opening an office moves no other', () => {
  for (const [name, options] of Object.entries(SIZES)) {
    it(`${name}: each office keeps its column when another opens`, async () => {
      const { page } = await session(options);
      await goto(page, '/fr/');
      const lefts = () => page.$$eval('.dm-offices .dm-office', (els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      const before = await lefts();
      for (let i = 0; i < before.length; i++) {
        await page.locator('.dm-office-toggle').nth(i).click();
        expect(await lefts(), `after opening office ${i + 1}`).toEqual(before);
      }
    });
  }
});

describe('9. German pages carry German chrome', () => {
  for (const path of ['/de/', '/de/kontakt', '/de/impressum']) {
    it(`${path}: Impressum, no French page link in the chrome`, async () => {
      const { page } = await session(DESKTOP);
      await goto(page, path);
      const chrome = await page.evaluate(() => ({
        footer: document.querySelector('footer')!.textContent!,
        links: [...document.querySelectorAll('footer a, .dm-cookie-banner a')].map((a) => a.getAttribute('href')),
      }));
      expect(chrome.footer).toContain('Impressum');
      expect(chrome.footer).not.toContain('Mentions légales');
      expect(chrome.links.filter((h) => h?.includes('/fr/'))).toEqual([]);
    });
  }
});
