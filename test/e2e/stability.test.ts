// Layout stability (README "Layout stability"): nothing below a news widget moves while it loads, for each list
// template, on a phone and a desktop, with fast answers and with 300 ms of latency; after a filter click and a page
// change; on the full article and on every example page (CLS: the layout shifts without recent input).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hold, holdAnimations, holdCore, newsSettled, useBrowser, open } from './browser';
import { stabilityPages, VIDEO_ARTICLE_PAGE } from '../bench/pages.mjs';

const browser = useBrowser();

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
const BAR = 0.02;

const base = { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP', 'AMAS', 'AMAG'], titleLevel: 2, itemTitleLevel: 3 };
export const TEMPLATE_CASES: Record<string, Record<string, unknown>> = {
  thumbnail: { templateChoice: 'tpl_thumbnail', nbArticlesTotal: 3, itemsByColumn: 3, title: 'Professions libérales', linkToAll: 'Toutes les actualités', linkToAllUrl: '/fr/actualites-ec' },
  medialist: { templateChoice: 'tpl_medialist', nbArticlesTotal: 4, showFilters: 1, hasPagination: 1, hasLeadMotifs: 1, leadMotifs: ['EREVUEVIDEO'], title: 'Toute l\u2019actualité' },
  simple: { templateChoice: 'tpl_simple_list', nbArticlesTotal: 4, dateType: 'mini', title: 'Secteurs associatifs' },
  iconlist: { templateChoice: 'tpl_iconlist', nbArticlesTotal: 3, itemsByColumn: 1, truncateResume: 120, dateType: 'mini' },
  carousel: { templateChoice: 'tpl_carousel', nbArticlesTotal: 4, dateType: 'mini', truncateResume: 160 },
};

/**
 * A page of the site's shape with one widget and a paragraph right under it, the entry in the head with
 * blocking="render" (the first frame comes after it, in Chromium); or, with `blocking` false, at the end of body
 * without the attribute, as older layouts have it (the page paints before it; the example site's head, without the
 * attribute, paints before it too).
 */
const page = (options: Record<string, unknown>, blocking = true) => {
  const entry = '<script type="module" src="/dist/front.js"' + (blocking ? ' blocking="render">' : '>') + '</script>';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stabilité</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css"><link rel="stylesheet" href="/dist/front.css">
  ${blocking ? entry : ''}</head><body>
  <script type="application/json" id="dm-page-config">{"page_id": 3, "env": "prod", "news_host": "/news-host"}</script>
  <script type="application/json" id="dm-page-data">{"settings": {}, "constantes": {}}</script>
  <div id="dm_page"><main class="container"><h1>Actualités</h1>
  <div class="row"><div class="col-xs-12">
  <div class="dm_widget" data-widget="news" data-widget-id="90" data-options='${JSON.stringify({ ...base, ...options })}'></div>
  </div></div>
  <p id="after" class="lead">Ce paragraphe suit le widget : il ne doit pas bouger pendant son chargement.</p>
  <div style="height: 1500px"></div></main></div>${blocking ? '' : entry}</body></html>`;
};

/** Records the layout shifts (without recent input) and where #after stood when the page was parsed. */
async function watchShifts(p: Page): Promise<void> {
  await p.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __afterAtDcl?: number };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__afterAtDcl = document.getElementById('after')?.getBoundingClientRect().top;
    });
  });
}

const cls = (p: Page) => p.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

/** Every news widget shows its final content (newsSettled), the images in view are loaded, and then a short quiet time. */
async function settled(p: Page): Promise<void> {
  await newsSettled(p);
  await p.waitForFunction(() => [...document.images].every((img) => img.complete || !img.getClientRects().length || img.getBoundingClientRect().top > innerHeight), null, { timeout: 30_000 });
  await p.waitForTimeout(400);
}

/** Answers of the news service delayed by `ms` (the example server's --latency, for this page only). */
const delayAjax = (p: Page, ms: number) => p.route('**/ajax/**', async (route) => {
  await new Promise((r) => setTimeout(r, ms));
  await route.continue().catch(() => {});
});

/**
 * Loads the template's page as a browser without render-blocking scripts runs it: the entry is held back until the
 * page has painted (its first contentful paint), then let through. The 2 s fallback of what follows the placeholder
 * (a CSS animation, tested on its own below) is held still meanwhile, so a busy machine's slowness cannot show it.
 */
async function paintedBeforeEntry(viewport: { width: number; height: number }, options: Record<string, unknown>) {
  const s = await open(browser(), { viewport });
  await watchShifts(s.page);
  await holdAnimations(s.page);
  const release = await hold(s.page, '**/dist/front.js');
  await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(options, false) }));
  await s.page.goto('/stability', { waitUntil: 'commit' });
  await s.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  release();
  await settled(s.page);
  const t = await s.page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    entry: performance.getEntriesByName('dm-front-start')[0]?.startTime ?? 0,
    shown: getComputedStyle(document.getElementById('after')!).visibility,
  }));
  return { s, t };
}

describe('layout stability of the news templates', () => {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const latency of [0, 300]) {
      it(`${vpName}, ${latency} ms: nothing under a widget moves while it loads, for each template`, async () => {
        for (const [name, options] of Object.entries(TEMPLATE_CASES)) {
          const s = await open(browser(), { viewport });
          await watchShifts(s.page);
          if (latency) await delayAjax(s.page, latency);
          await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(options) }));
          await s.page.goto('/stability');
          await settled(s.page);
          const { before, after } = await s.page.evaluate(() => ({
            before: (window as unknown as { __afterAtDcl: number }).__afterAtDcl,
            after: document.getElementById('after')!.getBoundingClientRect().top + scrollY,
          }));
          expect(Math.abs(after - before), `${name}: the paragraph under the widget moved from ${before} to ${after}`).toBeLessThanOrEqual(1);
          expect(await cls(s.page), `${name}: CLS`).toBeLessThanOrEqual(BAR);
          expect(s.errors, name).toEqual([]);
          await s.context.close();
        }
      });
    }

    // What a browser without render-blocking scripts gets (Firefox; Safari before 18.2), and any page whose entry is
    // not render-blocking: the page is painted before the entry ran. What follows the placeholder stays hidden until
    // the skeleton is drawn (news.css), so it never moves in view. The paragraph is after the widget's row, not its
    // sibling: the rule reaches what follows an ancestor of the placeholder too.
    it(`${vpName}: painted before the entry ran (no render-blocking), nothing under a widget moves, for each template`, async () => {
      for (const [name, options] of Object.entries(TEMPLATE_CASES)) {
        const { s, t } = await paintedBeforeEntry(viewport, options);
        expect(t.fcp, `${name}: the page was painted before the entry ran`).toBeLessThan(t.entry);
        expect(t.shown, name).toBe('visible');
        expect(await cls(s.page), `${name}: CLS`).toBeLessThanOrEqual(BAR);
        expect(s.errors, name).toEqual([]);
        await s.context.close();
      }
    });

    it(`${vpName}: a filter click and a page change keep the list's height while the answer is on its way`, async () => {
      const s = await open(browser(), { viewport });
      await watchShifts(s.page);
      await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(TEMPLATE_CASES.medialist) }));
      await s.page.goto('/stability');
      await settled(s.page);
      const afterTop = () => s.page.evaluate(() => document.getElementById('after')!.getBoundingClientRect().top + scrollY);
      // Read in the same evaluation that sees the list busy: read in a call of its own, it came once after the answer
      // on a busy CI machine (the 900 ms had passed; the filtered list is 174 px shorter).
      const afterTopWhileBusy = () => s.page
        .waitForFunction(() => !!document.querySelector('.dm-news[aria-busy="true"]') && document.getElementById('after')!.getBoundingClientRect().top + scrollY)
        .then((value) => value.jsonValue());
      let start = await afterTop();
      await delayAjax(s.page, 900); // later than the 500 ms that Chrome excuses after an input
      await s.page.getByRole('button', { name: 'Secteurs associatifs' }).click();
      expect(await afterTopWhileBusy()).toBe(start); // the cards stay while the answer is on its way
      await settled(s.page); // one topic: the lead article is no longer at the top, the list may be shorter
      start = await afterTop();
      await s.page.locator('.dm-news-pagination').getByRole('link', { name: '2', exact: true }).click();
      expect(await afterTopWhileBusy()).toBe(start);
      await settled(s.page);
      expect(await cls(s.page)).toBeLessThanOrEqual(BAR);
      await s.context.close();
    });
  }
});

describe('what follows a news placeholder before the entry ran', () => {
  it('an entry that never runs (blocked, failed): what follows is hidden, then shown after 2 s', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    // The 2 s fallback is a CSS animation (from the style's first use): held still until the test has looked, then
    // driven over its 2 s.
    const drive = await holdAnimations(s.page);
    await s.page.route('**/dist/front.js', (route) => route.abort());
    await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(TEMPLATE_CASES.thumbnail, false) }));
    await s.page.goto('/stability', { waitUntil: 'load' });
    const visibility = () => s.page.evaluate(() => getComputedStyle(document.getElementById('after')!).visibility);
    expect(await visibility()).toBe('hidden');
    await drive(1990);
    expect(await visibility(), 'before 2 s').toBe('hidden');
    await drive(2000);
    expect(await visibility(), 'at 2 s: the fallback').toBe('visible');
    expect(await s.page.locator('h1').isVisible()).toBe(true); // what comes before the placeholder is never hidden
    await s.context.close();
  });
});

/** Holds the news view's code (the list's, or in article mode the article's) back until the returned function is called. */
const holdView = (p: Page) => hold(p, /\/dist\/chunks\/(article-)?view-[^/]*\.js$/);

/** The full article's main image shown in the skeleton, with priority; marked, to find it in the article later. */
async function mainImageEarly(p: Page): Promise<void> {
  await p.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.dm-front-skeleton figure.dm-news-main-image > img');
    return !!img && img.complete && img.naturalWidth > 0 && img.fetchPriority === 'high';
  }, null, { timeout: 30_000 });
  await p.evaluate(() => document.querySelector('.dm-front-skeleton figure img')!.setAttribute('data-early', ''));
}

/** The article shown, holding the image element shown early. */
async function mainImageKept(p: Page): Promise<void> {
  expect(await p.locator('.dm-news-full article figure.dm-news-main-image img[data-early]').count(), 'the article\'s own image').toBe(1);
  expect(await p.locator('.dm-news-full article .dm-news-article-body').innerText()).not.toBe('');
}

describe('the first cards\' images before the view\'s code', () => {
  const slug = 'medecins-liberaux-ce-qui-change-pour-la-declaration-2035-en-2027'; // the example site's full article
  const cases = { thumbnail: TEMPLATE_CASES.thumbnail, medialist: { ...TEMPLATE_CASES.medialist, hasLeadMotifs: 0 }, carousel: TEMPLATE_CASES.carousel };
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    it(`${vpName}: shown in the skeleton once the list answer is there, fetched once, nothing moves`, async () => {
      for (const [name, options] of Object.entries(cases)) {
        const s = await open(browser(), { viewport });
        await watchShifts(s.page);
        const release = await holdView(s.page);
        await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(options) }));
        await s.page.goto('/stability');
        const early = await s.page.waitForFunction(() => {
          const imgs = [...document.querySelectorAll<HTMLImageElement>('.dm-front-skeleton .dm-news-items img')];
          return imgs.length && imgs.every((i) => i.complete && i.naturalWidth > 0) && imgs.map((i) => ({ src: i.currentSrc, priority: i.fetchPriority, className: i.className }));
        }, null, { timeout: 30_000 }).then((h) => h.jsonValue() as Promise<{ src: string; priority: string; className: string }[]>);
        // a grid's row is one card on a phone: the next ones are further down (images.ts, firstRow)
        const row = { thumbnail: vpName === 'phone' ? 1 : 3, medialist: 3, carousel: 1 }[name]!;
        expect(early.length, `${name}: the first row's images`).toBe(row);
        expect(early[0].priority, name).toBe('high');
        expect(await s.page.evaluate(() => !document.querySelector('.dm-news-item')), `${name}: no card before the view`).toBe(true);
        await s.page.evaluate(() => document.querySelectorAll('.dm-front-skeleton img').forEach((i) => i.setAttribute('data-early', '')));
        release();
        await settled(s.page);
        // The cards take the same elements: painted once, and the largest paint's element stays in the page.
        expect(await s.page.evaluate(() => [...document.querySelectorAll('.dm-news-item img[data-early]')].length), `${name}: the cards' own images`).toBe(row);
        const cards = await s.page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('.dm-news-item img')].map((i) => ({ src: i.currentSrc, className: i.className })));
        expect(cards.slice(0, row), `${name}: the cards show the same images`).toEqual(early.map(({ src, className }) => ({ src, className })));
        const images = s.requests.filter((r) => r.resourceType() === 'image' && r.url().includes('/news-host/')).map((r) => r.url());
        expect(images.length, `${name}: each image asked for once (${images.join(', ')})`).toBe(new Set(images).size);
        expect(await cls(s.page), `${name}: CLS`).toBeLessThanOrEqual(BAR);
        expect(s.errors, name).toEqual([]);
        await s.context.close();
      }
    });
  }

  it('a list\'s first images come with its answer, before the runtime and the definition: the entry asked for their code', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    const release = await holdCore(s.page);
    await s.page.route('**/stability', (route) => route.fulfill({ contentType: 'text/html', body: page(TEMPLATE_CASES.thumbnail) }));
    await s.page.goto('/stability');
    await s.page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('.dm-front-skeleton .dm-news-items img')];
      return imgs.length === 1 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    }, null, { timeout: 30_000 });
    await s.page.evaluate(() => document.querySelectorAll('.dm-front-skeleton img').forEach((i) => i.setAttribute('data-early', '')));
    release();
    await settled(s.page);
    expect(await s.page.evaluate(() => [...document.querySelectorAll('.dm-news-item img[data-early]')].length), 'the card\'s own image (a phone\'s first row)').toBe(1);
    const lists = s.requests.filter((r) => r.url().includes('/ajax/testa/article/motifs/')).map((r) => r.url());
    expect(lists, 'the list call, once: the http client adopted the one the entry made').toHaveLength(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('an article\'s call and main image come with the slug lookup\'s answer, before the runtime and the definition', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    const release = await holdCore(s.page);
    await s.page.goto(`/fr/actualites-ec?title=${slug}`);
    await mainImageEarly(s.page);
    release();
    await settled(s.page);
    await mainImageKept(s.page);
    const articles = s.requests.filter((r) => r.url().includes('/ajax/testa/article/id/'));
    expect(articles, 'the article call, once: the definition adopted the one the early images sent').toHaveLength(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a 3× phone gets the 800 px images a 2× one gets, not the 1200 px ones; on the example\'s Métiers page, one card\'s image at once', async () => {
    for (const deviceScaleFactor of [2, 3]) {
      const s = await open(browser(), { viewport: VIEWPORTS.phone, deviceScaleFactor, isMobile: true });
      await s.page.goto('/fr/actualites-ec/metiers');
      await settled(s.page);
      const cards = await s.page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('.dm-news-item img')].slice(0, 3).map((i) => ({ src: i.currentSrc, loading: i.loading, top: i.getBoundingClientRect().top })));
      expect(cards[0].src, `${deviceScaleFactor}×: the first card`).toMatch(/_xbig\.jpeg$/);
      expect(cards.map((c) => c.loading === 'lazy'), `${deviceScaleFactor}×: the first card's image at once, the next ones (further down) lazily`).toEqual([false, true, true]);
      expect(cards[1].top, 'the second card is below the first').toBeGreaterThan(cards[0].top + 100);
      await s.page.goto(`/fr/actualites-ec?title=${slug}`);
      await settled(s.page);
      expect(await s.page.evaluate(() => document.querySelector<HTMLImageElement>('.dm-news-full figure.dm-news-main-image img')?.currentSrc), `${deviceScaleFactor}×: the article's main image`).toMatch(/_xbig\.jpeg$/);
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
  });

  it('an article in a thumbnail widget: its main image, never the slug lookup\'s answer taken for the article', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    const release = await holdView(s.page);
    // The definition comes after the slug lookup's answer (the entry must not show the lookup's answer as the article).
    await s.page.route('**/dist/chunks/define-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue().catch(() => {});
    });
    await s.page.route('**/stability?*', (route) => route.fulfill({ contentType: 'text/html', body: page({ ...TEMPLATE_CASES.thumbnail, behaviorChoice: 'full' }) }));
    await s.page.goto(`/stability?title=${slug}`);
    await s.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.dm-front-skeleton figure.dm-news-main-image > img');
      return !!img && img.complete && img.naturalWidth > 0;
    }, null, { timeout: 30_000 });
    release();
    await settled(s.page);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the full article\'s main image: in the skeleton once the article answers (asked at the slug lookup\'s answer), taken over by the article', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    await watchShifts(s.page);
    const release = await holdView(s.page);
    await s.page.goto(`/fr/actualites-ec?title=${slug}`);
    await mainImageEarly(s.page);
    release();
    await settled(s.page);
    await mainImageKept(s.page);
    const asked = (part: string) => s.requests.filter((r) => r.url().includes(part)).map((r) => r.url());
    expect(asked('/ajax/testa/article/id/'), 'the article call, once').toHaveLength(1);
    const images = asked('/news-host/');
    expect(images.length, `each image asked for once (${images.join(', ')})`).toBe(new Set(images).size);
    expect(await cls(s.page)).toBeLessThanOrEqual(BAR);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('the video article\'s heading before the view\'s code', () => {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    it(`${vpName}: in the skeleton once the article answers, in the place of the heading that replaces it, nothing moves`, async () => {
      const s = await open(browser(), { viewport });
      await watchShifts(s.page);
      const release = await holdView(s.page);
      await s.page.goto(VIDEO_ARTICLE_PAGE);
      const heading = s.page.locator('.dm-front-skeleton .dm-news-article-body > header > h2');
      await heading.waitFor({ timeout: 30_000 });
      const early = { text: await heading.innerText(), box: await heading.boundingBox() };
      expect(await s.page.locator('.dm-front-skeleton .dm-news-main-image').count(), 'no image box left').toBe(0);
      // On a phone, the page's largest paint (larger than the page's lead paragraph), before the view's code.
      const lcp = () => s.page.evaluate(() => new Promise<string>((resolve) => new PerformanceObserver((list) => {
        resolve((list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element?.tagName ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true })));
      if (vpName === 'phone') await expect.poll(lcp, { timeout: 30_000 }).toBe('H2');
      release();
      await settled(s.page);
      const final = s.page.locator('.dm-news-video article .dm-news-article-body > header > h2');
      expect(await final.innerText()).toBe(early.text);
      expect(await final.boundingBox(), 'the view\'s heading stands where the early one stood').toEqual(early.box);
      expect(await cls(s.page)).toBeLessThanOrEqual(BAR);
      expect(s.errors).toEqual([]);
      await s.context.close();
    });
  }
});

describe('the icon list\'s icons', () => {
  it('phone: their font is fetched with the cards, not with the page, and their text does not move when it comes', async () => {
    const s = await open(browser(), { viewport: VIEWPORTS.phone });
    const fonts = () => s.requests.filter((r) => /glyphicons-halflings/.test(r.url()));
    const releaseList = await hold(s.page, /AMAG/); // Métiers' icon list (Filières agricoles)
    const releaseFont = await hold(s.page, /glyphicons-halflings/);
    await s.page.goto('/fr/actualites-ec/metiers', { waitUntil: 'domcontentloaded' }); // a font held holds the load event
    await s.page.waitForSelector('.dm-front-skeleton .dm-news-iconlist .dm-news-icon');
    await s.page.waitForTimeout(500);
    // A browser without content-visibility fetches the font with the page for the hidden quick-access box (finish.test.ts).
    const skipsHidden = await s.page.evaluate(() => CSS.supports('content-visibility', 'hidden'));
    expect(fonts()).toHaveLength(skipsHidden ? 0 : 1);
    const place = () =>
      s.page.$eval('.dm-news-iconlist > li', (li) => {
        const [icon, body] = [li.querySelector('.dm-news-icon')!, li.querySelector('.dm-news-icon-body')!].map((e) => e.getBoundingClientRect());
        return { iconWidth: icon.width, bodyLeft: body.left, bodyTop: body.top };
      });
    // Once in a clean-clone run on a busy machine the skeleton's icon read 0 px wide here (not seen again in six runs
    // under load): its box is read once it is laid out.
    await s.page.waitForFunction(() => (document.querySelector('.dm-news-iconlist > li .dm-news-icon')?.getBoundingClientRect().width ?? 0) > 0);
    const skeleton = await place();
    releaseList();
    await s.page.waitForSelector('.dm-news-iconlist .dm-news-item .glyphicon-file');
    await expect.poll(() => fonts().length).toBeGreaterThan(0);
    expect(await s.page.evaluate(() => document.fonts.check('24px "Glyphicons Halflings"'))).toBe(false);
    const withoutFont = await place();
    releaseFont();
    await s.page.waitForFunction(() => document.fonts.check('24px "Glyphicons Halflings"'));
    await s.page.evaluate(() => new Promise(requestAnimationFrame));
    const withFont = await place();
    await s.context.close();
    expect(skeleton.iconWidth).toBe(24);
    expect(withoutFont).toEqual(skeleton);
    expect(withFont).toEqual(skeleton);
  });
});

describe('layout stability of the example site', () => {
  // Its heading's top margin once moved the whole widget down 10 px, and its share buttons widened with their icon
  // font (CLS 0.008 and 0.005, under the bar): a video article does not move at all. At most 0.0001: a 1 px move of a
  // full-width box a third of the screen high counts 0.0003 or more; Chromium once reported a shift of 0.0000025 with
  // no source, on a machine loaded by other browsers.
  it('a video article (its heading first, no main image): nothing moves, on a phone and a desktop', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const s = await open(browser(), { viewport });
      await watchShifts(s.page);
      await s.page.goto(VIDEO_ARTICLE_PAGE);
      await s.page.locator('.dm-news-video .dm-news-article-body').waitFor();
      await settled(s.page);
      const value = await cls(s.page);
      await s.context.close();
      expect(value, `${viewport.width} px: ${value}`).toBeLessThanOrEqual(0.0001);
    }
  });

  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of stabilityPages()) {
      it(`${vpName}: CLS ≤ ${BAR} on ${path}`, async () => {
        const s = await open(browser(), { viewport });
        await watchShifts(s.page);
        await s.page.goto(path);
        await settled(s.page);
        const value = await cls(s.page);
        await s.context.close();
        expect(value, `${path}: ${value.toFixed(3)}`).toBeLessThanOrEqual(BAR);
      });
    }
  }
});
