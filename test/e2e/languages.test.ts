// The widgets and the date picker in the page's language, in Chromium (README "Languages"): the same widgets on the
// French pages and on their German counterparts (/de/aktuelles ↔ /fr/actualites-ec, /de/unsere-bueros ↔ /fr/,
// /de/kontakt ↔ /fr/ for the date picker). A German page shows no French text of the catalogues, a French page the
// seed's French and downloads no German text. And the dev diagnostic of a DISPLAY_FOR rule the site does not meet.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import fr from '../../src/i18n/fr';
import de from '../../src/i18n/languages/de';
import { baseURL, open, servePageRewritten, useBrowser, type Session } from './browser';
import { entryOf } from '../chunks';
import { failMapsHost, serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

const MARK = '\u0000';
/**
 * The fixed words of a catalogue: every text, and the parts of every sentence-building function around its
 * arguments (called with a marker for each), four characters or longer.
 */
function fragments(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return String((value as (...a: string[]) => unknown)(MARK, MARK, MARK, MARK)).split(MARK);
  if (Array.isArray(value)) return value.flatMap(fragments);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => (k === 'lang' ? [] : fragments(v)));
  return [];
}
const words = (c: object) => new Set(fragments(c).map((t) => t.trim()).filter((t) => t.length >= 4));
const GERMAN = words(de);
/** The French catalogue's texts that are not German too ('Twitter' is both). */
const FRENCH = [...words(fr)].filter((t) => !GERMAN.has(t) && ![...GERMAN].some((g) => g.includes(t)));

/** t as a whole word (or words) of text. */
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (text: string, t: string) => new RegExp(`(?<!\\p{L})${escape(t)}(?!\\p{L})`, 'u').test(text);

/** What a visitor can read or hear on the page: its text (hidden-for-screen-readers included) and its labels. */
const readable = (page: Page) =>
  page.evaluate(() => {
    const attrs = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt'];
    const labels = [...document.querySelectorAll('body *')].flatMap((el) => attrs.map((a) => el.getAttribute(a) ?? '').filter(Boolean));
    return [document.body.innerText, document.title, ...labels].join('\n');
  });

async function expectNoFrench(page: Page, where: string) {
  const text = await readable(page);
  expect(FRENCH.filter((t) => has(text, t)), where).toEqual([]);
  // Nothing in a widget is marked as French (what a language without catalogue gets).
  expect(await page.locator('.dm_widget [lang="fr"], .dm-datepicker [lang="fr"]').count(), where).toBe(0);
}

const germanRequests = (s: Session) => s.requests.filter((r) => new URL(r.url()).pathname === '/dist/' + entryOf('src/i18n/languages/de.ts')).length;

/** A visitor in the firm's country (dates in its time zone), the maps service doubled, maybe consent given. */
async function visit(path: string, { consent = false, viewport = { width: 1280, height: 900 } } = {}): Promise<Session> {
  const s = await open(browser(), { viewport, timezoneId: 'Europe/Paris' });
  await serveMapsDouble(s.context);
  if (consent) await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
  await s.page.goto(path);
  return s;
}

const items = (id: string) => `.dm_widget[data-widget-id="${id}"] .dm-news-item`;
const loaded = (s: Session, id: string, n: number) => s.page.waitForFunction(([sel, count]) => document.querySelectorAll(sel).length === count, [items(id), n] as const);

describe('the news widget per language', () => {
  it('German page: German dates, filters, pagination, loader and titles; no French text; the German texts load once', async () => {
    const s = await visit('/de/aktuelles');
    await loaded(s, '721', 6);
    const widget = s.page.locator('.dm_widget[data-widget-id="721"]');
    expect(await widget.locator('.dm-news-date').first().textContent()).toBe('Veröffentlicht am 20. November 2026');
    const filters = s.page.getByRole('group', { name: 'Nach Thema filtern' });
    // The topics' names come with the subscribed topics' answer.
    await expect.poll(() => filters.getByRole('button').allTextContents(), { timeout: 30_000 }).toEqual(['Alle', 'Steuern in Frankreich', 'Gründung und Niederlassung', 'Personal und Lohn']);
    expect(await filters.getByRole('button', { pressed: true }).allTextContents()).toEqual(['Alle']);
    const nav = s.page.getByRole('navigation', { name: 'Seiten der Nachrichtenliste' });
    await nav.waitFor(); // the pagination's code comes in its own chunk
    expect(await nav.locator('[aria-label="Vorherige Seite"]').count()).toBe(1);
    expect(await nav.locator('[aria-label="Nächste Seite"]').count()).toBe(1);
    await expectNoFrench(s.page, 'list');

    // A filter: the list reloads (its loader speaks German), only that topic's articles come.
    await filters.getByRole('button', { name: 'Personal und Lohn' }).click();
    await s.page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every((el) => el.querySelector('.dm-news-topic')?.textContent === 'Personal und Lohn'), items('721'));
    expect(await filters.getByRole('button', { pressed: true }).allTextContents()).toEqual(['Personal und Lohn']);
    await expectNoFrench(s.page, 'filtered list');
    expect(germanRequests(s)).toBe(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('French page: the seed French, and not one byte of the German texts', async () => {
    const s = await visit('/fr/actualites-ec');
    await loaded(s, '701', 7);
    const widget = s.page.locator('.dm_widget[data-widget-id="701"]');
    expect(await widget.locator('.dm-news-date').first().textContent()).toMatch(/^Publié le \d{1,2} Novembre 2026$/);
    const filters = s.page.getByRole('group', { name: 'Filtrer par thème' });
    await expect.poll(() => filters.getByRole('button', { pressed: true }).allTextContents(), { timeout: 30_000 }).toEqual(['Tous']);
    await s.page.getByRole('navigation', { name: 'Pagination des actualités' }).waitFor(); // its own chunk
    expect(await s.page.getByRole('navigation', { name: 'Pagination des actualités' }).count()).toBe(1);
    const text = await readable(s.page);
    expect([...GERMAN].filter((t) => !words(fr).has(t) && has(text, t))).toEqual([]);
    expect(germanRequests(s)).toBe(0);
    await s.context.close();
  });

  it('German article: its date, Ref., the share bar (the site setting\'s German block), Lesen Sie auch; not found in German', async () => {
    const s = await visit('/de/aktuelles?title=grenzgaenger-was-sich-2027-fuer-die-quellensteuer-aendert');
    await s.page.locator('.dm-news-related .dm-news-item').first().waitFor();
    const article = s.page.locator('.dm_widget[data-widget-id="721"] .dm-news-full');
    expect(await article.locator('.dm-news-date-full').first().textContent()).toBe('Veröffentlicht am 20. November 2026');
    expect(await article.textContent()).toContain('Ref.: 62000');
    expect(await s.page.textContent('.dm-news-share-title')).toBe('Artikel teilen');
    const share = s.page.getByRole('complementary', { name: 'Artikel teilen' });
    const names = await share.locator('a, button').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(names).toEqual([
      'Teilen – Facebook (neues Fenster)',
      'Twittern – X (neues Fenster)',
      'Posten – LinkedIn (neues Fenster)',
      'Drucken – Druckansicht des Artikels',
      'Per E-Mail senden – per E-Mail',
      'Link kopieren – Link zum Artikel',
    ]);
    expect(await s.page.locator('.dm-news-related h2, .dm-news-related h3').first().textContent()).toBe('Lesen Sie auch');
    expect(await s.page.title()).toBe('Grenzgänger: Was sich 2027 für die Quellensteuer ändert');
    await expectNoFrench(s.page, 'article');

    await s.page.goto('/de/aktuelles?title=gibt-es-nicht');
    await expect.poll(() => s.page.locator('.dm_widget[data-widget-id="721"] .dm-news-message').textContent(), { timeout: 30_000 }).toBe('Artikel nicht gefunden.');
    await expectNoFrench(s.page, 'not found');
    await s.context.close();
  });

  it('German empty list and failing article: the German messages', async () => {
    const s = await open(browser());
    await s.context.route(/\/ajax\/testa\/article\/motifs\//, (r) => r.fulfill({ json: { data: { articles: [], arrayPagination: { countArticle: 0 } } } }));
    await s.page.goto('/de/aktuelles');
    await expect.poll(() => s.page.locator('.dm_widget[data-widget-id="721"] .dm-news-empty').textContent(), { timeout: 30_000 }).toBe('Zurzeit liegen keine Nachrichten vor.');
    await expectNoFrench(s.page, 'empty list');
    await s.context.unroute(/\/ajax\/testa\/article\/motifs\//);
    await s.context.route(/\/ajax\/testa\/article\/id\//, (r) => r.fulfill({ status: 500, json: { error: 'internal error' } }));
    await s.page.goto('/de/aktuelles?title=grenzgaenger-was-sich-2027-fuer-die-quellensteuer-aendert');
    await expect
      .poll(() => s.page.locator('.dm_widget[data-widget-id="721"] .dm-news-message').textContent(), { timeout: 30_000 })
      .toBe('Fehler beim Abrufen des Artikels. Bitte versuchen Sie es in wenigen Augenblicken erneut. Erneut versuchen'); // (a server error may pass: its retry button)
    await expectNoFrench(s.page, 'article error');
    await s.context.close();
  });

  it('French article: the seed strings', async () => {
    const s = await visit('/fr/actualites-ec?title=' + encodeURIComponent('medecins-liberaux-ce-qui-change-pour-la-declaration-2035-en-2027'));
    await s.page.locator('.dm-news-related .dm-news-item').first().waitFor();
    expect(await s.page.textContent('.dm-news-share-title')).toBe('Partager cet article');
    expect(await s.page.locator('.dm-news-related h2, .dm-news-related h3').first().textContent()).toBe('À lire également');
    expect(await s.page.locator('.dm-news-full').textContent()).toContain('Réf : 41000');
    expect(germanRequests(s)).toBe(0);
    await s.context.close();
  });

  it('German carousel: mini dates, its controls and slides named in German', async () => {
    const s = await visit('/de/unsere-bueros', { viewport: { width: 390, height: 844 } });
    const carousel = s.page.locator('.dm_widget[data-widget-id="720"]');
    await carousel.scrollIntoViewIfNeeded();
    await loaded(s, '720', 4);
    expect(await carousel.locator('.dm-news-date').first().textContent()).toBe('20. Nov.');
    expect(await carousel.getByRole('button', { name: 'Anhalten' }).count()).toBe(1);
    expect(await carousel.getByRole('button', { name: 'Artikel 2 von 4' }).count()).toBe(1);
    expect(await carousel.locator('[aria-roledescription="Karussell"]').count()).toBe(1);
    await expectNoFrench(s.page, 'carousel');
    await s.context.close();
  });
});

describe('the office map per language', () => {
  it('German page: the consent notice, then the map with its German search box, announcements and info window', async () => {
    const s = await visit('/de/unsere-bueros');
    const widget = s.page.locator('.dm_widget[data-widget-id="630"]');
    const notice = widget.locator('.dm-map-consent');
    await expect.poll(() => notice.locator('.dm-map-consent__title').textContent(), { timeout: 30_000 }).toBe('Google Maps ist deaktiviert.');
    expect(await notice.textContent()).toContain('Wenn Sie diese Drittanbieter-APIs zulassen');
    await expectNoFrench(s.page, 'consent notice');

    await notice.getByRole('button', { name: 'Google Maps erlauben' }).click();
    await s.page.waitForFunction(() => (window.__gmapsDouble?.markers.filter((m) => m.getTitle()).length ?? 0) === 7);
    const input = s.page.locator('#\\36 30-input');
    await input.waitFor({ state: 'visible' });
    expect(await input.getAttribute('placeholder')).toBe('Ort suchen');
    await input.pressSequentially('R');
    const status = widget.locator('[role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('3 Ergebnisse sind verfügbar. Mit den Pfeiltasten nach oben und unten wählen Sie aus.');
    expect(await s.page.getByRole('listbox', { name: 'Vorschläge' }).count()).toBe(1);
    await s.page.evaluate(() => google.maps.event.trigger(window.__gmapsDouble.markers.find((x) => x.getTitle() === 'Cabinet Iroise Conseil')!, 'click', {}));
    await expect.poll(() => widget.locator('[data-double="infowindow"]').textContent(), { timeout: 30_000 }).toContain('Tel.: ');
    await expectNoFrench(s.page, 'map');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('German page offline: the offices listed as text, in German', async () => {
    const s = await open(browser(), { timezoneId: 'Europe/Paris' });
    await failMapsHost(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await s.page.goto('/de/unsere-bueros');
    const list = s.page.getByRole('region', { name: 'Liste unserer Büros' });
    await list.waitFor();
    // The list shows at once, saying the offices are on their way until the records answer.
    await expect.poll(() => list.locator('.dm-map__fallback-note').textContent(), { timeout: 30_000 }).toBe('Die Karte kann zurzeit nicht angezeigt werden. Unsere Büros:');
    expect(await list.locator('li').first().textContent()).toContain(' — Tel.: ');
    await expectNoFrench(s.page, 'office list');
    await s.context.close();
  });

  it('French page: the seed French notice and the English announcements of the product', async () => {
    const s = await visit('/fr/');
    const widget = s.page.locator('.dm_widget[data-widget-id="628"]');
    await widget.scrollIntoViewIfNeeded();
    const notice = widget.locator('.dm-map-consent');
    await expect.poll(() => notice.locator('.dm-map-consent__title').textContent(), { timeout: 30_000 }).toBe('Google Maps est désactivé.');
    await notice.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await s.page.waitForFunction(() => (window.__gmapsDouble?.markers.filter((m) => m.getTitle()).length ?? 0) === 7);
    await s.page.locator('#\\36 28-input').pressSequentially('R');
    await expect.poll(() => widget.locator('[role="status"]').textContent(), { timeout: 30_000 }).toBe('3 results are available, use up and down arrow keys to navigate.');
    expect(germanRequests(s)).toBe(0);
    await s.context.close();
  });
});

describe('the date picker per language', () => {
  it('German page: KW, German names, Heute and Schließen, dd.mm.yyyy', async () => {
    const s = await open(browser());
    await s.page.clock.setFixedTime(new Date(2026, 10, 22, 10, 0));
    await s.page.goto('/de/kontakt');
    const field = s.page.locator('#kontakt-datum');
    await expect.poll(() => field.getAttribute('placeholder'), { timeout: 30_000 }).toBe('TT.MM.JJJJ');
    const open_ = s.page.getByRole('button', { name: 'Datum auswählen: Gewünschter Termin' });
    await open_.click();
    const dialog = s.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.dm-datepicker-title').textContent()).toBe('November 2026');
    expect(await dialog.locator('thead th').allTextContents()).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(await dialog.locator('thead abbr').first().getAttribute('title')).toBe('Montag');
    for (const name of ['Zurück', 'Vor', 'Heute', 'Schließen']) expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    expect(await dialog.getByRole('combobox', { name: 'Monat' }).locator('option').first().textContent()).toBe('Januar');
    expect(await dialog.getByRole('combobox', { name: 'Jahr' }).count()).toBe(1);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sonntag, 22. November 2026');
    await expectNoFrench(s.page, 'date picker');
    await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('ArrowDown');
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Montag, 30. November 2026');
    await s.page.keyboard.press('PageDown');
    expect(await dialog.locator('.dm-datepicker-title').textContent()).toBe('Dezember 2026');
    await s.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('30.12.2026');
    // A date typed in the German format is read back: the calendar opens on it.
    await field.fill('05.02.2026');
    await open_.click();
    await dialog.waitFor();
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Donnerstag, 5. Februar 2026');
    await s.context.close();
  });

  it('French page: Sem., French names, dd/mm/yyyy, and no German text loaded', async () => {
    const s = await open(browser());
    await s.page.clock.setFixedTime(new Date(2026, 10, 22, 10, 0));
    await s.page.goto('/fr/');
    await s.page.getByRole('button', { name: /Choisir une date/ }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('.dm-datepicker-title').textContent()).toBe('novembre 2026');
    expect(await dialog.locator('thead th').first().textContent()).toBe('Sem.');
    await s.page.keyboard.press('Enter');
    expect(await s.page.locator('#contact-date').inputValue()).toBe('22/11/2026');
    expect(germanRequests(s)).toBe(0);
    await s.context.close();
  });
});

describe('DISPLAY_FOR rules (dev mode)', () => {
  /** The page with the site's client_type changed in its page data, as a site of another type would render it. */
  async function asSiteOfType(path: string, clientType: string): Promise<Session> {
    const s = await open(browser());
    await servePageRewritten(s.page, path, (html) => html.replace('"client_type":"ec"', `"client_type":"${clientType}"`));
    await s.page.goto(path);
    return s;
  }
  const ruleChecked = (s: Session) =>
    s.page.waitForResponse((r) => /\/display-rule-[\w-]+\.js$/.test(r.url())).then(() => s.page.evaluate(() => new Promise((next) => requestAnimationFrame(next))));
  const diagnostics = (s: Session) => s.page.locator('.dm-display-rule [data-code="display-rule"]').allTextContents();

  it('a page whose rule the site meets: no diagnostic', async () => {
    const s = await open(browser());
    const checked = ruleChecked(s);
    await s.page.goto('/dev.php/de/aktuelles');
    await checked;
    await loaded(s, '721', 6);
    expect(await diagnostics(s)).toEqual([]);
    await s.context.close();
  });

  it('a site of another client_type: one diagnostic per page carrying the rule (the page and its ancestor), naming rule, setting and value', async () => {
    const s = await asSiteOfType('/dev.php/fr/actualites-ec/metiers', 'aga');
    await expect.poll(() => diagnostics(s).then((d) => d.length), { timeout: 30_000 }).toBe(2);
    const [page, ancestor] = await diagnostics(s);
    expect(page).toContain("This page is meant only for sites whose client_type is 'ec' (DISPLAY_FOR_LIST: DISPLAY_FOR_client_type_EQUALS_ec_), but this site's client_type is 'aga'.");
    expect(ancestor).toContain("Its ancestor page 'Actualités' (id 2) is meant only for sites whose client_type is 'ec'");
    expect(page).toContain('the front end cannot hide it');
    expect(s.console.some((m) => m.startsWith('warning:') && m.includes('DISPLAY_FOR_client_type_EQUALS_ec_'))).toBe(true);
    await s.context.close();
  });

  it('the same set-up in production: nothing shown, the rule code not even loaded', async () => {
    const s = await asSiteOfType('/fr/actualites-ec/metiers', 'aga');
    await loaded(s, '702', 3);
    expect(await s.page.locator('.dm-display-rule').count()).toBe(0);
    expect(s.requests.some((r) => /\/display-rule-/.test(r.url()))).toBe(false);
    await s.context.close();
  });
});
