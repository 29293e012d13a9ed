// The office map's place search in Chromium with the google.maps double (README "Office-map widget"): Places API (New)
// with one session token per search, the legacy fallback of old pinned maps versions, and a map that survives every
// search failure (classes missing, a key the API is not enabled for, a network failure, an exception).
import { describe, expect, it } from 'vitest';
import { axeViolations, baseURL, open, useBrowser, type Session } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

/** /fr/ with consent, its map scrolled into view, the double configured as a maps version and key would be. */
async function mapPage(places: GmapsDoublePlaces = {}, { path = '/fr/', viewport = { width: 1280, height: 900 } } = {}): Promise<Session> {
  const s = await open(browser(), { viewport });
  await serveMapsDouble(s.context);
  await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
  await s.page.addInitScript((p) => {
    window.__gmapsDouble = { maps: [], markers: [], infoWindows: [], calls: [], loads: 0, places: p } as unknown as GmapsDoubleRecord;
  }, places);
  await s.page.goto(path);
  await s.page.locator('.dm_widget[data-widget-id="628"]').scrollIntoViewIfNeeded();
  await s.page.waitForFunction(() => window.__gmapsDouble.markers.filter((m) => m.getTitle()).length === 7);
  return s;
}

const input = (s: Session) => s.page.locator('#\\36 28-input');
const options = (s: Session) => s.page.locator('.dm-map-search').getByRole('option');
const status = (s: Session) => s.page.locator('.dm_widget[data-widget-id="628"] [role="status"]');
const requests = (s: Session) => s.page.evaluate(() => window.__gmapsDouble.placeRequests ?? []);
const clickMarker = (s: Session, title: string) =>
  s.page.evaluate((t) => google.maps.event.trigger(window.__gmapsDouble.markers.find((x) => x.getTitle() === t)!, 'click', {}), title);

/** The map and its markers still work: 7 offices on the map, a click opens an office, no crash mark. */
async function expectMapWorks(s: Session) {
  expect(await s.page.evaluate(() => window.__gmapsDouble.markers.filter((m) => m.getTitle() && m.getMap()).length)).toBe(7);
  expect(await s.page.locator('#\\36 28').isVisible()).toBe(true);
  expect(await s.page.locator('.dm_widget[data-widget-id="628"] .dm-front-error').count()).toBe(0);
  await clickMarker(s, 'Cabinet Iroise Conseil');
  // The window opens with the office title; the address comes with the info-window template (its own request).
  await expect.poll(() => s.page.locator('#\\36 28 [data-double="infowindow"]').textContent(), { timeout: 30_000 }).toContain('8 rue de Siam');
}

/** Types, waits for the announcement of the suggestions (or of a failure). */
async function type(s: Session, text: string, announced: string | RegExp) {
  await input(s).pressSequentially(text);
  await expect.poll(() => status(s).textContent(), { timeout: 30_000 }).toMatch(announced);
}

describe('place search on Places API (New)', () => {
  it('suggestions, keyboard choice and steps 1 to 5; one session token from the first keystroke to fetchFields, then a new one', async () => {
    const s = await mapPage(); // today's weekly: both APIs' classes; a key created today: no legacy access
    await input(s).waitFor({ state: 'visible' });
    await type(s, 'R', '3 results are available, use up and down arrow keys to navigate.');
    await type(s, 'ennes', '2 results are available, use up and down arrow keys to navigate.');
    // 'Renne' has the same 2 results: on a busy machine a pause in the typing asks for it, announced before 'Rennes' is.
    await s.page.waitForFunction(() => window.__gmapsDouble.placeRequests?.at(-1)?.input === 'Rennes');
    expect(await options(s).allTextContents()).toEqual(['Rennes, France', 'Gare de Rennes, Rennes, France']);
    await clickMarker(s, 'Cabinet Iroise Conseil'); // an open info window, closed by the search
    await input(s).focus();
    const mark = await s.page.evaluate(() => window.__gmapsDouble.calls.length);
    await input(s).press('ArrowDown');
    expect(await input(s).getAttribute('aria-activedescendant')).toBe(await options(s).first().getAttribute('id'));
    await input(s).press('Enter');
    await s.page.waitForFunction((n) => window.__gmapsDouble.calls.slice(n).some((c) => c.name === 'setVisible' && c.args[0] === true), mark);
    const steps = await s.page.evaluate((n) => {
      const search = 'Marker#' + (window.__gmapsDouble.markers.find((m) => !m.getTitle()) as unknown as { __id: number }).__id;
      return window.__gmapsDouble.calls.slice(n).filter((c) => /^(InfoWindow|Map)#/.test(c.on) || c.on === search).map((c) => ({ step: `${c.on.split('#')[0]}.${c.name}`, args: c.args }));
    }, mark);
    expect(steps.map((x) => x.step)).toEqual(['InfoWindow.close', 'Marker.setVisible', 'Map.fitBounds', 'Map.setZoom', 'Marker.setIcon', 'Marker.setPosition', 'Marker.setVisible']);
    expect(steps[2].args[0]).toEqual({ south: 48.07, west: -1.75, north: 48.15, east: -1.62 });
    expect(steps[3].args).toEqual([10]);
    // The place's icon mask, tinted (test/e2e/map-rules.test.ts reads its pixels).
    expect(steps[4].args[0]).toMatchObject({
      url: expect.stringMatching(/^data:image\/png;base64,/), size: { width: 71, height: 71 }, origin: { x: 0, y: 0 },
      anchor: { x: 17, y: 34 }, scaledSize: { width: 35, height: 35 },
    });
    expect(steps[5].args).toEqual([{ lat: 48.1173, lng: -1.6778 }]);
    expect(await input(s).inputValue()).toBe('Rennes, France');

    // However fast the keys came (each pause of 300 ms asks once), every request of the search carries one token.
    const first = await requests(s);
    expect(first.map((r) => r.api)).toEqual(first.map(() => 'new'));
    expect(first.at(-1)).toMatchObject({ call: 'fetchFields', fields: ['location', 'viewport', 'svgIconMaskURI', 'iconBackgroundColor'] });
    const asked = first.slice(0, -1);
    expect(asked.map((r) => r.call)).toEqual(asked.map(() => 'fetchAutocompleteSuggestions'));
    expect([asked[0].input, asked.at(-1)!.input]).toEqual(['R', 'Rennes']);
    const token = first[0].token;
    expect(token).toMatch(/^AutocompleteSessionToken#/);
    expect(first.map((r) => r.token)).toEqual(first.map(() => token));
    // The page language, and the offices' region as the bias (the double's map has no bounds before a fit).
    expect(first[0]).toMatchObject({ language: 'fr', locationBias: { south: 47.6559, west: -4.4861, north: 48.5136, east: -1.6795 } });

    // A second search is a second session; the map's bounds are the bias now.
    await input(s).fill('');
    await type(s, 'Gare', '1 result is available, use up and down arrow keys to navigate.');
    await input(s).press('ArrowDown');
    await input(s).press('Enter');
    await s.page.waitForFunction(() => window.__gmapsDouble.placeRequests!.filter((r) => r.call === 'fetchFields').length === 2);
    const second = (await requests(s)).slice(first.length);
    expect(second.at(-1)!.call).toBe('fetchFields');
    expect(second[0]).toMatchObject({ call: 'fetchAutocompleteSuggestions', locationBias: { south: 48.07, west: -1.75, north: 48.15, east: -1.62 } });
    expect(second[0].token).not.toBe(token);
    expect(second.map((r) => r.token)).toEqual(second.map(() => second[0].token));
    expect(await s.page.evaluate(() => window.__gmapsDouble.tokens)).toBe(2);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("a maps version with AutocompleteSuggestion and Place but no legacy classes (the reported crash): the search works", async () => {
    const s = await mapPage({ classes: 'new' });
    await input(s).waitFor({ state: 'visible' });
    await type(s, 'Gare', '1 result is available, use up and down arrow keys to navigate.');
    await input(s).press('ArrowDown');
    await input(s).press('Enter');
    await s.page.waitForFunction(() => window.__gmapsDouble.placeRequests!.some((r) => r.call === 'fetchFields'));
    await s.page.waitForFunction(() => window.__gmapsDouble.maps[0].getZoom() === 10);
    await expectMapWorks(s);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('axe: no violation with the suggestions open, nor with the unavailable note', async () => {
    const s = await mapPage();
    await input(s).waitFor({ state: 'visible' });
    await type(s, 'Rennes', /2 results/);
    expect(await axeViolations(s.page, '.dm-map-search')).toEqual([]);
    await s.context.close();
    const d = await mapPage({ newApi: 'denied' });
    await input(d).waitFor({ state: 'visible' });
    await type(d, 'R', 'La recherche de lieux est indisponible.');
    expect(await axeViolations(d.page, '.dm-map-search')).toEqual([]);
    await d.context.close();
  });
});

describe('legacy fallback (an old pinned maps version without the new classes)', () => {
  it('searches through AutocompleteService and PlacesService, one session token to getDetails', async () => {
    const s = await mapPage({ classes: 'legacy', legacyApi: 'ok' });
    await input(s).waitFor({ state: 'visible' });
    await type(s, 'R', /3 results/);
    await type(s, 'ennes', /2 results/);
    await input(s).press('ArrowDown');
    await input(s).press('Enter');
    await s.page.waitForFunction(() => window.__gmapsDouble.maps[0].getZoom() === 10);
    const r = await requests(s);
    expect(r.at(-1)!.call).toBe('getDetails');
    expect(r.map((x) => `${x.api}.${x.call}`).slice(0, -1)).toEqual(r.slice(0, -1).map(() => 'legacy.getPlacePredictions'));
    expect(r.length).toBeGreaterThanOrEqual(3);
    expect(new Set(r.map((x) => x.token)).size).toBe(1);
    expect(r[0].token).toMatch(/^AutocompleteSessionToken#/);
    const icon = await s.page.evaluate(() => (window.__gmapsDouble.markers.find((m) => !m.getTitle())!.getIcon() as google.maps.Icon).url);
    expect(icon).toBe('https://maps.gstatic.com/icons/geocode-71.png');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('the map survives its search', () => {
  for (const [label, places] of [
    ['the places library has neither API', { classes: 'none' }],
    ['the places library does not load', { classes: 'unloadable' }],
  ] as [string, GmapsDoublePlaces][]) {
    it(`${label}: no search box, the cause logged, the map and markers work`, async () => {
      const s = await mapPage(places);
      await s.page.waitForFunction(() => document.querySelector('#\\36 28 .gm-double'));
      await expect.poll(() => s.errors.some((e) => e.includes('map 628: the place search is unavailable')), { timeout: 30_000 }).toBe(true);
      expect(await input(s).count()).toBe(0);
      await expectMapWorks(s);
      await s.context.close();
    });
  }

  for (const [label, places] of [
    ['a key the Places API (New) is not enabled for', { newApi: 'denied' }],
    ['an old maps version and a key without legacy access (REQUEST_DENIED)', { classes: 'legacy', legacyApi: 'denied' }],
  ] as [string, GmapsDoublePlaces][]) {
    it(`${label}: the box says the search is unavailable and turns read-only; the map and markers work`, async () => {
      const s = await mapPage(places);
      await input(s).waitFor({ state: 'visible' });
      await type(s, 'Ren', 'La recherche de lieux est indisponible.');
      expect(await s.page.locator('.dm-map-search__note').textContent()).toBe('La recherche de lieux est indisponible.');
      expect(await input(s).getAttribute('readonly')).not.toBeNull();
      expect(s.errors.some((e) => e.includes('map 628: the place search is unavailable') && /PERMISSION_DENIED|REQUEST_DENIED/.test(e))).toBe(true);
      const asked = (await requests(s)).length;
      await input(s).pressSequentially('nes');
      await s.page.waitForTimeout(400); // longer than the suggestion delay: a request would have left
      expect((await requests(s)).length).toBe(asked);
      await expectMapWorks(s);
      await s.context.close();
    });
  }

  for (const failure of ['network', 'exception'] as const) {
    it(`a ${failure} failure: the box says to try again, the next keystroke does; the map and markers work`, async () => {
      const s = await mapPage({ failure });
      await input(s).waitFor({ state: 'visible' });
      await type(s, 'Ren', 'La recherche de lieux ne répond pas. Réessayez.');
      expect(s.errors.some((e) => e.includes('map 628: the place search failed'))).toBe(true);
      await expectMapWorks(s);
      await s.page.evaluate(() => (window.__gmapsDouble.places!.failure = undefined));
      await type(s, 'nes', /2 results/);
      expect(await s.page.locator('.dm-map-search__note').isHidden()).toBe(true);
      await s.context.close();
    });
  }

  it('the place request fails: the map stays where it was; in dev the cause shows as the widget diagnostic', async () => {
    const s = await mapPage({ fieldsFailure: 'network' }, { path: '/dev.php/fr/' });
    await input(s).waitFor({ state: 'visible' });
    await type(s, 'Gare', /1 result/);
    await input(s).press('ArrowDown');
    await input(s).press('Enter');
    await expect.poll(() => status(s).textContent(), { timeout: 30_000 }).toBe('La recherche de lieux ne répond pas. Réessayez.');
    const alert = s.page.locator('.dm_widget[data-widget-id="628"] .dm-front-diagnostic[data-code="map-search"]');
    await expect(alert.textContent()).resolves.toContain('Map 628: the place search failed: Places API (New): UNKNOWN_ERROR A network error occurred.');
    expect(await s.page.evaluate(() => window.__gmapsDouble.calls.filter((c) => c.name === 'setZoom' || c.name === 'fitBounds').length)).toBe(0);
    await expectMapWorks(s);
    await s.context.close();
  });
});
