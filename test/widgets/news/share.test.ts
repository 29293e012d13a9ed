import { describe, expect, it } from 'vitest';
import { mailtoUrl, networkUrl, popupFeatures, sharedUrl, shareSettings } from '../../../widgets/news/share';
import de from '../../../src/i18n/languages/de';

describe('sharing', () => {
  it('adds bots=1 to the shared page URL and drops the fragment', () => {
    expect(sharedUrl('https://site.example/fr/actualites-ec?title=mon-article#top')).toBe('https://site.example/fr/actualites-ec?title=mon-article&bots=1');
  });
  it('carries the URL and the title to each network', () => {
    const url = 'https://site.example/a?bots=1';
    const fb = new URL(networkUrl('facebook', url, 'Été & TVA'));
    expect([fb.hostname, fb.searchParams.get('u'), fb.searchParams.get('t')]).toEqual(['www.facebook.com', url, 'Été & TVA']);
    const tw = new URL(networkUrl('twitter', url, 'Titre'));
    expect([tw.searchParams.get('url'), tw.searchParams.get('text')]).toEqual([url, 'Titre']);
    const li = new URL(networkUrl('linkedin', url, 'Titre'));
    expect([li.hostname, li.searchParams.get('url'), li.searchParams.get('title')]).toEqual(['www.linkedin.com', url, 'Titre']);
  });
  it('popups: 600x574 for the professional network, 600x600 for the others', () => {
    expect(popupFeatures('linkedin')).toMatch(/^width=600,height=574,/);
    expect(popupFeatures('facebook')).toMatch(/^width=600,height=600,/);
    expect(popupFeatures('twitter')).toMatch(/^width=600,height=600,/);
  });
  it('mailto: the title as subject and the URL as body', () => {
    expect(mailtoUrl('https://s.example/a?b=1&bots=1', 'Loi de finances : ce qui change')).toBe(
      'mailto:?subject=Loi%20de%20finances%20%3A%20ce%20qui%20change&body=https%3A%2F%2Fs.example%2Fa%3Fb%3D1%26bots%3D1',
    );
  });
  it('labels from the site share setting, else Partager, Twitter, Publier, Copier, Envoyer', () => {
    expect(shareSettings(undefined)).toEqual({
      title: 'Partager cet article',
      labels: { facebook: 'Partager', twitter: 'Twitter', linkedin: 'Publier', copy: 'Copier', email: 'Envoyer', print: 'Imprimer' },
    });
    expect(shareSettings('{"title":"Diffuser","linkedin":{"label":"LinkedIn"}}').labels.linkedin).toBe('LinkedIn');
    expect(shareSettings('{broken').title).toBe('Partager cet article');
  });
  it("on a German page: the German defaults; the setting still wins, and its block for the page's language first", () => {
    expect(shareSettings(undefined, de.news, 'de')).toEqual({
      title: 'Artikel teilen',
      labels: { facebook: 'Teilen', twitter: 'Twitter', linkedin: 'Posten', copy: 'Kopieren', email: 'Senden', print: 'Drucken' },
    });
    const setting = JSON.stringify({ title: 'Partager cet article', facebook: { label: 'Partager' }, email: { label: 'Envoyer' }, de: { title: 'Beitrag teilen', facebook: { label: 'Empfehlen' } } });
    const german = shareSettings(setting, de.news, 'de');
    expect([german.title, german.labels.facebook, german.labels.email, german.labels.copy]).toEqual(['Beitrag teilen', 'Empfehlen', 'Envoyer', 'Kopieren']);
    const french = shareSettings(setting, undefined, 'fr');
    expect([french.title, french.labels.facebook]).toEqual(['Partager cet article', 'Partager']);
    expect(shareSettings('{"de": "junk", "title": "Teilen"}', de.news, 'de').title).toBe('Teilen');
  });
});
