// Rules of SPEC.md that a line-by-line read found bent (issue 52), in Chromium: a video card's play style whatever
// linkOnItems says (§5), truncateResume 0 shows the summary whole (README option table), a page showing a full article
// is noindex whichever widget shows it (§4.7), action URLs built from script_name (§3.1), and ky in the runtime chunk.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articles } from '../../examples/fixtures/news/articles.mjs';
import { addWidget, baseURL, open, servePageRewritten, useBrowser } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';
import { waitForMarkers } from './markers';

const browser = useBrowser();
const METIERS = '/fr/actualites-ec/metiers';

/** Each card of a widget: whether it has the video class, and the play mark drawn on its image (::after's content). */
const cardsOf = (id: number) =>
  (async (page: import('playwright-core').Page) =>
    page.$$eval(`[data-widget-id="${id}"] .dm-news-item`, (cards) =>
      cards.map((c) => {
        const image = c.querySelector('.dm-news-image');
        return { video: c.classList.contains('dm-news-video'), mark: image ? getComputedStyle(image, '::after').content : 'no image box' };
      })));

describe("a video article's card", () => {
  for (const linkOnItems of [0, 1]) {
    for (const templateChoice of ['tpl_thumbnail', 'tpl_medialist']) {
      it(`has the play style, linkOnItems ${linkOnItems}, ${templateChoice}`, async () => {
        const s = await open(browser());
        await s.page.goto(METIERS);
        const id = 790 + linkOnItems;
        await addWidget(s.page, id, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['EREVUEVIDEO'], templateChoice, nbArticlesTotal: 3, linkOnItems });
        await s.page.waitForFunction((id) => document.querySelectorAll(`[data-widget-id="${id}"] .dm-news-item`).length === 3, id);
        expect(await cardsOf(id)(s.page)).toEqual(Array(3).fill({ video: true, mark: '""' }));
        expect(await s.page.locator(`[data-widget-id="${id}"] .dm-news-item a`).count()).toBe(linkOnItems ? 6 : 0);
        expect(s.errors).toEqual([]);
        await s.context.close();
      });
    }
  }

  it('other cards have none', async () => {
    const s = await open(browser());
    await s.page.goto(METIERS);
    await s.page.waitForFunction(() => document.querySelectorAll('[data-widget-id="702"] .dm-news-item').length === 3);
    expect(await cardsOf(702)(s.page)).toEqual(Array(3).fill({ video: false, mark: 'none' }));
    await s.context.close();
  });
});

describe('truncateResume', () => {
  it('0 shows each summary whole; 40 cuts it on a word, with (...)', async () => {
    const s = await open(browser());
    await s.page.goto(METIERS);
    await addWidget(s.page, 795, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_medialist', nbArticlesTotal: 3, truncateResume: 0 });
    await addWidget(s.page, 796, { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_medialist', nbArticlesTotal: 3, truncateResume: 40 });
    await s.page.waitForFunction(() => [795, 796].every((id) => document.querySelectorAll(`[data-widget-id="${id}"] .dm-news-item`).length === 3));
    const summaries = (id: number) => s.page.$$eval(`[data-widget-id="${id}"] .dm-news-item`, (cards) => cards.map((c) => c.querySelector('.dm-news-summary')?.textContent ?? null));
    const whole = await summaries(795);
    expect(whole.every((t) => t !== null && t.length > 200 && !t.endsWith('(...)')), JSON.stringify(whole)).toBe(true);
    const cut = await summaries(796);
    expect(cut.every((t) => t !== null && t.endsWith(' (...)') && t.length <= 40 + 6), JSON.stringify(cut)).toBe(true);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('noindex', () => {
  it('a mini widget showing the article of ?article marks the page noindex', async () => {
    const slug = articles().find((a) => a.motifs.includes('ABP'))!.slug;
    const s = await open(browser());
    await s.page.goto(`${METIERS}?article=${encodeURIComponent(`["ABP"]|${slug}`)}`);
    await s.page.locator('[data-widget-id="702"] article.dm-news-article').waitFor();
    // Set in the widget's first commit: there once the article is.
    expect(await s.page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a mini widget showing its list does not', async () => {
    const s = await open(browser());
    await s.page.goto(METIERS);
    await s.page.waitForFunction(() => document.querySelectorAll('[data-widget-id="702"] .dm-news-item').length === 3);
    expect(await s.page.locator('meta[name="robots"]').count()).toBe(0);
    await s.context.close();
  });
});

describe('an opened article is shown once (§4.7)', () => {
  const slug = () => articles().find((a) => a.motifs.includes('ABP'))!.slug;
  /** The Métiers page with its second widget (703) listing ABP too, as `behavior`, opened with ?article on ABP. */
  const openWith = async (behavior: 'mini' | 'full') => {
    const s = await open(browser());
    await servePageRewritten(s.page, `${METIERS}?*`, (html) =>
      html.replace('"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["AMAS"]', `"behaviorChoice":"${behavior}","sourceChoice":"manual","manualMotifsList":["ABP"]`));
    await s.page.goto(`${METIERS}?article=${encodeURIComponent(`["ABP"]|${slug()}`)}`);
    return s;
  };
  const shown = (s: { page: import('playwright-core').Page }) =>
    s.page.evaluate(() => [702, 703].map((id) => ({
      article: document.querySelectorAll(`[data-widget-id="${id}"] article.dm-news-article`).length,
      items: document.querySelectorAll(`[data-widget-id="${id}"] .dm-news-item`).length,
    })));
  const robots = (s: { page: import('playwright-core').Page }) =>
    s.page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'));

  it('two mini widgets listing its topic: the first shows it, the other its list', async () => {
    const s = await openWith('mini');
    await s.page.waitForFunction(() =>
      !!document.querySelector('[data-widget-id="702"] article.dm-news-article') && document.querySelectorAll('[data-widget-id="703"] .dm-news-item').length > 0);
    const [first, second] = await shown(s);
    expect(first.article).toBe(1);
    expect(second).toMatchObject({ article: 0 });
    expect(await robots(s)).toBe('noindex');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a mini widget before a full one: the full one shows it, the mini its list', async () => {
    const s = await openWith('full');
    await s.page.waitForFunction(() =>
      !!document.querySelector('[data-widget-id="703"] article.dm-news-article') && document.querySelectorAll('[data-widget-id="702"] .dm-news-item').length === 3);
    const [mini, full] = await shown(s);
    expect(mini).toEqual({ article: 0, items: 3 });
    expect(full.article).toBe(1);
    expect(await robots(s)).toBe('noindex');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('action URLs from script_name', () => {
  const paths = (s: { requests: { url(): string }[] }) =>
    s.requests.map((r) => new URL(r.url()).pathname).filter((p) => /\/ajax\//.test(p));

  it("on /dev.php/ pages the news calls go to /dev.php/ajax/…, and the example server answers them", async () => {
    const s = await open(browser());
    await s.page.goto('/dev.php' + METIERS);
    await s.page.waitForFunction(() => [702, 703, 704].every((id) => document.querySelectorAll(`[data-widget-id="${id}"] .dm-news-item`).length >= 3));
    const ajax = paths(s);
    expect(ajax.length).toBeGreaterThanOrEqual(4);
    expect(ajax.filter((p) => !p.startsWith('/dev.php/ajax/testa/'))).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('on /dev.php/ pages the map records call goes to /dev.php/ajax/diem/object', async () => {
    const s = await open(browser());
    await serveMapsDouble(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await s.page.goto('/dev.php/fr/nos-cabinets/rennes');
    await s.page.locator('.dm_widget[data-widget="map"]').first().scrollIntoViewIfNeeded();
    await waitForMarkers(s.page, 1);
    expect(paths(s).filter((p) => p.endsWith('/ajax/diem/object'))).toEqual(['/dev.php/ajax/diem/object']);
    await s.context.close();
  });

  it('on production pages they go to /ajax/…', async () => {
    const s = await open(browser());
    await s.page.goto(METIERS);
    await s.page.waitForFunction(() => document.querySelectorAll('[data-widget-id="702"] .dm-news-item').length === 3);
    expect(paths(s).filter((p) => !p.startsWith('/ajax/testa/'))).toEqual([]);
    await s.context.close();
  });
});

describe('ky', () => {
  it('is in the runtime chunk, not the entry', () => {
    const meta = JSON.parse(fs.readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const holding = Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((i) => i.includes('node_modules/ky/'))).map(([f]) => f);
    expect(holding.length).toBeGreaterThan(0);
    expect(holding).not.toContain('dist/front.js');
    const http = Object.entries(meta.outputs).find(([, o]) => 'src/http.ts' in o.inputs)![0];
    expect(holding).toContain(http);
  });
});
