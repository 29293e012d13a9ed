/// <reference types="google.maps" />
/** The part of overlapping-marker-spiderfier 1.1.4's API the map widget uses (the module ships no types). */
export interface SpiderfierOptions {
  /** The marker event that spiderfies: 'click' (default) or 'mouseover'. */
  event?: 'click' | 'mouseover';
  keepSpiderfied?: boolean;
  markersWontMove?: boolean;
  markersWontHide?: boolean;
  nearbyDistance?: number;
}

export interface OverlappingMarkerSpiderfier {
  addMarker(marker: google.maps.Marker): this;
  removeMarker(marker: google.maps.Marker): this;
  clearMarkers(): this;
  getMarkers(): google.maps.Marker[];
  addListener(event: 'click', fn: (marker: google.maps.Marker, event?: unknown) => void): this;
  addListener(event: 'spiderfy' | 'unspiderfy', fn: (markers: google.maps.Marker[], others: google.maps.Marker[]) => void): this;
  clearListeners(event: string): this;
  unspiderfy(): this;
}

export type OverlappingMarkerSpiderfierConstructor = new (map: google.maps.Map, options?: SpiderfierOptions) => OverlappingMarkerSpiderfier;
