// A map load is billed per load (README "Office-map widget"): in Chromium with the google.maps double, a map below the
// fold asks nothing of the maps hosts, nor its own code, until it comes within one viewport of being seen; one in view
// (or in a browser without IntersectionObserver) loads at once; consent still comes first.
import { describe, expect, it } from 'vitest';
import { baseURL, open, useBrowser, type Session } from './browser';
import { isMapsRequest, serveMapsDouble, siteCookie } from '../doubles/serve';
import { waitForMarkers } from './markers';
import { mapCodeFiles } from '../doubles/map-code';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

async function session({ consent = true, viewport = PHONE } = {}): Promise<Session> {
  const s = await open(browser(), { viewport });
  await serveMapsDouble(s.context);
  // Consent as the page's consent manager records it too: on /fr/nos-cabinets/rennes tarteaucitron.js writes its own
  // cookie on load ('!googlemaps=wait' without an entry), and its entry decides (src/consent.ts), so with the service
  // cookie alone the map loaded only when the widget read consent before tarteaucitron wrote (a race).
  if (consent) await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true'), siteCookie(baseURL(), 'tarteaucitron', '!googlemaps=true')]);
  return s;
}

const mapsRequests = (s: Session) => s.requests.filter(isMapsRequest).length;
const mapCodeRequests = (s: Session, code: string[]) => s.requests.filter((r) => code.includes(new URL(r.url()).pathname)).length;
const recordsCalls = (s: Session) => s.requests.filter((r) => new URL(r.url()).pathname === '/ajax/diem/object').length;

/** The map placeholder's top, relative to the viewport, and the viewport's height. */
const where = (s: Session) =>
  s.page.evaluate(() => ({ top: document.querySelector('.dm_widget[data-widget="map"]')!.getBoundingClientRect().top, height: innerHeight }));

/** Scrolls so that the map's top is `offset` px below the top of the viewport; waits two frames (intersection checks run per frame). */
async function scrollMapTo(s: Session, offset: number) {
  await s.page.evaluate((o) => {
    const top = document.querySelector('.dm_widget[data-widget="map"]')!.getBoundingClientRect().top + scrollY;
    scrollTo(0, top - o);
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, offset);
}

describe('map loads only when near', () => {
  it('a map more than a viewport below the fold: no maps request, no map code, no records until scrolled within one viewport', async () => {
    const mapCode = mapCodeFiles();
    const s = await session();
    // Whatever the page's layout, the map starts well below the fold: a spacer before it, laid out before the runtime runs.
    await s.page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const spacer = document.createElement('div');
        spacer.style.height = '250vh';
        document.querySelector('.dm_widget[data-widget="map"]')!.before(spacer);
      });
    });
    await s.page.goto('/fr/');
    await s.page.waitForLoadState('networkidle');
    const start = await where(s);
    expect(start.top).toBeGreaterThan(2 * start.height);
    expect([mapsRequests(s), mapCodeRequests(s, mapCode), recordsCalls(s)]).toEqual([0, 0, 0]);
    // Still more than one viewport away: nothing.
    await scrollMapTo(s, 2 * start.height + 60);
    await s.page.waitForLoadState('networkidle');
    expect([mapsRequests(s), mapCodeRequests(s, mapCode), recordsCalls(s)]).toEqual([0, 0, 0]);
    // Within one viewport of the fold: the map loads, before it is seen.
    await scrollMapTo(s, 2 * start.height - 60);
    await waitForMarkers(s.page, 7);
    expect((await where(s)).top).toBeGreaterThan(start.height);
    expect(mapsRequests(s)).toBe(1);
    expect(recordsCalls(s)).toBe(1);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a map in view loads at once', async () => {
    const s = await session();
    await s.page.goto('/fr/nos-cabinets/rennes');
    await waitForMarkers(s.page, 1);
    expect(mapsRequests(s)).toBe(1);
    await s.context.close();
  });

  it('without IntersectionObserver, a map below the fold loads at once', async () => {
    const s = await session();
    await s.page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await s.page.goto('/fr/');
    await waitForMarkers(s.page, 7);
    expect((await where(s)).top).toBeGreaterThan(PHONE.height);
    expect(mapsRequests(s)).toBe(1);
    await s.context.close();
  });

  it('consent first: scrolled into view without consent, only the notice shows and nothing loads', async () => {
    const mapCode = mapCodeFiles();
    const s = await session({ consent: false });
    await s.page.goto('/fr/');
    await s.page.locator('.dm-map-consent').scrollIntoViewIfNeeded();
    await s.page.waitForLoadState('networkidle');
    expect([mapsRequests(s), mapCodeRequests(s, mapCode), recordsCalls(s)]).toEqual([0, 0, 0]);
    await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    await waitForMarkers(s.page, 7);
    expect(mapsRequests(s)).toBe(1);
    await s.context.close();
  });
});
