/// <reference types="google.maps" />
// Types of the google.maps double (google-maps.js), imported by unit tests for its side effect.
export {};

declare global {
  interface GmapsDoubleCall {
    on: string;
    name: string;
    args: unknown[];
  }
  /** What the double's places library offers and how the key's project answers (set before the double loads). */
  interface GmapsDoublePlaces {
    classes?: 'both' | 'new' | 'legacy' | 'none' | 'unloadable';
    newApi?: 'ok' | 'denied';
    legacyApi?: 'ok' | 'denied';
    failure?: 'network' | 'exception';
    fieldsFailure?: 'network' | 'exception';
  }
  interface GmapsDoublePlaceRequest {
    api: 'new' | 'legacy';
    call: 'fetchAutocompleteSuggestions' | 'fetchFields' | 'getPlacePredictions' | 'getDetails';
    input?: string;
    placeId?: string;
    fields?: string[];
    /** 'AutocompleteSessionToken#n', or null when the request carried none. */
    token: string | null;
    language?: string | null;
    locationBias?: unknown;
  }
  interface GmapsDoubleRecord {
    maps: google.maps.Map[];
    markers: google.maps.Marker[];
    infoWindows: google.maps.InfoWindow[];
    calls: GmapsDoubleCall[];
    /** How many times the double was loaded (the maps script requested). */
    loads: number;
    placeData: { place_id: string; description: string; place: Record<string, unknown> }[];
    places?: GmapsDoublePlaces;
    placeRequests?: GmapsDoublePlaceRequest[];
    /** How many session tokens were created. */
    tokens?: number;
    holdTiles?: boolean;
    /** performance.now() when the last Map was created. */
    mapCreatedAt?: number;
    scriptUrl?: string;
  }
  interface Window {
    __gmapsDouble: GmapsDoubleRecord;
  }
}
