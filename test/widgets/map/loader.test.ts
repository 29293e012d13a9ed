/// <reference types="google.maps" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Loader = typeof import('../../../widgets/map/loader');

async function freshLoader(): Promise<Loader> {
  vi.resetModules();
  return import('../../../widgets/map/loader');
}

beforeEach(() => {
  delete (window as { google?: unknown }).google;
  delete (window as { __gmapsDouble?: unknown }).__gmapsDouble;
});
afterEach(() => vi.restoreAllMocks());

describe('maps loader', () => {
  it("loads the libraries once per page, fires 'gmaploaded' on body once, and resolves at once when loaded", async () => {
    await import('../../doubles/google-maps.js');
    const loader = await freshLoader();
    const fired = vi.fn();
    document.body.addEventListener('gmaploaded', fired);
    await Promise.all([loader.whenMapsLoaded(document, 'KEY'), loader.whenMapsLoaded(document, 'KEY')]);
    expect(loader.mapsState).toEqual({ loading: false, loaded: true });
    expect(window.__gmapsDouble.calls.filter((c) => c.name === 'importLibrary').map((c) => c.args[0])).toEqual(['maps', 'marker', 'places']);
    expect(fired).toHaveBeenCalledTimes(1);
    await loader.whenMapsLoaded(document, 'KEY');
    expect(fired).toHaveBeenCalledTimes(1);
    expect(window.__gmapsDouble.calls.filter((c) => c.name === 'importLibrary')).toHaveLength(3);
    document.body.removeEventListener('gmaploaded', fired);
  });

  it("logs '{script url} loading failed' once and rejects every map when the library cannot load", async () => {
    const importLibrary = vi.fn(() => Promise.reject(new Error('The Google Maps JavaScript API could not load.')));
    (window as unknown as { google: unknown }).google = { maps: { importLibrary } };
    const script = document.createElement('script');
    script.type = 'text/x-not-loaded'; // only its src is read here
    script.setAttribute('src', 'https://maps.googleapis.com/maps/api/js?key=KEY&libraries=maps,marker,places');
    document.head.append(script);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = await freshLoader();
    const results = await Promise.allSettled([loader.whenMapsLoaded(document, 'KEY'), loader.whenMapsLoaded(document, 'KEY')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][1]).toBe('https://maps.googleapis.com/maps/api/js?key=KEY&libraries=maps,marker,places loading failed');
    expect(loader.mapsState).toEqual({ loading: false, loaded: false });
    script.remove();
  });

  it('a places library that cannot load does not stop the map: the library counts as loaded, nothing is logged', async () => {
    (window as unknown as { __gmapsDouble: Partial<GmapsDoubleRecord> }).__gmapsDouble = { maps: [], markers: [], infoWindows: [], calls: [], loads: 0, places: { classes: 'unloadable' } };
    vi.resetModules();
    await import('../../doubles/google-maps.js?unloadable' as string);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = await freshLoader();
    await loader.whenMapsLoaded(document, 'KEY');
    expect(loader.mapsState).toEqual({ loading: false, loaded: true });
    expect(google.maps.places).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses to import the spiderfier before google.maps exists', async () => {
    const loader = await freshLoader();
    await expect(loader.loadSpiderfier()).rejects.toThrow('google.maps is not loaded');
  });
});
