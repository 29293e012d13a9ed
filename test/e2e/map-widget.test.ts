// The office map in Chromium with the google.maps double (README › Office-map widget): one library load for several
// maps, 'gmaploaded', the key and script failures, markers and info windows, and the place search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, connectBrowser, open, type Session } from './browser';
import { failMapsHost, isMapsRequest, serveMapsDouble, siteCookie } from '../doubles/serve';
import { waitForMarkers } from './markers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function session({ double = true, consent = true } = {}): Promise<Session> {
  const s = await open(browser);
  await (double ? serveMapsDouble(s.context) : failMapsHost(s.context));
  if (consent) await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
  return s;
}

const placeholder = (id: string, options: object) =>
  `<div class="dm_widget" data-widget="map" data-widget-id="${id}" data-options='${JSON.stringify(options)}'></div>`;

/** Adds a map placeholder into the page container as soon as the page is parsed (before the runtime starts). */
async function addMapOnLoad(s: Session, html: string) {
  await s.page.addInitScript((markup) => {
    document.addEventListener('DOMContentLoaded', () => document.querySelector('#dm_page main')!.insertAdjacentHTML('beforeend', markup));
  }, html);
}

/** Scrolls a placeholder into view: a map loads only once it is within one viewport of being seen. */
const scrollTo = (s: Session, id: string) => s.page.locator(`.dm_widget[data-widget-id="${id}"]`).scrollIntoViewIfNeeded();

const clickMarker = (s: Session, title: string, event = 'click') =>
  s.page.evaluate(([t, e]) => {
    const m = window.__gmapsDouble.markers.find((x) => x.getTitle() === t)!;
    google.maps.event.trigger(m, e, {});
  }, [title, event]);
const infoWindow = (s: Session) => s.page.locator('#\\36 28 [data-double="infowindow"]');

describe('map loading', () => {
  it("loads the library once for two maps, fires 'gmaploaded' once, and a map added later renders at once", async () => {
    const s = await session();
    await s.page.addInitScript(() => {
      (window as unknown as { gmaploaded: number }).gmaploaded = 0;
      document.addEventListener('gmaploaded', (e) => {
        if (e.target === document.body) (window as unknown as { gmaploaded: number }).gmaploaded++;
      }, true);
    });
    await addMapOnLoad(s, placeholder('630', { lepContentId: '8' }));
    await s.page.goto('/fr/');
    await scrollTo(s, '628');
    await scrollTo(s, '630');
    await s.page.waitForFunction(() => window.__gmapsDouble?.maps.length === 2);
    expect(await s.page.evaluate(() => [window.__gmapsDouble.loads, (window as unknown as { gmaploaded: number }).gmaploaded])).toEqual([1, 1]);
    expect(s.requests.filter(isMapsRequest).map((r) => new URL(r.url()).pathname)).toEqual(['/maps/api/js']);
    const script = new URL(s.requests.find(isMapsRequest)!.url());
    expect(script.searchParams.get('key')).toBe('AIzaExampleKeyForTheExampleSite');
    expect(script.searchParams.get('libraries')!.split(',')).toContain('places');
    // The template is fetched once for the page, asynchronously.
    expect(s.requests.filter((r) => r.url().includes('lepcontent-gmap_with_lepcontent-show'))).toHaveLength(1);
    await s.page.evaluate((html) => document.querySelector('#dm_page main')!.insertAdjacentHTML('beforeend', html), placeholder('631', { lepContentId: '8' }));
    await scrollTo(s, '631');
    await s.page.waitForFunction(() => window.__gmapsDouble.maps.length === 3);
    expect(await s.page.evaluate(() => [window.__gmapsDouble.loads, (window as unknown as { gmaploaded: number }).gmaploaded])).toEqual([1, 1]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("logs 'Bad gmap_key' and loads nothing when the site has no maps key", async () => {
    const s = await session();
    await s.context.route(/\/fr\/$/, async (route) => {
      const res = await route.fetch();
      route.fulfill({ response: res, body: (await res.text()).replace('"gmap_key":"AIzaExampleKeyForTheExampleSite"', '"gmap_key":""') });
    });
    await s.page.goto('/fr/');
    await s.page.waitForLoadState('networkidle');
    expect(s.console.some((m) => m.includes('Bad gmap_key'))).toBe(true);
    expect(s.requests.filter(isMapsRequest)).toEqual([]);
    expect(s.requests.filter((r) => r.url().includes('/ajax/diem/object'))).toEqual([]);
    expect(await s.page.locator('.dm-map-consent').count()).toBe(0);
    await s.context.close();
  });

  it("logs '{script url} loading failed' when the maps script cannot load, and lists the offices as text instead", async () => {
    const s = await session({ double: false });
    await s.page.goto('/fr/');
    await scrollTo(s, '628');
    const list = s.page.locator('.dm_widget[data-widget-id="628"]').getByRole('region', { name: 'Liste de nos bureaux' });
    await list.waitFor();
    const script = s.requests.find(isMapsRequest)!.url();
    await expect.poll(() => s.console.some((m) => m.includes(`${script} loading failed`)), { timeout: 30_000 }).toBe(true);
    // The list shows at once, saying the offices are on their way until the records answer (slower on a busy machine).
    await expect.poll(() => list.locator('li').count(), { timeout: 30_000 }).toBe(8);
    expect(await list.textContent()).toContain('Émeraude Gestion — 2 rue de Dinan, Intra-muros, 35400 Saint-Malo');
    expect(await s.page.locator('#\\36 28').isHidden()).toBe(true);
    await s.context.close();
  });
});

describe('markers and info windows', () => {
  it('posts the records call once, skips the office without gps, and opens the clicked office', async () => {
    const s = await session();
    await s.page.goto('/fr/');
    await scrollTo(s, '628');
    await waitForMarkers(s.page, 7);
    const calls = s.requests.filter((r) => new URL(r.url()).pathname === '/ajax/diem/object');
    expect(calls.map((r) => r.method())).toEqual(['POST']);
    expect(new URL(calls[0].url()).searchParams.get('dm_cpi')).toBe('1');
    const titles = await s.page.evaluate(() => window.__gmapsDouble.markers.filter((m) => m.getTitle()).map((m) => m.getTitle()));
    expect(titles).not.toContain('Émeraude Gestion');
    expect(titles).toHaveLength(7);
    await clickMarker(s, 'Cabinet Iroise Conseil');
    // The window opens with the office title; the address comes with the info-window template (its own request).
    await expect.poll(() => infoWindow(s).textContent(), { timeout: 30_000 }).toContain('8 rue de Siam');
    expect(await infoWindow(s).locator('a[href="mailto:brest@iroise-conseil.example"]').count()).toBe(1);
    // Two offices at one address: the first click spreads them, the next opens the office.
    await clickMarker(s, 'Armor Audit Rennes');
    expect(await s.page.evaluate(() => window.__gmapsDouble.calls.filter((c) => c.name === 'setPosition').length)).toBeGreaterThan(0);
    await clickMarker(s, 'Armor Audit Rennes');
    await expect(infoWindow(s).textContent()).resolves.toContain('2e étage');
    await s.context.close();
  });

  it('escapes what the records hold: no markup, no script, no javascript: link', async () => {
    const s = await session();
    let dialogs = 0;
    s.page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await s.page.goto('/fr/');
    await scrollTo(s, '628');
    await waitForMarkers(s.page, 7);
    await s.page.evaluate((html) => document.querySelector('#dm_page main')!.insertAdjacentHTML('beforeend', html), placeholder('666', { lepContentId: '666' }));
    await scrollTo(s, '666');
    await s.page.waitForFunction(() => window.__gmapsDouble.maps.length === 2);
    await s.page.waitForFunction(() => window.__gmapsDouble.markers.some((m) => m.getTitle()?.includes('piégé')));
    await clickMarker(s, '<img src=x onerror=alert(1)>Bureau "piégé"');
    const box = s.page.locator('#\\36 66 [data-double="infowindow"]');
    await expect(box.locator('.dm-map-info__title').textContent()).resolves.toBe('<img src=x onerror=alert(1)>Bureau "piégé"');
    expect(await box.locator('img, script, b').count()).toBe(0);
    expect(await box.evaluate((el) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href')).filter((h) => /javascript:/i.test(h ?? '')))).toEqual([]);
    // The records with a gps that does not parse got no marker.
    expect(await s.page.evaluate(() => window.__gmapsDouble.markers.filter((m) => /Bad gps|Out of range/.test(m.getTitle() ?? '')).length)).toBe(0);
    expect(dialogs).toBe(0);
    await s.context.close();
  });

  it('one office: a single marker, its window open at once, the map centred on it', async () => {
    const s = await session();
    await s.page.goto('/fr/nos-cabinets/rennes');
    await waitForMarkers(s.page, 1);
    await s.page.locator('#\\36 29 [data-double="infowindow"]').waitFor();
    expect(await s.page.locator('#\\36 29 [data-double="infowindow"]').textContent()).toContain('Armor Expertise Rennes');
    const state = await s.page.evaluate(() => ({
      markers: window.__gmapsDouble.markers.filter((m) => m.getTitle()).length,
      center: window.__gmapsDouble.maps[0].getCenter()!.toJSON(),
      zoom: window.__gmapsDouble.maps[0].getZoom(),
      options: (window.__gmapsDouble.maps[0] as unknown as { options: google.maps.MapOptions }).options,
    }));
    expect(state.markers).toBe(1);
    expect(state.center).toEqual({ lat: 48.1062, lng: -1.6795 });
    expect(state.zoom).toBe(15);
    expect(state.options).toMatchObject({ fullscreenControl: true, zoomControl: true, mapTypeControl: true, scaleControl: true, streetViewControl: false, rotateControl: false, mapTypeId: 'roadmap' });
    await s.context.close();
  });
});

describe('place search', () => {
  it('shows the input once the tiles loaded; a chosen place runs steps 1 to 5 in order; results are announced', async () => {
    const s = await session();
    await s.page.addInitScript(() => {
      window.__gmapsDouble = { maps: [], markers: [], infoWindows: [], calls: [], loads: 0, holdTiles: true } as unknown as GmapsDoubleRecord;
    });
    await s.page.goto('/fr/');
    await scrollTo(s, '628');
    await waitForMarkers(s.page, 7);
    const input = s.page.locator('#\\36 28-input');
    await input.waitFor({ state: 'attached' });
    expect(await input.isVisible()).toBe(false);
    await s.page.evaluate(() => (window.__gmapsDouble.maps[0] as unknown as { __tiles(): void }).__tiles());
    await input.waitFor({ state: 'visible' });
    expect(await input.evaluate((el) => [getComputedStyle(el).height, getComputedStyle(el).fontSize, getComputedStyle(el.parentElement!).fontSize])).toEqual(
      ['32px', expect.any(String), expect.any(String)],
    );
    const [font, parentFont] = await input.evaluate((el) => [parseFloat(getComputedStyle(el).fontSize), parseFloat(getComputedStyle(el.parentElement!).fontSize)]);
    expect(font / parentFont).toBeCloseTo(1.6, 2);

    await clickMarker(s, 'Cabinet Iroise Conseil'); // an open info window, closed by the search
    await input.pressSequentially('zzz');
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: /result/ }).first().textContent(), { timeout: 30_000 }).toBe('No search results.');
    await input.fill('Rennes');
    await expect.poll(() => s.page.getByRole('status').filter({ hasText: /result/ }).first().textContent(), { timeout: 30_000 }).toBe(
      '2 results are available, use up and down arrow keys to navigate.',
    );
    const mark = await s.page.evaluate(() => window.__gmapsDouble.calls.length);
    await input.press('ArrowDown');
    await input.press('Enter');
    await s.page.waitForFunction((n) => window.__gmapsDouble.calls.slice(n).some((c) => c.name === 'setVisible' && c.args[0] === true), mark);
    // The calls on the info window, the map and the search marker (the spiderfier may move office markers meanwhile).
    const steps = await s.page.evaluate((n) => {
      const search = 'Marker#' + (window.__gmapsDouble.markers.find((m) => !m.getTitle()) as unknown as { __id: number }).__id;
      return window.__gmapsDouble.calls.slice(n).filter((c) => /^(InfoWindow|Map)#/.test(c.on) || c.on === search).map((c) => `${c.on.split('#')[0]}.${c.name}`);
    }, mark);
    expect(steps).toEqual(['InfoWindow.close', 'Marker.setVisible', 'Map.fitBounds', 'Map.setZoom', 'Marker.setIcon', 'Marker.setPosition', 'Marker.setVisible']);
    expect(await s.page.evaluate(() => window.__gmapsDouble.maps[0].getZoom())).toBe(10);
    await s.context.close();
  });
});
