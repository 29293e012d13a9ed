// The office map's rules of SPEC §5, §8.3 and §9.3 in Chromium with the google.maps double (README › Office-map
// widget): the style rules as the map receives them keep water labels hidden; an empty maps key is its own diagnostic,
// 'Bad gmap_key', with its fix; the search marker draws Places API (New)'s icon mask tinted with the place's colour
// at the seed's sizes, and a place without an icon never shows the icon of the place found before it; and the page
// config's `plugins` is read by nothing (the spiderfier loads beside front.js).
import { describe, expect, it } from 'vitest';
import { baseURL, open, useBrowser, type Session } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

async function session(): Promise<Session> {
  const s = await open(browser());
  await serveMapsDouble(s.context);
  await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
  return s;
}

/** The page's map 628 drawn: its 7 office markers there. */
async function mapShown(s: Session, path = '/fr/') {
  await s.page.goto(path);
  await s.page.locator('.dm_widget[data-widget-id="628"]').scrollIntoViewIfNeeded();
  await s.page.waitForFunction(() => window.__gmapsDouble?.markers.filter((m) => m.getTitle()).length === 7);
}

interface StyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, unknown>[];
}

/** Whether a selector ('water', 'labels') selects a feature or element ('water', 'labels.text'): itself or a parent. */
const selects = (selector: string | undefined, what: string) => !selector || selector === 'all' || what === selector || what.startsWith(selector + '.');

/**
 * The visibility a feature's element ends with: the maps library applies the rules in the order given, each later rule
 * that selects it overriding the earlier ones (Google's style reference: "Style rules are applied in the order that
 * you specify").
 */
function visibility(rules: StyleRule[], featureType: string, elementType: string): string {
  let shown = 'on';
  for (const rule of rules) {
    if (!selects(rule.featureType, featureType) || !selects(rule.elementType, elementType)) continue;
    for (const styler of rule.stylers) if (typeof styler.visibility === 'string') shown = styler.visibility;
  }
  return shown;
}

describe('map style', () => {
  it('keeps water labels hidden, and water simplified, in the style the map receives (rules apply in order)', async () => {
    const s = await session();
    await mapShown(s);
    const styles = await s.page.evaluate(() => (window.__gmapsDouble.maps[0] as unknown as { options: { styles: StyleRule[] } }).options.styles);
    for (const element of ['labels', 'labels.text', 'labels.text.fill', 'labels.icon']) {
      expect(visibility(styles, 'water', element), `water ${element}`).toBe('off');
    }
    expect(visibility(styles, 'water', 'geometry')).toBe('simplified');
    // Every rule that hides something still hides it once the rules after it are applied.
    for (const rule of styles.filter((r) => r.stylers.some((x) => x.visibility === 'off'))) {
      const element = rule.elementType ?? 'geometry';
      expect(visibility(styles, rule.featureType!, element), `${rule.featureType} ${element}`).toBe('off');
    }
    await s.context.close();
  });
});

describe('maps key', () => {
  it("an empty gmap_key is the 'Bad gmap_key' diagnostic with its fix (dev: in the page), not a crash; nothing loads", async () => {
    const s = await session();
    await s.context.route(/\/dev\.php\/fr\/$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/"gmap_key":"[^"]*"/, '"gmap_key":""') });
    });
    await s.page.goto('/dev.php/fr/');
    const alert = s.page.locator('.dm_widget[data-widget-id="628"] .dm-front-diagnostic');
    await alert.waitFor();
    expect(await alert.getAttribute('data-code')).toBe('bad-gmap-key');
    expect(await alert.locator('strong').textContent()).toBe('Bad gmap_key');
    expect(await alert.textContent()).toContain('settings.gmap_key');
    const logged = s.console.filter((m) => m.includes('Bad gmap_key'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((m) => /\[dm-front\] Bad gmap_key \(set settings\.gmap_key /.test(m)), logged.join('\n')).toBe(true);
    expect(s.console.some((m) => m.includes('stopped'))).toBe(false);
    expect(s.requests.filter((r) => /googleapis|gstatic|\/ajax\/diem\/object/.test(r.url()))).toEqual([]);
    await s.context.close();
  });
});

describe('search marker icon', () => {
  const MASK = 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/geocode_pinlet.svg';
  // A one-colour mask as Google serves them (black shape on transparent; CORS open): a filled square in its middle.
  const maskSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><rect x="5" y="5" width="10" height="10" fill="#000"/></svg>';

  it("draws the place's icon mask tinted with iconBackgroundColor at 71→35 px; a place without an icon gets no earlier icon", async () => {
    const s = await session();
    await s.context.route(MASK, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', headers: { 'access-control-allow-origin': '*' }, body: maskSvg }),
    );
    await s.page.addInitScript((mask) => {
      window.__gmapsDouble = {
        maps: [], markers: [], infoWindows: [], calls: [], loads: 0,
        placeData: [
          { place_id: 'p-rennes', description: 'Rennes, France', place: { svgIconMaskURI: mask, iconBackgroundColor: '#10BDFF', geometry: { location: [48.1173, -1.6778] } } },
          { place_id: 'p-plouha', description: 'Plouha, France', place: { geometry: { location: [48.676, -2.928] } } },
        ],
      } as unknown as GmapsDoubleRecord;
    }, MASK);
    await mapShown(s);
    const input = s.page.locator('#\\36 28-input');
    const search = async (text: string) => {
      const mark = await s.page.evaluate(() => window.__gmapsDouble.calls.length);
      await input.fill('');
      await input.pressSequentially(text);
      await s.page.locator('.dm-map-search').getByRole('option', { name: new RegExp(text) }).click();
      await s.page.waitForFunction((n) => window.__gmapsDouble.calls.slice(n).some((c) => c.name === 'setVisible' && c.args[0] === true), mark);
      return s.page.evaluate(() => {
        const m = window.__gmapsDouble.markers.find((x) => !x.getTitle())!;
        return { icon: m.getIcon() as { url: string; size: object; anchor: object; scaledSize: object } | null, visible: m.getVisible(), anchorPoint: JSON.parse(JSON.stringify((m as unknown as { anchorPoint: object }).anchorPoint)) };
      });
    };

    const first = await search('Rennes');
    expect(first.visible).toBe(true);
    expect(first.anchorPoint).toEqual({ x: 0, y: -29 });
    expect(first.icon).toMatchObject({ size: { width: 71, height: 71 }, anchor: { x: 17, y: 34 }, scaledSize: { width: 35, height: 35 } });
    expect(first.icon!.url).toMatch(/^data:image\/png;base64,/);
    // The drawn icon: 71×71, the mask's shape in the place's colour, transparent around it.
    const pixels = await s.page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      return { width: c.width, height: c.height, middle: [...g.getImageData(35, 35, 1, 1).data], corner: [...g.getImageData(3, 3, 1, 1).data] };
    }, first.icon!.url);
    expect(pixels).toEqual({ width: 71, height: 71, middle: [0x10, 0xbd, 0xff, 255], corner: [0, 0, 0, 0] });

    const second = await search('Plouha');
    expect(second.visible).toBe(true);
    expect(second.icon ?? null).toBeNull(); // the default marker, not Rennes' icon
    await s.context.close();
  });
});

describe('plugins (page config)', () => {
  it('is read by nothing: the marker-spreading helper loads from chunks/ beside front.js, whatever plugins says', async () => {
    const s = await session();
    await s.context.route(/\/fr\/$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/"plugins":"[^"]*"/, '"plugins":"/elsewhere/"') });
    });
    await mapShown(s);
    expect(await s.page.content()).toContain('"plugins":"/elsewhere/"');
    const urls = s.requests.map((r) => new URL(r.url()).pathname);
    expect(urls.filter((p) => /\/oms-[^/]*\.js$/.test(p))).toEqual([expect.stringMatching(/^\/dist\/chunks\/oms-[^/]+\.js$/)]);
    expect(urls.filter((p) => p.startsWith('/elsewhere/'))).toEqual([]);
    await s.context.close();
  });
});
