/// <reference types="google.maps" />
/**
 * Place search through whichever Places API the loaded maps library offers (README "Office-map widget", "Place
 * search"): Places API (New) — `AutocompleteSuggestion.fetchAutocompleteSuggestions`, then
 * `placePrediction.toPlace().fetchFields` — wherever its classes exist; the legacy `AutocompleteService` and
 * `PlacesService` only where they do not (an old pinned maps version). One `AutocompleteSessionToken` per search
 * session: created by the first suggestion request, passed to every later one and to the closing details request,
 * then dropped, so that a visitor's typing is billed as one session. Failures are thrown as `SearchFailure`, telling
 * whether searching again can help.
 */
import { placeIcon } from './place-icon';

/** What the widget reads of a chosen place (steps 3 to 5 of the search). */
export interface FoundPlace {
  location?: google.maps.LatLng | google.maps.LatLngLiteral | null;
  viewport?: google.maps.LatLngBounds | google.maps.LatLngBoundsLiteral | null;
  /** The marker icon, ready to draw: the legacy 71×71 PNG, or Places API (New)'s icon mask tinted (place-icon.ts). */
  icon?: string | null;
}

export interface Suggestion {
  id: string;
  text: string;
}

export interface PlaceSearch {
  /** Which Places API serves this search. */
  readonly api: 'new' | 'legacy';
  /** Suggestions for the text typed (an empty list when there are none). */
  suggest(input: string): Promise<Suggestion[]>;
  /** The chosen suggestion's place (null when it has none); ends the search session. */
  choose(suggestion: Suggestion): Promise<FoundPlace | null>;
}

export interface SearchContext {
  /** The page language (results in it where Google has them). */
  language: string;
  /** A soft hint of where to look: the map's bounds, else the offices' region. */
  bias: () => google.maps.LatLngBounds | google.maps.LatLngBoundsLiteral | undefined;
}

/** A search that failed; `lasting` when it will keep failing (classes missing, API not enabled for the key). */
export class SearchFailure extends Error {
  constructor(message: string, readonly lasting: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchFailure';
  }
}

/** The fields the widget uses: billing follows the fields asked. */
export const NEW_PLACE_FIELDS = ['location', 'viewport', 'svgIconMaskURI', 'iconBackgroundColor'];
export const LEGACY_PLACE_FIELDS = ['geometry', 'icon'];

/** Answers meaning the key may not use the API (not enabled, restricted, no billing): searching again will not help. */
const DENIED = /^(REQUEST_DENIED|PERMISSION_DENIED|UNAUTHENTICATED|NOT_ENABLED|API_KEY_INVALID)$/;
const DENIED_TEXT = /REQUEST_DENIED|PERMISSION_DENIED|not (been )?(enabled|activated|authori[sz]ed)|is disabled|not available to new customers|ApiNotActivated|ApiTargetBlocked|RefererNotAllowed/i;

/** A failure of a suggestion or details request, classified. */
export function classify(e: unknown, api: PlaceSearch['api']): SearchFailure {
  if (e instanceof SearchFailure) return e;
  const code = typeof e === 'object' && e && 'code' in e ? String((e as { code: unknown }).code) : '';
  const message = e instanceof Error ? e.message : String(e);
  const lasting = DENIED.test(code) || DENIED_TEXT.test(message);
  const api_ = api === 'new' ? 'Places API (New)' : 'Places API (legacy)';
  return new SearchFailure(`${api_}: ${[code, message].filter((x, i, all) => x && all.indexOf(x) === i).join(' ')}`, lasting, { cause: e });
}

type Places = typeof google.maps.places | null | undefined;

const placesNamespace = (): Places => (typeof google === 'undefined' ? undefined : google.maps?.places);

/** Which API the loaded library offers: 'new' wherever its classes exist, else 'legacy', else none. */
export function availableApi(places: Places = placesNamespace()): PlaceSearch['api'] | undefined {
  if (typeof places?.AutocompleteSuggestion?.fetchAutocompleteSuggestions === 'function' && typeof places.AutocompleteSessionToken === 'function') return 'new';
  if (typeof places?.AutocompleteService === 'function' && typeof places.PlacesService === 'function') return 'legacy';
  return undefined;
}

/** The place search of one map. Throws a lasting SearchFailure when the library has neither API. */
export function createPlaceSearch(map: google.maps.Map, context: SearchContext, places: Places = placesNamespace()): PlaceSearch {
  const api = availableApi(places);
  if (api === 'new') return newSearch(places!, context);
  if (api === 'legacy') return legacySearch(places!, map, context);
  throw new SearchFailure(
    places ? 'the places library has neither AutocompleteSuggestion nor AutocompleteService' : 'the places library is not loaded',
    true,
  );
}

/** Calls `fn`, turning a synchronous throw into a rejection. */
const attempt = <T>(fn: () => Promise<T>): Promise<T> => new Promise<T>((resolve) => resolve(fn()));

function newSearch(places: typeof google.maps.places, { language, bias }: SearchContext): PlaceSearch {
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  let predictions = new Map<string, google.maps.places.PlacePrediction>();
  return {
    api: 'new',
    suggest: (input) =>
      attempt(() => {
        token ??= new places.AutocompleteSessionToken();
        const locationBias = bias();
        return places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, language, sessionToken: token, ...(locationBias ? { locationBias } : {}) });
      }).then(
        ({ suggestions }) => {
          predictions = new Map();
          const list: Suggestion[] = [];
          for (const s of suggestions ?? []) {
            const p = s.placePrediction;
            if (!p || predictions.has(p.placeId)) continue;
            predictions.set(p.placeId, p);
            list.push({ id: p.placeId, text: String(p.text?.text ?? p.text ?? '') });
          }
          return list;
        },
        (e: unknown) => Promise.reject(classify(e, 'new')),
      ),
    choose: (suggestion) => {
      const prediction = predictions.get(suggestion.id);
      // The place carries the session token of the request that suggested it into its first fetchFields.
      return attempt(async () => {
        if (!prediction) throw new SearchFailure(`Places API (New): no suggestion ${suggestion.id}`, false);
        const place = prediction.toPlace();
        await place.fetchFields({ fields: NEW_PLACE_FIELDS });
        const icon = await placeIcon(place.svgIconMaskURI, place.iconBackgroundColor);
        return { location: place.location, viewport: place.viewport, icon } satisfies FoundPlace;
      }).then(
        (place) => {
          token = undefined;
          return place;
        },
        (e: unknown) => {
          token = undefined;
          return Promise.reject(classify(e, 'new'));
        },
      );
    },
  };
}

function legacySearch(places: typeof google.maps.places, map: google.maps.Map, { language, bias }: SearchContext): PlaceSearch {
  const Status = places.PlacesServiceStatus ?? ({ OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } as typeof google.maps.places.PlacesServiceStatus);
  let auto: google.maps.places.AutocompleteService | undefined;
  let details: google.maps.places.PlacesService | undefined;
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  const newToken = () => (typeof places.AutocompleteSessionToken === 'function' ? new places.AutocompleteSessionToken() : undefined);
  const failed = (status: string) => classify(Object.assign(new Error(status), { code: status }), 'legacy');
  return {
    api: 'legacy',
    suggest: (input) =>
      attempt(
        () =>
          new Promise<Suggestion[]>((resolve, reject) => {
            auto ??= new places.AutocompleteService();
            token ??= newToken();
            const locationBias = bias();
            auto.getPlacePredictions({ input, language, sessionToken: token, ...(locationBias ? { locationBias } : {}) }, (predictions, status) => {
              if (status === Status.OK) resolve((predictions ?? []).map((p) => ({ id: p.place_id, text: p.description })));
              else if (status === Status.ZERO_RESULTS) resolve([]);
              else reject(failed(status));
            });
          }),
      ).catch((e: unknown) => Promise.reject(classify(e, 'legacy'))),
    choose: (suggestion) =>
      attempt(
        () =>
          new Promise<FoundPlace | null>((resolve, reject) => {
            details ??= new places.PlacesService(map);
            const sessionToken = token;
            token = undefined;
            details.getDetails({ placeId: suggestion.id, fields: LEGACY_PLACE_FIELDS, language, ...(sessionToken ? { sessionToken } : {}) }, (place, status) => {
              if (status === Status.OK && place) resolve({ location: place.geometry?.location, viewport: place.geometry?.viewport, icon: place.icon });
              else if (status === Status.ZERO_RESULTS || status === Status.NOT_FOUND) resolve(null);
              else reject(failed(status));
            });
          }),
      ).catch((e: unknown) => Promise.reject(classify(e, 'legacy'))),
  };
}
