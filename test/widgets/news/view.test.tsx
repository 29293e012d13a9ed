import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestError } from '../../../src/http';
import { listUrl } from '../../../widgets/news/urls';
import { renderNews, listCalls } from './render';
import { mockHttp, options, pageContext } from './helpers';
import { askFirstCalls } from '../../../widgets/news/calls';
import { planOf } from '../../../widgets/news/first-calls';
import news from '../../../widgets/news/define';
import { prepare } from '../../../src/runtime';
import { readRawOptions } from '../../../src/raw-options';

const manual = (topics: string[], extra: Record<string, unknown> = {}) => ({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: topics, ...extra });
const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.dm-news-item')];

beforeEach(() => {
  history.replaceState(null, '', '/fr/actualites-ec/metiers');
});
afterEach(() => vi.restoreAllMocks());

describe('news list templates', () => {
  it('tpl_thumbnail: title h3, cards with image, h4 title, date and summary, columns of 12 / itemsByColumn', async () => {
    const { container, http } = renderNews(manual(['ABP'], { title: 'Professions libérales' }));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(container.querySelector('h3')?.textContent).toBe('Professions libérales');
    const first = cards(container)[0];
    expect(first.className).toContain('col-md-4');
    expect(first.className).toContain('col-sm-6');
    expect(first.querySelector('h4 a')?.textContent).toMatch(/\S/);
    expect(first.querySelector('.dm-news-date')?.textContent).toMatch(/^Publié le \d{1,2} [A-ZÉ][a-zéû]+ 2026$/);
    const summary = first.querySelector('.dm-news-summary')?.textContent ?? '';
    expect(summary.length).toBeLessThanOrEqual(200 + ' (...)'.length);
    expect(summary).not.toMatch(/[<>]/);
    const img = first.querySelector('img')!;
    expect(img.getAttribute('srcset')).toMatch(/_big\.jpeg 500w, .*_xbig\.jpeg 800w, .*_xxbig\.jpeg 1200w, .*_h\.jpeg 1440w$/);
    expect(img.getAttribute('src')).toMatch(/^http:\/\/news\.test\/host\/articles\/\d+\/visuel-24-11_xbig\.jpeg$/);
    const href = first.querySelector('h4 a')!.getAttribute('href')!;
    expect(new URL(href, location.href).searchParams.get('article')).toMatch(/^\["ABP"\]\|[a-z0-9-]+$/);
    expect(listCalls(http)).toEqual([[['ABP'], 3, 1, 'xbig']]);
  });

  it("mediaAlternate uses the '3-2' images; dateType mini; truncateResume", async () => {
    const { container } = renderNews(manual(['AMAS'], { mediaAlternate: 1, dateType: 'mini', truncateResume: 40 }));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/visuel-3-2_xbig\.jpeg$/);
    // The image's box is reserved at its own ratio before it loads (3:2 here, not the 24:11 of the default).
    expect([container.querySelector('img')?.getAttribute('width'), container.querySelector('img')?.getAttribute('height')]).toEqual(['800', '533']);
    expect(container.querySelector('.dm-news-date')?.textContent).toMatch(/^\d{1,2} [A-ZÉ][a-zéû]{2}$/);
    expect(container.querySelector('.dm-news-summary')?.textContent).toMatch(/^.{1,40} \(\.\.\.\)$/);
  });

  it('tpl_medialist, tpl_simple_list and tpl_iconlist in Bootstrap 3 markup', async () => {
    const media = renderNews(manual(['AMAG'], { templateChoice: 'tpl_medialist' }));
    // The real cards (the skeleton's boxes are li.media too, without .dm-news-item).
    await waitFor(() => expect(media.container.querySelectorAll('ul.media-list > li.media.dm-news-item')).toHaveLength(3));
    expect(media.container.querySelector('.media-left img.media-object')).not.toBeNull();
    expect(media.container.querySelector('.media-body h4.media-heading')).not.toBeNull();

    const simple = renderNews(manual(['AMAG'], { templateChoice: 'tpl_simple_list' }));
    await waitFor(() => expect(cards(simple.container)).toHaveLength(3));
    expect(simple.container.querySelector('img')).toBeNull();

    const icons = renderNews(manual(['AMAG'], { templateChoice: 'tpl_iconlist', itemsByColumn: 1 }));
    await waitFor(() => expect(cards(icons.container)).toHaveLength(3));
    expect(cards(icons.container)[0].className).toContain('col-md-12');
    expect(icons.container.querySelector('.glyphicon-file[aria-hidden="true"]')).not.toBeNull();
  });

  it('tpl_carousel: Bootstrap 3 carousel, the first item active, indicators', async () => {
    const { container } = renderNews(manual(['ABP', 'AMAS'], { templateChoice: 'tpl_carousel', nbArticlesTotal: 4 }));
    await waitFor(() => expect(container.querySelectorAll('.carousel-inner > .item')).toHaveLength(4));
    const items = [...container.querySelectorAll('.carousel-inner > .item')];
    expect(items.map((i) => i.classList.contains('active'))).toEqual([true, false, false, false]);
    expect(items[0].querySelector('.carousel-caption h4 a')?.textContent).toMatch(/\S/);
    expect(container.querySelectorAll('.carousel-indicators button')).toHaveLength(4);
  });

  it('tpl_carousel plays by itself, except under prefers-reduced-motion', async () => {
    const reduce = (matches: boolean) => vi.stubGlobal('matchMedia', (q: string) => ({ matches: matches && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
    try {
      reduce(false);
      const playing = renderNews(manual(['ABP', 'AMAS'], { templateChoice: 'tpl_carousel', nbArticlesTotal: 4 }));
      expect((await within(playing.container).findByRole('button', { name: 'Pause' })).hasAttribute('aria-pressed')).toBe(false);
      playing.unmount();
      reduce(true);
      const still = renderNews(manual(['ABP', 'AMAS'], { templateChoice: 'tpl_carousel', nbArticlesTotal: 4 }));
      expect((await within(still.container).findByRole('button', { name: 'Lecture' })).hasAttribute('aria-pressed')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('video articles get the play style', async () => {
    const { container } = renderNews(manual(['EREVUEVIDEO'], { templateChoice: 'tpl_iconlist' }));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(cards(container).every((c) => c.classList.contains('dm-news-video'))).toBe(true);
    expect(container.querySelector('.glyphicon-play-circle')).not.toBeNull();
  });

  it('shows the loader (status) while loading, then marks the first card', async () => {
    performance.clearMarks('dm-news-first-card');
    const mark = vi.spyOn(performance, 'mark');
    const { container } = renderNews(manual(['ABP']));
    expect(screen.getByRole('status').className).toContain('dm-news-loader');
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(container.querySelector('.dm-news-loader')).toBeNull();
    await waitFor(() => expect(mark).toHaveBeenCalledWith('dm-news-first-card'));
  });

  it('puts the lead-topics articles first (nbLeadArticles of the lead call)', async () => {
    const { container, http } = renderNews(manual(['ABP'], { hasLeadMotifs: 1, leadMotifs: ['IEC'], nbLeadArticles: 1 }));
    await waitFor(() => expect(cards(container)).toHaveLength(4));
    expect(listCalls(http)).toEqual([[['IEC'], 1, 1, 'xbig'], [['ABP'], 3, 1, 'xbig']]);
    expect(cards(container)[0].classList.contains('dm-news-video')).toBe(true);
    expect(cards(container)[1].classList.contains('dm-news-video')).toBe(false);
  });

  it('takes the answer of its first call instead of asking again', async () => {
    const url = listUrl({ topics: ['ABP'], nbperpage: 3, page: 1, size: 'xbig' });
    const answer = { data: { articles: [{ id: 1, title: 'Préchargé', slug: 'precharge', summary: '', motifs: ['ABP'], mediasPaths: '' }], arrayPagination: { countArticle: 1 } } };
    const { container, http } = renderNews(manual(['ABP']), { answers: new Map([[url, Promise.resolve(answer)]]) });
    await waitFor(() => expect(container.textContent).toContain('Préchargé'));
    expect(listCalls(http)).toEqual([]);
  });

  it('draws the cards in its first render when its first answers have come (the skeleton is not drawn again)', async () => {
    for (const lead of [false, true]) {
      const raw = manual(['ABP'], lead ? { hasLeadMotifs: 1, leadMotifs: ['IEC'], nbLeadArticles: 1 } : {});
      const http = mockHttp();
      const plan = planOf(options(raw), pageContext({ env: 'dev' }));
      if (typeof plan === 'number') throw new Error('a valid plan');
      const answers = askFirstCalls(http, plan.urls, new AbortController().signal);
      await Promise.allSettled(answers.values());
      const asked = listCalls(http);
      const { container } = renderNews(raw, { http, answers });
      // Right after the first render: the cards, no skeleton, no loader, the topics' names; and no call made again.
      expect(cards(container)).toHaveLength(lead ? 4 : 3);
      expect(container.querySelector('.dm-front-skeleton, .dm-news-loader, [aria-busy="true"]')).toBeNull();
      expect(cards(container)[lead ? 1 : 0].querySelector('.dm-news-topic')?.textContent).toBe('Professions libérales');
      await new Promise((r) => setTimeout(r, 20));
      expect(listCalls(http)).toEqual(asked);
      expect(asked).toHaveLength(lead ? 2 : 1);
    }
  });

  it('a first answer that came malformed is reported as the failure of the list call (not drawn, not asked again)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = manual(['ABP']);
    const plan = planOf(options(raw), pageContext({ env: 'dev' }));
    if (typeof plan === 'number') throw new Error('a valid plan');
    const http = mockHttp();
    http.override((url) => url.includes('/article/motifs/'), () => Promise.resolve({ data: { articles: 'not a list' } }));
    const answers = askFirstCalls(http, plan.urls, new AbortController().signal);
    await Promise.allSettled(answers.values());
    const { container } = renderNews(raw, { http, answers });
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/^Error loading articles/));
    expect(cards(container)).toHaveLength(0);
    expect(listCalls(http)).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[dm-front]', "Erreur lors de l'importation des données", expect.anything());
  });

  it('shows the failure of its first call (and offers to retry) rather than sending it again unasked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = listUrl({ topics: ['ABP'], nbperpage: 3, page: 1, size: 'xbig' });
    const failed = Promise.reject(new RequestError('http', 'HTTP 503', url, 503));
    failed.catch(() => {});
    const { container, http } = renderNews(manual(['ABP']), { answers: new Map([[url, failed]]) });
    const retry = await within(container).findByRole('button', { name: 'Réessayer' });
    expect(listCalls(http)).toEqual([]);
    await userEvent.click(retry);
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(listCalls(http)).toEqual([[['ABP'], 3, 1, 'xbig']]);
  });

  it('?debug on a dev page asks for the debug info and prints it; not in production', async () => {
    history.replaceState(null, '', '/fr/x?debug');
    const dev = renderNews(manual(['ABP']));
    await waitFor(() => expect(dev.container.querySelector('.dm-news-debug')?.textContent).toContain('"countArticle"'));
    expect(dev.http.calls.filter((c) => c.includes('/motifs/%5B'))).toEqual([expect.stringMatching(/\?withoutIdInKey=true&debug=1$/)]);
    dev.unmount();
    const prod = renderNews(manual(['ABP']), { dev: false });
    await waitFor(() => expect(cards(prod.container)).toHaveLength(3));
    expect(prod.http.calls.filter((c) => c.includes('/motifs/%5B'))).toEqual([expect.stringMatching(/\?withoutIdInKey=true$/)]);
    expect(prod.container.querySelector('.dm-news-debug')).toBeNull();
  });

  it('shows the link to all', async () => {
    const { container } = renderNews(manual(['ABP'], { linkToAll: 'Toutes les actualités en professions libérales', linkToAllUrl: '/fr/actualites-ec' }));
    const link = await screen.findByRole('link', { name: 'Toutes les actualités en professions libérales' });
    expect(link.getAttribute('href')).toBe('/fr/actualites-ec');
    expect(container.contains(link)).toBe(true);
  });
});

describe('filters', () => {
  it("'Tous' and one button per topic described from the subscribed topics; exactly one pressed", async () => {
    const { container, http } = renderNews(manual(['ABP', 'AMAS', 'AMAG'], { showFilters: 1, nbArticlesTotal: 4 }));
    const group = await screen.findByRole('group', { name: 'Filtrer par thème' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Professions libérales' })).toBeTruthy());
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tous', 'Professions libérales', 'Secteurs associatifs', 'Filières agricoles']);
    const pressed = () => within(group).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
    expect(pressed()).toEqual(['Tous']);

    await userEvent.click(within(group).getByRole('button', { name: 'Secteurs associatifs' }));
    expect(pressed()).toEqual(['Secteurs associatifs']);
    await waitFor(() => expect(listCalls(http).at(-1)).toEqual([['AMAS'], 4, 1, 'xxbig']));
    await waitFor(() => expect(cards(container)).toHaveLength(4));

    await userEvent.click(within(group).getByRole('button', { name: 'Tous' }));
    await waitFor(() => expect(listCalls(http).at(-1)).toEqual([['ABP', 'AMAS', 'AMAG'], 4, 1, 'xxbig']));
    expect(http.calls.filter((c) => c.includes('/motifs/subscribed'))).toHaveLength(1);
  });

  it('an answer to an earlier click never overwrites a later one', async () => {
    const { container, http } = renderNews(manual(['ABP', 'AMAS'], { showFilters: 1 }));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    let release!: () => void;
    const slow = { data: { articles: [{ id: 9, title: 'Réponse tardive', slug: 'tardive', motifs: ['ABP'] }] } };
    http.override((u) => u.includes(encodeURIComponent('["ABP"]')), () => new Promise((r) => (release = () => r(slow))));
    await userEvent.click(screen.getByRole('button', { name: 'Professions libérales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Secteurs associatifs' }));
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).not.toContain('Réponse tardive');
    expect(screen.getByRole('button', { name: 'Secteurs associatifs' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('pagination', () => {
  it('ceil(min(count,120)/per page) pages, « disabled on page 1, real ?page links that the widget follows', async () => {
    const { container, http } = renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 10 }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination des actualités' });
    // 53 ABP articles (54 with the multi-topic ones) in the fixtures → 6 pages of 10.
    const numbers = within(nav).getAllByRole('link').filter((a) => /^\d+$/.test(a.textContent ?? ''));
    expect(numbers.map((a) => a.textContent)).toEqual(['1', '2', '6']); // first, neighbours, last: one row
    expect(nav.textContent).toBe('«12…6»');
    expect(numbers[1].getAttribute('href')).toBe('/fr/actualites-ec/metiers?page=2');
    expect(within(nav).getByLabelText('Page précédente').getAttribute('aria-disabled')).toBe('true');
    expect(numbers[0].getAttribute('aria-current')).toBe('page');

    await userEvent.click(numbers[1]);
    await waitFor(() => expect(listCalls(http).at(-1)).toEqual([['ABP'], 10, 2, 'xbig']));
    await waitFor(() => expect(location.search).toBe('?page=2'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page'));
    expect(nav.textContent).toBe('«123…6»');
    await userEvent.click(within(nav).getByRole('link', { name: '3' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: '3' }).getAttribute('aria-current')).toBe('page'));
    expect(nav.textContent).toBe('«123456»'); // a gap of one page shows that page
    expect(cards(container)).toHaveLength(10);

    await userEvent.click(within(nav).getByRole('link', { name: '6' }));
    await waitFor(() => expect(within(nav).getByLabelText('Page suivante').getAttribute('aria-disabled')).toBe('true'));
  });

  it('a page change: the page marker and the URL move when the cards are there; a long wait says so', async () => {
    const { container, http } = renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 10 }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination des actualités' });
    await waitFor(() => expect(cards(container)).toHaveLength(10));
    const before = cards(container).map((c) => c.textContent);
    let release!: () => void;
    http.override((u) => u.includes('page/2/'), () => new Promise((_, reject) => (release = () => reject(new RequestError('network', 'Failed to fetch', 'x')))));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(within(nav).getByRole('link', { name: '2' }));
      await waitFor(() => expect(container.querySelector('.dm-news-loader')).not.toBeNull());
      expect(within(nav).getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
      expect(location.search).toBe('');
      expect(container.querySelector('.dm-news-slow')).toBeNull();
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect(container.querySelector('.dm-news-slow')?.textContent).toBe('Le chargement prend plus de temps que prévu…'));
    } finally {
      vi.useRealTimers();
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    release(); // offline: the cards shown stay, with the pagination; the page could not be loaded
    const button = await screen.findByRole('button', { name: 'Réessayer' });
    expect(button.closest('[role="alert"]')?.textContent).toContain("Cette page des actualités n'a pas pu être chargée.");
    expect(cards(container).map((c) => c.textContent)).toEqual(before);
    expect(within(screen.getByRole('navigation', { name: 'Pagination des actualités' })).getByRole('link', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(location.search).toBe('');
    http.override((u) => u.includes('page/2/'), () => Promise.reject(new Error('unused'))); // (the first override answers)
    release = () => {};
    const calls = listCalls(http).length;
    await userEvent.click(button);
    await waitFor(() => expect(listCalls(http).length).toBe(calls + 1));
  });

  it('a filter click drops ?page from the URL (a reload shows the same list)', async () => {
    history.replaceState(null, '', '/fr/x?page=2&x=1');
    const { container } = renderNews(manual(['ABP', 'AMAS'], { showFilters: 1, hasPagination: 1 }));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Professions libérales' }));
    await waitFor(() => expect(location.search).toBe('?x=1'));
  });

  it('renders at most the number of articles asked for, whatever the answer holds', async () => {
    const http = mockHttp();
    const many = { data: { count: 20000, articles: Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, title: `Article ${i}`, slug: `a-${i}`, motifs: ['ABP'] })) } };
    http.override((u) => u.includes('/motifs/%5B'), () => Promise.resolve(many));
    const { container } = renderNews(manual(['ABP'], { hasPagination: 1 }), { http });
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 50));
    expect(cards(container)).toHaveLength(3);
  });

  it('starts at ?page=N, and at 1 when ?page is not an integer', async () => {
    history.replaceState(null, '', '/fr/x?page=2');
    const two = renderNews(manual(['ABP'], { hasPagination: 1 }));
    await waitFor(() => expect(listCalls(two.http)).toEqual([[['ABP'], 3, 2, 'xbig']]));
    history.replaceState(null, '', '/fr/x?page=abc');
    const one = renderNews(manual(['ABP'], { hasPagination: 1 }));
    await waitFor(() => expect(listCalls(one.http)).toEqual([[['ABP'], 3, 1, 'xbig']]));
  });

  it('past the last page (?page=999): says there is no article, « leads to the last page, » is disabled', async () => {
    history.replaceState(null, '', '/fr/x?page=999');
    renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 10 }));
    const nav = await screen.findByRole('navigation', { name: 'Pagination des actualités' });
    expect(screen.getByText('Aucune actualité pour le moment.')).toBeTruthy();
    expect(within(nav).getByLabelText('Page précédente').getAttribute('href')).toBe('/fr/x?page=6');
    expect(within(nav).getByLabelText('Page suivante').getAttribute('aria-disabled')).toBe('true');
  });

  it('past the last page the pagination counts (the count capped at nbArticlesPagination): no article, as past the end', async () => {
    // The service still has a page 3 (100 articles): the widget counts 2 (20 at most, 10 per page).
    const http = mockHttp();
    const page = { data: { articles: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Article ${i}`, slug: `a-${i}`, motifs: ['ABP'] })), arrayPagination: { countArticle: 100 } } };
    http.override((u) => u.includes('/motifs/%5B'), () => Promise.resolve(page));
    history.replaceState(null, '', '/fr/x?page=3');
    const { container } = renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 10, nbArticlesPagination: 20 }), { http });
    const nav = await screen.findByRole('navigation', { name: 'Pagination des actualités' });
    expect(screen.getByText('Aucune actualité pour le moment.')).toBeTruthy();
    expect(cards(container)).toHaveLength(0);
    expect(within(nav).getByLabelText('Page précédente').getAttribute('href')).toBe('/fr/x?page=2');
    history.replaceState(null, '', '/fr/x?page=2');
    const last = renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 10, nbArticlesPagination: 20 }), { http });
    await waitFor(() => expect(cards(last.container)).toHaveLength(10));
  });

  it('is not shown when the count does not exceed the per-page number', async () => {
    const { container } = renderNews(manual(['ABP'], { hasPagination: 1, nbArticlesTotal: 100 }));
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(50));
    expect(container.querySelector('.pagination')).toBeNull();
  });
});

/** A news placeholder with these options, on the page. */
function placeholder(raw: Record<string, unknown>): HTMLElement {
  const el = document.createElement('div');
  el.className = 'dm_widget';
  el.dataset.widget = 'news';
  el.dataset.widgetId = '701';
  el.dataset.options = JSON.stringify(raw);
  document.body.append(el);
  return el;
}

/** The runtime prepares the placeholder with the news definition (its options validated, its first calls asked for). */
const prepareNews = (el: HTMLElement, dev: boolean) =>
  prepare(el, pageContext({ env: dev ? 'dev' : 'prod' }), new AbortController().signal, news, ['news'], { raw: readRawOptions(el) });

describe('errors', () => {
  it.each([
    [{ behaviorChoice: 'mini', sourceChoice: 'auto' }, 1, 'Topics not set in the page infos'],
    [{ behaviorChoice: 'mini', sourceChoice: 'manual' }, 2, 'No manual topic selected in widget 701'],
    [{ behaviorChoice: 'mini' }, 3, 'Topic data source (Auto/Manual) not set'],
    [{ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], hasLeadMotifs: 1 }, 4, 'Lead topics not set'],
    [{ sourceChoice: 'manual', manualMotifsList: ['ABP'] }, 6, 'Widget type (List / List+Page) not set, or stored record corrupt'],
  ])('options %j → error %i, reported by the definition before the view is asked for (shown in dev)', async (raw, code, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const load = vi.spyOn(news, 'load');
    const el = placeholder(raw);
    try {
      expect(await prepareNews(el, true)).toBeNull();
      const alert = within(el).getByRole('alert');
      expect(alert.getAttribute('data-code')).toBe(String(code));
      expect(alert.textContent).toContain(warning);
      expect(fetch).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalled();
      expect(() => renderNews(raw)).toThrow(`catalogued error ${code}`);
    } finally {
      el.remove();
      vi.unstubAllGlobals();
    }
  });

  it('error 5 when the list call fails: logged, loader stopped, only logged in production', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dev = renderNews(manual(['ERREUR500']));
    const alert = (await screen.findAllByRole('alert'))[0];
    expect(alert.getAttribute('data-code')).toBe('5');
    expect(alert.textContent).toContain('Error loading articles');
    expect(dev.container.querySelector('.dm-news-loader')).toBeNull();
    expect(error).toHaveBeenCalledWith('[dm-front]', "Erreur lors de l'importation des données", expect.anything());
    dev.unmount();

    const prod = renderNews(manual(['JSONCASSE']), { dev: false });
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(prod.container.querySelector('.dm-news-loader')).toBeNull());
    expect(prod.container.querySelector('[role="alert"]')).toBeNull();
  });

  it.each([['TYPES', 0], ['VIDE', 1]])('wrong types and empty lists (%s) do not crash; only an empty list says so', async (topic, said) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderNews(manual([topic]), { dev: false });
    await waitFor(() => expect(container.querySelector('.dm-news-loader')).toBeNull());
    expect(container.querySelector('.dm-news-list')).not.toBeNull();
    expect(cards(container)).toHaveLength(0);
    expect(screen.queryAllByText('Aucune actualité pour le moment.')).toHaveLength(said);
  });

  it('in production a catalogued error leaves only a hidden mark with its code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = placeholder({ behaviorChoice: 'mini', sourceChoice: 'manual' });
    expect(await prepareNews(container, false)).toBeNull();
    const mark = container.querySelector<HTMLElement>('.dm-front-error')!;
    expect([mark.hidden, mark.dataset.code, mark.textContent]).toEqual([true, '2', '']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    container.remove();
  });

  it('a network error is error 5 too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = mockHttp();
    http.override((u) => u.includes('/motifs/%5B'), () => Promise.reject(new RequestError('network', 'Failed to fetch', 'x')));
    renderNews(manual(['AMAS']), { http });
    expect((await screen.findAllByRole('alert'))[0].getAttribute('data-code')).toBe('5');
  });

  it("a list call that fails on the network: 'Réessayer' (production too), then the cards; the same when back online", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = mockHttp();
    let down = true;
    const calls: string[] = [];
    http.override((u) => u.includes('/motifs/%5B') && (calls.push(u), down), () => Promise.reject(new RequestError('network', 'Failed to fetch', 'x')));
    const { container } = renderNews(manual(['AMAS']), { http, dev: false });
    const button = await screen.findByRole('button', { name: 'Réessayer' });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("Les actualités n'ont pas pu être chargées.");
    down = false;
    button.click();
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('a retry asks only for the call that failed: the lead list that came is not asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = mockHttp();
    let down = true;
    http.override((u) => u.includes(encodeURIComponent('["ABP"]')) && down, () => Promise.reject(new RequestError('network', 'Failed to fetch', 'x')));
    const { container } = renderNews(manual(['ABP'], { hasLeadMotifs: 1, leadMotifs: ['IEC'], nbLeadArticles: 1 }), { http, dev: false });
    const button = await screen.findByRole('button', { name: 'Réessayer' });
    down = false;
    button.click();
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(1));
    expect(listCalls(http).map(([topics]) => topics)).toEqual([['IEC'], ['ABP'], ['ABP']]);
  });

  it('coming back online retries a list call that failed on the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = mockHttp();
    let down = true;
    http.override((u) => u.includes('/motifs/%5B') && down, () => Promise.reject(new RequestError('network', 'Failed to fetch', 'x')));
    const { container } = renderNews(manual(['AMAS']), { http, dev: false });
    await screen.findByRole('button', { name: 'Réessayer' });
    down = false;
    dispatchEvent(new Event('online'));
    await waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
  });
});

describe('hostile answers', () => {
  it('an article with an absurd timestamp is shown with a sane date (or none); the other cards stay', async () => {
    const http = mockHttp();
    const a = (id: number, ts: number) => ({ id, title: `Article ${id}`, slug: `a-${id}`, motifs: ['ABP'], dateUpdate_ts: ts, dateUpdate: '' });
    http.override((u) => u.includes('/motifs/%5B'), () => Promise.resolve({ data: { articles: [a(1, 1767225600), a(2, 9e15), a(3, 1767225600123)] } }));
    const { container } = renderNews(manual(['ABP'], { dateType: 'full' }), { http, dev: false });
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(cards(container).map((c) => c.querySelector('.dm-news-date')?.textContent ?? '')).toEqual(['Publié le 1 Janvier 2026', '', 'Publié le 1 Janvier 2026']);
  });

  it('a ?debug page with a deeply nested info: the cards are shown, the debug box says why it cannot print it', async () => {
    history.replaceState(null, '', '/fr/x?debug');
    let deep: unknown = {};
    for (let i = 0; i < 20000; i++) deep = { d: deep };
    const http = mockHttp();
    http.override((u) => u.includes('/motifs/%5B'), () => Promise.resolve({ data: { articles: [{ id: 1, title: 'A', slug: 'a', motifs: ['ABP'] }] }, info: deep }));
    const { container } = renderNews(manual(['ABP']), { http, dev: true });
    await waitFor(() => expect(cards(container)).toHaveLength(1));
    expect(container.querySelector('.dm-news-debug')?.textContent).toMatch(/^\(the debug info cannot be shown/);
  });
});

describe('full mode', () => {
  it('marks the page noindex', async () => {
    const { ctx } = renderNews({ behaviorChoice: 'full', sourceChoice: 'manual', manualMotifsList: ['ABP'] });
    await waitFor(() => expect(ctx.doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });
  it('mini mode does not', async () => {
    const { container, ctx } = renderNews(manual(['ABP']));
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(ctx.doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
