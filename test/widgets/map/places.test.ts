/// <reference types="google.maps" />
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableApi, createPlaceSearch, NEW_PLACE_FIELDS, SearchFailure, type PlaceSearch } from '../../../widgets/map/places';

// The tinting draws on a canvas, which happy-dom lacks (the browser test test/e2e/map-rules.test.ts draws it): here it
// says what it was asked to tint.
vi.mock('../../../widgets/map/place-icon', () => ({
  placeIcon: (mask: string | null, color: string | null) => Promise.resolve(mask ? `tinted ${color} ${mask}` : null),
}));

const double = () => window.__gmapsDouble;
const requests = () => double().placeRequests!;

beforeAll(async () => {
  await import('../../doubles/google-maps.js');
});
beforeEach(() => {
  requests().length = 0;
  Object.assign(double().places!, { newApi: 'ok', legacyApi: 'denied', failure: undefined, fieldsFailure: undefined });
});

/** The places namespace of a maps version that has only some of the classes. */
function only(...names: string[]): typeof google.maps.places {
  const all = google.maps.places as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((n) => [n, all[n]])) as unknown as typeof google.maps.places;
}
const NEW = ['AutocompleteSuggestion', 'AutocompleteSessionToken', 'Place', 'PlacePrediction'];
const LEGACY = ['AutocompleteService', 'PlacesService', 'PlacesServiceStatus', 'AutocompleteSessionToken'];

function setup(places?: typeof google.maps.places | null): PlaceSearch {
  const map = new google.maps.Map(document.createElement('div'), {});
  const bias = { south: 47.7, west: -4.8, north: 48.7, east: -1.5 };
  return createPlaceSearch(map, { language: 'fr', bias: () => bias }, places);
}

const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as SearchFailure);

describe('which Places API', () => {
  it('Places API (New) wherever its classes exist, legacy only where they do not, none otherwise', () => {
    expect(availableApi(google.maps.places)).toBe('new');
    expect(availableApi(only(...NEW))).toBe('new');
    expect(availableApi(only(...LEGACY))).toBe('legacy');
    expect(availableApi(only('AutocompleteSessionToken'))).toBeUndefined();
    expect(availableApi(null)).toBeUndefined();
    expect(() => setup(only('Autocomplete'))).toThrow(SearchFailure);
    expect(() => setup(only('Autocomplete'))).toThrow('the places library has neither AutocompleteSuggestion nor AutocompleteService');
    expect(() => setup(null)).toThrow('the places library is not loaded');
  });
});

describe('Places API (New)', () => {
  it('asks with the page language and the bias; a search of several keystrokes shares one token through its fetchFields', async () => {
    const search = setup();
    expect(search.api).toBe('new');
    const tokensBefore = double().tokens ?? 0;
    expect(await search.suggest('R')).toHaveLength(3);
    await search.suggest('Re');
    const list = await search.suggest('Rennes');
    expect(list).toEqual([
      { id: 'p-rennes', text: 'Rennes, France' },
      { id: 'p-rennes-gare', text: 'Gare de Rennes, Rennes, France' },
    ]);
    const place = await search.choose(list[0]);
    expect((place!.location as google.maps.LatLng).toJSON()).toEqual({ lat: 48.1173, lng: -1.6778 });
    expect((place!.viewport as google.maps.LatLngBounds).toJSON()).toEqual({ south: 48.07, west: -1.75, north: 48.15, east: -1.62 });
    expect(place!.icon).toBe('tinted #7B9EB0 https://maps.gstatic.com/mapfiles/place_api/icons/v2/geocode_pinlet.svg');
    const r = requests();
    expect(r.map((x) => x.call)).toEqual(['fetchAutocompleteSuggestions', 'fetchAutocompleteSuggestions', 'fetchAutocompleteSuggestions', 'fetchFields']);
    const token = r[0].token;
    expect(token).toMatch(/^AutocompleteSessionToken#\d+$/);
    expect(r.map((x) => x.token)).toEqual([token, token, token, token]);
    expect(r[0]).toMatchObject({ api: 'new', input: 'R', language: 'fr', locationBias: { south: 47.7, west: -4.8, north: 48.7, east: -1.5 } });
    expect(r[3].fields).toEqual(NEW_PLACE_FIELDS);
    expect(double().tokens! - tokensBefore).toBe(1);

    // The next search is a new session with a new token.
    const next = await search.suggest('Gare');
    await search.choose(next[0]);
    const [suggest, fields] = requests().slice(4);
    expect(suggest.token).not.toBe(token);
    expect(fields.token).toBe(suggest.token);
    expect(double().tokens! - tokensBefore).toBe(2);
  });

  it('no suggestion: an empty list; a place without a viewport has its location only', async () => {
    const search = setup();
    expect(await search.suggest('zzz')).toEqual([]);
    const [gare] = await search.suggest('Gare');
    const place = await search.choose(gare);
    expect(place!.viewport).toBeNull();
    expect((place!.location as google.maps.LatLng).toJSON()).toEqual({ lat: 48.1035, lng: -1.6722 });
  });

  it('an API not enabled for the key is a lasting failure; a network failure or an exception is not', async () => {
    const search = setup();
    double().places!.newApi = 'denied';
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ name: 'SearchFailure', lasting: true, message: expect.stringContaining('PERMISSION_DENIED') });
    double().places!.newApi = 'ok';
    double().places!.failure = 'network';
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ lasting: false, message: expect.stringContaining('network') });
    double().places!.failure = 'exception';
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ lasting: false, message: expect.stringContaining("reading 'suggestions'") });
    double().places!.failure = undefined;
    const [rennes] = await search.suggest('Rennes');
    double().places!.fieldsFailure = 'network';
    expect(await failure(search.choose(rennes))).toMatchObject({ lasting: false });
    // The failed session is over: the next request starts another.
    double().places!.fieldsFailure = undefined;
    const before = requests().at(-1)!.token;
    await search.suggest('Rennes');
    expect(requests().at(-1)!.token).not.toBe(before);
  });
});

describe('legacy Places API (an old pinned maps version)', () => {
  it('serves the search with one session token from the first prediction to getDetails', async () => {
    double().places!.legacyApi = 'ok';
    const search = setup(only(...LEGACY));
    expect(search.api).toBe('legacy');
    await search.suggest('R');
    const list = await search.suggest('Rennes');
    expect(list.map((s) => s.text)).toEqual(['Rennes, France', 'Gare de Rennes, Rennes, France']);
    const place = await search.choose(list[0]);
    expect(place!.icon).toBe('https://maps.gstatic.com/icons/geocode-71.png');
    expect((place!.viewport as google.maps.LatLngBounds).toJSON()).toEqual({ south: 48.07, west: -1.75, north: 48.15, east: -1.62 });
    const r = requests();
    expect(r.map((x) => `${x.api}.${x.call}`)).toEqual(['legacy.getPlacePredictions', 'legacy.getPlacePredictions', 'legacy.getDetails']);
    expect(new Set(r.map((x) => x.token)).size).toBe(1);
    expect(r[0].token).not.toBeNull();
    expect(r[2].fields).toEqual(['geometry', 'icon']);
    expect(await search.suggest('zzz')).toEqual([]);
  });

  it("a key without legacy access (REQUEST_DENIED) is a lasting failure; 'UNKNOWN_ERROR' and an exception are not", async () => {
    const search = setup(only(...LEGACY));
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ lasting: true, message: expect.stringContaining('REQUEST_DENIED') });
    double().places!.legacyApi = 'ok';
    double().places!.failure = 'network';
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ lasting: false, message: expect.stringContaining('UNKNOWN_ERROR') });
    double().places!.failure = 'exception';
    expect(await failure(search.suggest('Rennes'))).toMatchObject({ lasting: false });
  });
});
