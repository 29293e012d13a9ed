// The news widget in the page language: the German catalogue on a German page, the French one elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { articles } from '../../../examples/fixtures/news/articles.mjs';
import { renderNews, type Rendered } from './render';
import { mockHttp } from './helpers';
import { render } from '@testing-library/react';
import { Spinner } from '../../../widgets/news/status';
import { TextContext } from '../../../widgets/news/text';
import de from '../../../src/i18n/languages/de';

const manual = (topics: string[], extra: Record<string, unknown> = {}) => ({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: topics, ...extra });
/** Renders in an awaited act(): the widget suspends while the page language's texts load. */
async function show(...args: Parameters<typeof renderNews>): Promise<Rendered> {
  let rendered: Rendered | undefined;
  await act(async () => {
    rendered = renderNews(...args);
  });
  return rendered!;
}

const FRENCH = /Publié|Tous|Filtrer|Page (précédente|suivante)|Aucune actualité|Chargement|Précédent|Suivant|Lecture|Article introuvable|Partager|sur \d/;

beforeEach(() => history.replaceState(null, '', '/de/aktuelles'));
afterEach(() => vi.restoreAllMocks());

describe('news widget on a German page', () => {
  it('German dates, filters, pagination and loader; nothing French', async () => {
    const { container } = await show(manual(['ABP', 'AMAS'], { showFilters: 1, hasPagination: 1, nbArticlesTotal: 2, dateType: 'full' }), { lang: 'de' });
    const group = await screen.findByRole('group', { name: 'Nach Thema filtern' });
    await waitFor(() => expect(container.querySelectorAll('.dm-news-item')).toHaveLength(2));
    expect(within(group).getAllByRole('button')[0].textContent).toBe('Alle');
    expect(container.querySelector('.dm-news-date')!.textContent).toMatch(/^Veröffentlicht am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) 20\d\d$/);
    const nav = await screen.findByRole('navigation', { name: 'Seiten der Nachrichtenliste' });
    expect(within(nav).getByLabelText('Vorherige Seite')).toBeTruthy();
    expect(within(nav).getByLabelText('Nächste Seite')).toBeTruthy();
    // Article titles and summaries are the news service's: the widget's own texts are checked.
    container.querySelectorAll('.dm-news-item h4, .dm-news-summary, .dm-news-topic').forEach((e) => e.remove());
    group.querySelectorAll('button:not(:first-child)').forEach((e) => e.remove());
    expect(container.textContent).not.toMatch(FRENCH);
  });

  it('the loader speaks German', () => {
    render(<TextContext.Provider value={de.news}><Spinner type={1} /></TextContext.Provider>);
    expect(screen.getByRole('status').textContent).toBe('Nachrichten werden geladen …');
  });

  it("mini dates: '5. Feb.'", async () => {
    const { container } = await show(manual(['AMAS'], { dateType: 'mini' }), { lang: 'de' });
    // The cards' dates (the skeleton's boxes carry .dm-news-date too, empty).
    await waitFor(() => expect(container.querySelectorAll('.dm-news-item .dm-news-date')).toHaveLength(3));
    for (const d of container.querySelectorAll('.dm-news-item .dm-news-date')) expect(d.textContent).toMatch(/^\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.)$/);
  });

  it('the empty list, the full article, its share bar and related articles in German', async () => {
    const { container } = await show(manual(['VIDE']), { lang: 'de' });
    expect(await within(container).findByText('Zurzeit liegen keine Nachrichten vor.')).toBeTruthy();

    const article = articles().find((a) => a.motifs.includes('ABP') && !a.motifs.includes('EREVUEVIDEO'))!;
    history.replaceState(null, '', `/de/aktuelles?title=${article.slug}`);
    const full = await show({ behaviorChoice: 'full', sourceChoice: 'manual', manualMotifsList: ['ABP'], hasSocialSharing: 1, addRelatedArticles: 1 }, { lang: 'de' });
    const bar = await waitFor(() => full.container.querySelector<HTMLElement>('.dm-news-share') ?? Promise.reject(new Error('no share bar')));
    expect(bar.querySelector('.dm-news-share-title')!.textContent).toBe('Artikel teilen');
    expect(within(bar).getByRole('link', { name: 'Teilen – Facebook (neues Fenster)' })).toBeTruthy();
    expect(full.container.querySelector('.dm-news-ref')!.textContent).toBe(`Ref.: ${article.id}`);
    expect(await within(full.container).findByRole('heading', { name: 'Lesen Sie auch' })).toBeTruthy();

    history.replaceState(null, '', '/de/aktuelles?title=gibt-es-nicht');
    const missing = await show({ behaviorChoice: 'full', sourceChoice: 'manual', manualMotifsList: ['ABP'] }, { lang: 'de', http: mockHttp() });
    expect((await within(missing.container).findByRole('alert')).textContent).toBe('Artikel nicht gefunden.');
  });

  it('a page in a language without catalogue gets the French texts', async () => {
    const { container } = await show(manual(['ABP'], { dateType: 'full' }), { lang: 'en' });
    await waitFor(() => expect(container.querySelector('.dm-news-date')?.textContent).toMatch(/^Publié le /));
  });
});
