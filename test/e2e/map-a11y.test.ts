// axe-core on the map widget's own controls: the consent notice and the place-search input (WCAG 2.1 A/AA, no serious
// or critical violation), with the real tarteaucitron.js on the page and the google.maps double.
import { describe, expect, it } from 'vitest';
import { axeViolations, baseURL, open, useBrowser } from './browser';
import { failMapsHost, serveMapsDouble, siteCookie } from '../doubles/serve';

const browser = useBrowser();

describe('map accessibility (axe-core)', () => {
  it('the consent notice', async () => {
    const s = await open(browser());
    await serveMapsDouble(s.context);
    await s.page.goto('/fr/nos-cabinets/rennes');
    await s.page.locator('.dm-map-consent').waitFor();
    expect(await axeViolations(s.page, '.dm-map-consent')).toEqual([]);
    await s.context.close();
  });

  it('the offices listed as text when the maps host cannot be reached: their phone links are told apart from the text by more than colour', async () => {
    const s = await open(browser());
    await failMapsHost(s.context);
    await s.page.goto('/fr/nos-cabinets/rennes');
    await s.page.getByRole('button', { name: 'Autoriser Google Maps' }).click();
    const list = s.page.getByRole('region', { name: 'Liste de nos bureaux' });
    await list.waitFor();
    await expect.poll(() => list.locator('a[href^="tel:"]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await list.locator('a[href^="tel:"]').first().evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    expect(await axeViolations(s.page, '.dm-map__fallback')).toEqual([]);
    await s.context.close();
  });

  it('the place-search input, with its suggestions open', async () => {
    const s = await open(browser());
    await serveMapsDouble(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await s.page.goto('/fr/');
    await s.page.locator('.dm_widget[data-widget-id="628"]').scrollIntoViewIfNeeded(); // a map loads once near the viewport
    const input = s.page.locator('#\\36 28-input');
    await input.waitFor({ state: 'visible' });
    await input.pressSequentially('Rennes');
    await s.page.getByRole('option').first().waitFor();
    expect(await axeViolations(s.page, '.dm-map-search')).toEqual([]);
    await s.context.close();
  });
});
