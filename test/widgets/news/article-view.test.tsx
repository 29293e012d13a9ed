// @vitest-environment jsdom
// The full article renders server HTML through DOMPurify, which is only safe in a real DOM: jsdom here, Chromium in e2e.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articles } from '../../../examples/fixtures/news/articles.mjs';
import { LOAD_ERROR, NOT_FOUND } from '../../../widgets/news/article-view';
import { renderNews, listCalls } from './render';
import { mockHttp } from './helpers';
import { RequestError } from '../../../src/http';

const full = { behaviorChoice: 'full', sourceChoice: 'manual', manualMotifsList: ['ABP', 'AMAS', 'AMAG', 'EREVUEVIDEO', 'IEC', 'PIEGE'] };
const SHARE = JSON.stringify({ title: 'Partager cet article', facebook: { label: 'Partager' }, twitter: { label: 'Twitter' }, linkedin: { label: 'Publier' }, copy: { label: 'Copier' }, email: { label: 'Envoyer' } });
const open = (search: string) => history.replaceState(null, '', '/fr/actualites-ec' + search);
const withPlaceholder = articles().find((a) => a.html.includes('k4_') && !a.motifs.includes('EREVUEVIDEO') && !a.motifs.includes('IEC'))!;
const video = articles().find((a) => a.motifs.includes('IEC'))!;

beforeEach(() => open(''));
afterEach(() => vi.restoreAllMocks());

describe('full article', () => {
  it('resolves the slug, then shows the main image with its copyright, the sanitized HTML with placeholders replaced, and Réf', async () => {
    open('?title=' + withPlaceholder.slug);
    const { container, http } = renderNews(full, { settings: { share: SHARE } });
    await waitFor(() => expect(container.querySelector('.dm-news-ref')).not.toBeNull());
    expect(http.calls.slice(0, 2)).toEqual([
      `POST ajax/testa/article/slug/${withPlaceholder.slug}`,
      `POST ajax/testa/article/id/${withPlaceholder.id}/xsl/Html_To_Diem_BS3/size/xbig`,
    ]);
    const main = container.querySelector('.dm-news-main-image')!;
    expect(main.querySelector('img')?.getAttribute('src')).toBe(`http://news.test/host/articles/${withPlaceholder.id}/visuel-24-11_xbig.jpeg`);
    expect(main.querySelector('figcaption')?.textContent).toMatch(/^© \S/);
    const body = container.querySelector('.dm-news-article-body')!;
    expect(body.innerHTML).not.toContain('k4_');
    expect(body.querySelector('figure img')?.getAttribute('src')).toBe(`http://news.test/host/articles/${withPlaceholder.id}/visuel-3-2_xbig.jpeg`);
    const footer = body.querySelector('footer')!;
    expect(footer.lastElementChild?.textContent).toBe(`Réf : ${withPlaceholder.id}`);
    expect(footer.textContent).toContain('Sources');
  });

  it('video articles show no main image', async () => {
    open('?title=' + video.slug);
    const { container } = renderNews(full);
    await waitFor(() => expect(container.querySelector('.dm-news-ref')).not.toBeNull());
    expect(container.querySelector('.dm-news-main-image')).toBeNull();
  });

  it('hostile article HTML: nothing executable reaches the page', async () => {
    open('?title=article-piege-1');
    const { container } = renderNews(full);
    await waitFor(() => expect(container.querySelector('.dm-news-ref')).not.toBeNull());
    const html = container.innerHTML;
    expect(html).toContain("Texte visible de l'article piégé.");
    expect(html).not.toMatch(/<script|onerror|onbegin|javascript:|srcdoc|<iframe|<form|style=/i);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('the share bar: title, labels, popup sizes, bots=1, mailto, print', async () => {
    open('?title=' + withPlaceholder.slug);
    const popup = vi.spyOn(window, 'open').mockImplementation(() => null);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = renderNews(full, { settings: { share: SHARE } });
    const bar = await waitFor(() => {
      const el = container.querySelector<HTMLElement>('.dm-news-share');
      if (!el) throw new Error('no share bar');
      return el;
    });
    expect(bar.querySelector('.dm-news-share-title')?.textContent).toBe('Partager cet article');
    const w = within(bar);
    expect(w.getAllByRole('link').concat(w.getAllByRole('button')).map((e) => e.textContent?.split(' – ')[0].trim()).sort()).toEqual(
      ['Copier', 'Envoyer', 'Imprimer', 'Partager', 'Publier', 'Twitter'],
    );
    await userEvent.click(w.getByRole('link', { name: 'Publier – LinkedIn (nouvelle fenêtre)' }));
    const [url, , features] = popup.mock.calls[0] as [string, string, string];
    const shared = new URL(url);
    expect(shared.hostname).toBe('www.linkedin.com');
    expect(new URL(shared.searchParams.get('url')!).searchParams.get('bots')).toBe('1');
    expect(shared.searchParams.get('title')).toBe(withPlaceholder.title);
    expect(features).toMatch(/^width=600,height=574,/);
    await userEvent.click(w.getByRole('link', { name: 'Partager – Facebook (nouvelle fenêtre)' }));
    expect(popup.mock.calls[1][2]).toMatch(/^width=600,height=600,/);
    const mail = w.getByRole('link', { name: 'Envoyer – par e-mail' }).getAttribute('href')!;
    expect(mail).toBe(`mailto:?subject=${encodeURIComponent(withPlaceholder.title)}&body=${encodeURIComponent(location.origin + '/fr/actualites-ec?title=' + withPlaceholder.slug + '&bots=1')}`);
    await userEvent.click(w.getByRole('button', { name: "Imprimer – impression de l'article" }));
    expect(print).toHaveBeenCalled();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(w.getByRole('button', { name: "Copier – lien de l'article" }));
    expect(writeText).toHaveBeenCalledWith(location.origin + '/fr/actualites-ec?title=' + withPlaceholder.slug + '&bots=1');
    expect(within(bar).getByRole('status').textContent).toBe('Lien copié.');
  });

  it("related articles: 'À lire également', nbArticlesRelated + 1 fetched with size h, the current one left out", async () => {
    const first = articles()[0];
    open('?title=' + first.slug);
    const { container, http } = renderNews({ ...full, nbArticlesRelated: 3 });
    const related = await waitFor(() => {
      const el = container.querySelector<HTMLElement>('.dm-news-related');
      if (!el?.querySelector('[data-article-id]')) throw new Error('no related cards');
      return el;
    });
    expect(within(related).getByRole('heading', { level: 3 }).textContent).toBe('À lire également');
    expect(listCalls(http)).toEqual([[first.motifs, 4, 1, 'h']]);
    const ids = [...related.querySelectorAll('[data-article-id]')].map((e) => e.getAttribute('data-article-id'));
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(String(first.id));
  });

  it("a slug not found → 'Article introuvable.'; a failed call → the retry message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open('?title=nexiste-pas');
    const a = renderNews(full);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);
    a.unmount();
    open('?title=article-erreur-serveur');
    renderNews(full);
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_ERROR + ' Réessayer');
  });

  it("the article call fails on the network: the message with 'Réessayer', then the article; back online retries too", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open('?title=' + withPlaceholder.slug);
    const http = mockHttp();
    let down = 2;
    http.override((u) => u.includes('/article/id/') && down-- > 0, () => Promise.reject(new RequestError('network', 'Failed to fetch', 'x')));
    const { container } = renderNews(full, { http });
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: 'Réessayer' }); // failed again
    dispatchEvent(new Event('online'));
    await waitFor(() => expect(container.querySelector('.dm-news-article-body')?.textContent).toMatch(/\S/));
    expect(http.calls.filter((c) => c.includes('/article/id/'))).toHaveLength(3);
    expect(http.calls.filter((c) => c.includes('/article/slug/'))).toHaveLength(1); // what succeeded is not asked again
  });

  it('?title=../../x and ?article=garbage are handled without a call', async () => {
    open('?title=' + encodeURIComponent('../../x'));
    const { http } = renderNews(full);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);
    expect(http.calls).toEqual([]);
  });

  it('?article={topics}|{slug} opens the article in a mini widget of those topics', async () => {
    open('?article=' + encodeURIComponent(`["ABP"]|${articles()[0].slug}`));
    const { container } = renderNews({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'] });
    await waitFor(() => expect(container.querySelector('.dm-news-ref')?.textContent).toBe(`Réf : ${articles()[0].id}`));
  });
});
