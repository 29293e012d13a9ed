// The news section /fr/actualites-ec in Chromium: the full-mode widget's filters and pagination, and the full article
// through ?title= (its strings, the share popup's URL and size, the related articles, noindex).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { articles } from '../../examples/fixtures/news/articles.mjs';
import { ajaxCalls, hold, connectBrowser, open } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ALL = ['ABP', 'AMAS', 'AMAG', 'EREVUEVIDEO', 'IEC'];
const list = (topics: string[], n: number, page: number, size: string) =>
  `POST /ajax/testa/article/motifs/${encodeURIComponent(JSON.stringify(topics))}/nbperpage/${n}/idpage/${page}/size/${size}?withoutIdInKey=true&dm_cpi=2&dm_xhr=1`;
const items = '.dm_widget[data-widget-id="701"] .dm-news-item';

describe('news list on /fr/actualites-ec', () => {
  it('lead topic first, then the page; filters reload page 1 of one topic (xxbig), Tous reloads them all', async () => {
    const s = await open(browser);
    // Full mode: the page is marked noindex by the time its first cards are in the document (a crawler that renders the
    // page sees both together), not a task later.
    await s.page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.dm-news-item')) return;
        observer.disconnect();
        (window as unknown as { __robots: string | null }).__robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
      }).observe(document, { childList: true, subtree: true });
    });
    await s.page.goto('/fr/actualites-ec');
    await s.page.waitForFunction((sel) => document.querySelectorAll(sel).length === 7, items);
    expect(ajaxCalls(s).filter((c) => c.includes('/motifs/%5B'))).toEqual([list(['EREVUEVIDEO'], 1, 1, 'xbig'), list(ALL, 6, 1, 'xbig')]);
    expect(await s.page.evaluate(() => (window as unknown as { __robots: string | null }).__robots), 'with the first cards').toBe('noindex');

    const filters = s.page.getByRole('group', { name: 'Filtrer par thème' });
    await filters.getByRole('button', { name: 'Filières agricoles' }).click();
    await s.page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every((el) => el.querySelector('.dm-news-topic')?.textContent === 'Filières agricoles') && document.querySelectorAll(sel).length === 6, items);
    expect(ajaxCalls(s).at(-1)).toBe(list(['AMAG'], 6, 1, 'xxbig'));
    expect(await filters.getByRole('button', { pressed: true }).allTextContents()).toEqual(['Filières agricoles']);

    await filters.getByRole('button', { name: 'Tous' }).click();
    await s.page.waitForFunction((sel) => document.querySelectorAll(sel).length === 7, items);
    expect(ajaxCalls(s).at(-1)).toBe(list(ALL, 6, 1, 'xxbig'));
    expect(await filters.getByRole('button', { pressed: true }).allTextContents()).toEqual(['Tous']);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('pagination: 20 pages in one row (first, neighbours, last), ?page links followed in place, the list scrolled into view, ?page=abc is page 1', async () => {
    const s = await open(browser);
    await s.page.goto('/fr/actualites-ec?page=abc');
    const nav = s.page.getByRole('navigation', { name: 'Pagination des actualités' });
    await nav.waitFor();
    expect(await nav.innerText()).toMatch(/^«\s*1\s*2\s*…\s*20\s*»$/);
    expect(await nav.getByRole('link', { name: '1', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-label="Page précédente"]').getAttribute('aria-disabled')).toBe('true');
    expect(await nav.getByRole('link', { name: '2', exact: true }).getAttribute('href')).toBe('/fr/actualites-ec?page=2');
    await nav.getByRole('link', { name: '2', exact: true }).click();
    await s.page.waitForFunction(() => document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent === '2');
    expect(await nav.innerText()).toMatch(/^«\s*1\s*2\s*3\s*…\s*20\s*»$/);

    const first = await s.page.textContent(`${items} h3`);
    const loads = ajaxCalls(s).length;
    await nav.getByRole('link', { name: '3', exact: true }).click();
    await s.page.waitForFunction(() => location.search === '?page=3');
    await s.page.waitForFunction(() => document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent === '3');
    // The page-1 cards stay (aria-busy) until page 3's answer arrives: wait for the answer, not for the link.
    await s.page.waitForFunction(() => document.querySelector('[data-widget-id="701"] .dm-news-list')?.getAttribute('aria-busy') === 'false');
    expect(ajaxCalls(s).slice(loads)).toEqual([list(['EREVUEVIDEO'], 1, 3, 'xbig'), list(ALL, 6, 3, 'xbig')]);
    expect(await s.page.textContent(`${items} h3`)).not.toBe(first);
    // Scrolled (smoothly) to the top of the list, and focus moved there for keyboard users.
    await s.page.waitForFunction(() => Math.abs(document.querySelector('.dm-news-items')!.getBoundingClientRect().top) < 120, null, { timeout: 30_000 });
    expect(await s.page.evaluate(() => document.activeElement?.className)).toBe('dm-news-items');
    expect(s.page.url()).toMatch(/\/fr\/actualites-ec\?page=3$/);

    await nav.getByRole('link', { name: '20', exact: true }).click();
    await s.page.waitForFunction(() => document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent === '20');
    expect(await nav.locator('[aria-label="Page suivante"]').getAttribute('aria-disabled')).toBe('true');
    await s.context.close();
  });
});

describe('a part whose code comes after the cards', () => {
  it('is asked for with the view, and shown as soon as its code and the cards are there: the pagination, its code after the cards', async () => {
    const s = await open(browser);
    const release = await hold(s.page, /\/dist\/chunks\/pagination-[^/]*\.js$/);
    const card = '.dm_widget[data-widget-id="701"] [data-article-id]'; // the view's cards (the skeleton's have no id)
    // When the first card was put in the page and when the parts' code was asked for, by the page's own clock (an
    // observer: the page's resource timing buffer may be full by then).
    await s.page.addInitScript((selector) => {
      const w = window as unknown as { asked: Record<string, number> };
      w.asked = {};
      new MutationObserver((_, o) => {
        if (!document.querySelector(selector)) return;
        w.asked.card = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const r of list.getEntries()) {
          const part = /\/(filters|pagination)-[^/]*\.js$/.exec(r.name)?.[1];
          if (part) w.asked[part] = r.startTime;
        }
      }).observe({ type: 'resource' });
    }, card);
    await s.page.clock.install(); // time flows until the test holds it
    await s.page.goto('/fr/actualites-ec');
    await s.page.locator(card).first().waitFor();
    // React.lazy under Suspense showed it at least 300 ms after the fallback it replaced, committed with the cards
    // (React's FALLBACK_THROTTLE_MS, a timer), however soon its code came. With the page's timers held still, it must
    // be shown once its code has come and run.
    await s.page.clock.pauseAt(await s.page.evaluate(() => Date.now() + 1000));
    release();
    await s.page.locator('nav.dm-news-pagination').waitFor({ timeout: 30_000 });
    await s.page.clock.resume();
    // The definition starts the parts' code with the view's (parts.ts), not the list once it has come and rendered:
    // both were asked for before the first card was in the page.
    const asked = await s.page.evaluate(() => (window as unknown as { asked: Record<string, number> }).asked);
    expect(asked.filters, JSON.stringify(asked)).toBeLessThan(asked.card);
    expect(asked.pagination, JSON.stringify(asked)).toBeLessThan(asked.card);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('the pager and the page\'s link highlighting', () => {
  it("the pager drawn before the navigation behaviour ran: only the current page is marked current, not every link to this path", async () => {
    const s = await open(browser);
    const release = await hold(s.page, /\/dist\/chunks\/navigation-[^/]*\.js$/);
    await s.page.goto('/fr/actualites-ec');
    const pager = s.page.locator('nav.dm-news-pagination:not(.dm-news-pager-pending)');
    await pager.locator('a', { hasText: /^2$/ }).waitFor({ timeout: 30_000 });
    release();
    await s.page.waitForFunction(() => performance.getEntriesByName('dm-behaviour:navigation').length > 0);
    expect(await pager.locator('[aria-current], .active').allTextContents()).toEqual(['1', '1']); // the li and its link
    expect(await s.page.locator('.navbar a[aria-current="page"]').count()).toBeGreaterThan(0); // the menu's link is lit
    await s.context.close();
  });
});

describe('the cards\' titles with the keyboard', () => {
  // The titles are clamped to a number of lines; the clip once cut their link's focus ring into pieces (and Bootstrap's
  // .media, .media-body cut its sides in the media list).
  it('a focused title link shows its whole focus ring: nothing around it clips it (media list at 390 px, thumbnails at 1280 px)', async () => {
    for (const [path, width] of [['/fr/actualites-ec', 390], ['/fr/actualites-ec/metiers', 1280]] as const) {
      const s = await open(browser, { viewport: { width, height: 844 } });
      await s.page.goto(path);
      const title = s.page.locator('.dm-news-item-title a').nth(1);
      await title.waitFor();
      await s.page.locator('.dm-news-item-title a').nth(0).focus();
      await s.page.keyboard.press('Tab'); // the image link of the next card, or its title
      while (!(await title.evaluate((a) => a === document.activeElement))) await s.page.keyboard.press('Tab');
      const clipped = await title.evaluate((a) => {
        const cs = getComputedStyle(a);
        const out = parseFloat(cs.outlineOffset) + parseFloat(cs.outlineWidth);
        const r = a.getBoundingClientRect();
        const ring = { left: r.left - out, top: r.top - out, right: r.right + out, bottom: r.bottom + out };
        const cut: string[] = [];
        for (let e = a.parentElement; e && e !== document.body; e = e.parentElement) {
          if (getComputedStyle(e).overflow === 'visible') continue;
          const b = e.getBoundingClientRect();
          if (b.left > ring.left || b.top > ring.top || b.right < ring.right || b.bottom < ring.bottom) cut.push(`${e.tagName}.${e.className}`);
        }
        return { visible: a.matches(':focus-visible') && cs.outlineStyle !== 'none', cut };
      });
      await s.context.close();
      expect(clipped, `${path} at ${width} px`).toEqual({ visible: true, cut: [] });
    }
  });
});

describe('full article on /fr/actualites-ec?title=', () => {
  const a = articles().find((x) => x.html.includes('k4_') && x.motifs.length === 1 && x.motifs[0] === 'ABP')!;

  it('shows the article, Réf, the share bar and the related articles', async () => {
    const s = await open(browser);
    await s.page.goto(`/fr/actualites-ec?title=${a.slug}`);
    await s.page.locator('.dm-news-ref').waitFor();
    expect(ajaxCalls(s).slice(0, 2)).toEqual([
      `POST /ajax/testa/article/slug/${a.slug}?dm_cpi=2&dm_xhr=1`,
      `POST /ajax/testa/article/id/${a.id}/xsl/Html_To_Diem_BS3/size/xbig?dm_cpi=2&dm_xhr=1`,
    ]);
    expect(await s.page.textContent('.dm-news-article-body h2')).toBe(a.title);
    expect(await s.page.textContent('.dm-news-article-body footer .dm-news-ref')).toBe(`Réf : ${a.id}`);
    expect(await s.page.textContent('.dm-news-copyright')).toMatch(/^© /);
    expect(await s.page.getAttribute('.dm-news-article-body figure img', 'src')).toMatch(new RegExp(`/news-host/articles/${a.id}/visuel-3-2_xbig\\.jpeg$`));
    // The image arrives after the article it sits in (its own request): wait for it to be decoded.
    await expect.poll(() => s.page.evaluate(() => (document.querySelector('.dm-news-article-body figure img') as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await s.page.textContent('.dm-news-share-title')).toBe('Partager cet article');
    // Each button: its visible label, then (for screen readers) where it sends the article.
    const visible = await s.page.locator('.dm-news-share li').evaluateAll((els) =>
      els.map((el) => [...el.querySelectorAll('a, button')].map((b) => [...b.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('sr-only'))).map((n) => n.textContent).join('').trim()).join('')));
    expect(visible).toEqual(['Partager', 'Twitter', 'Publier', 'Imprimer', 'Envoyer', 'Copier']);
    expect((await s.page.locator('.dm-news-share li .sr-only').allTextContents())).toEqual([
      '– Facebook (nouvelle fenêtre)', '– X (nouvelle fenêtre)', '– LinkedIn (nouvelle fenêtre)', "– impression de l'article", '– par e-mail', "– lien de l'article",
    ]);
    await s.page.locator('.dm-news-related').waitFor();
    expect(await s.page.textContent('.dm-news-related h2')).toBe('À lire également');
    // The section shows at once, with skeleton cards until its own list call answers.
    const relatedIds = () => s.page.$$eval('.dm-news-related [data-article-id]', (els) => els.map((e) => e.getAttribute('data-article-id')));
    await expect.poll(relatedIds, { timeout: 30_000 }).toHaveLength(3);
    const related = await relatedIds();
    expect(related).toHaveLength(3);
    expect(ajaxCalls(s)).toContain(list(['ABP'], 4, 1, 'h'));
    expect(related).not.toContain(String(a.id));
    // Each card names its topic, from the subscribed topics (asked for beside the related list).
    const topics = () => s.page.locator('.dm-news-related .dm-news-topic').allTextContents();
    await expect.poll(async () => (await topics()).filter((t) => t.trim()).length, { timeout: 30_000 }).toBe(3);
    expect(await s.page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('opens the LinkedIn popup at 600x574 and the others at 600x600, with the page URL plus bots=1 and the title', async () => {
    const s = await open(browser);
    await s.context.route(/^https:\/\/(www\.linkedin\.com|www\.facebook\.com|twitter\.com)\//, (r) => r.fulfill({ contentType: 'text/html', body: '<title>share</title>' }));
    await s.page.goto(`/fr/actualites-ec?title=${a.slug}`);
    await s.page.locator('.dm-news-share').waitFor();
    const sizes: Record<string, unknown> = {};
    const hosts = [['Publier', 'www.linkedin.com', 'LinkedIn'], ['Partager', 'www.facebook.com', 'Facebook'], ['Twitter', 'twitter.com', 'X']] as const;
    for (const [name, host, network] of hosts) {
      const link = s.page.getByRole('link', { name: `${name} – ${network} (nouvelle fenêtre)`, exact: true });
      const [popup] = await Promise.all([s.context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.hostname).toBe(host);
      const shared = new URL(url.searchParams.get('url') ?? url.searchParams.get('u')!);
      expect(shared.pathname + shared.search).toBe(`/fr/actualites-ec?title=${a.slug}&bots=1`);
      expect(url.searchParams.get('title') ?? url.searchParams.get('text') ?? url.searchParams.get('t')).toBe(a.title);
      sizes[name] = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
      await popup.close();
    }
    expect(sizes).toEqual({ Publier: [600, 574], Partager: [600, 600], Twitter: [600, 600] });
    const mail = new URL((await s.page.getByRole('link', { name: 'Envoyer – par e-mail', exact: true }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.search)).toBe(`?subject=${a.title}&body=${new URL(s.page.url()).origin}/fr/actualites-ec?title=${a.slug}&bots=1`);
    await s.context.close();
  });

  it("an unknown slug shows 'Article introuvable.'; a failing article call the retry message", async () => {
    const s = await open(browser);
    await s.page.goto('/fr/actualites-ec?title=article-qui-nexiste-pas');
    expect(await s.page.getByRole('alert').textContent()).toBe('Article introuvable.');
    await s.page.goto('/fr/actualites-ec?title=article-erreur-serveur');
    // A server error may pass: the full-article error of README › News widget, "Errors", with 'Réessayer' (README "When
    // code or data fails to load").
    expect(await s.page.getByRole('alert').textContent()).toBe("Erreur lors de la récupération de l'article. Merci de réessayer dans quelques instants. Réessayer");
    await s.context.close();
  });
});
