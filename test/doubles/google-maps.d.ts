/// <reference types="google.maps" />
// Types of the google.maps double (google-maps.js), imported by unit tests for its side effect.
export {};

declare global {
  interface GmapsDoubleCall {
    on: string;
    name: string;
    args: unknown[];
  }
  interface GmapsDoubleRecord {
    maps: google.maps.Map[];
    markers: google.maps.Marker[];
    infoWindows: google.maps.InfoWindow[];
    calls: GmapsDoubleCall[];
    /** How many times the double was loaded (the maps script requested). */
    loads: number;
    placeData: { place_id: string; description: string; place: Record<string, unknown> }[];
    holdTiles?: boolean;
    /** performance.now() when the last Map was created. */
    mapCreatedAt?: number;
    scriptUrl?: string;
  }
  interface Window {
    __gmapsDouble: GmapsDoubleRecord;
  }
}
