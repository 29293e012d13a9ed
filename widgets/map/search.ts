/// <reference types="google.maps" />
/**
 * Place search on the map (README › Office-map widget, "Place search"): what happens when a place is chosen, in this
 * order (the info window closes and the search marker hides; a place without a location stops there; the map fits the
 * place's viewport, else centres on it; zoom to zoomAfterSearch; the place's marker shows), and the screen-reader
 * announcements of the suggestions, in the page language (the catalogue's map texts; French by default).
 */
import type { FoundPlace } from './places';
import type { MapText } from '../../src/core';
import { map as fr } from '../../src/i18n/fr/map';

/** Search suggestions: delay (300 ms) and minimum length (1 character). */
export const SUGGESTION_DELAY_MS = 300;
export const SUGGESTION_MIN_LENGTH = 1;

/** What the box says (in French) when the search failed: for good (the key or the library lacks the API), or this once. */
export const SEARCH_UNAVAILABLE = fr.searchUnavailable;
export const SEARCH_RETRY = fr.searchRetry;

export const announcement = (count: number, text: Pick<MapText, 'results'> = fr): string => text.results(count);

/** The search marker: anchor point (0,-29); hidden until a place is shown. */
export const createSearchMarker = (map: google.maps.Map): google.maps.Marker =>
  new google.maps.Marker({ map, anchorPoint: new google.maps.Point(0, -29), visible: false });

export interface ShowPlaceInput {
  map: google.maps.Map;
  /** The chosen place, from either Places API (null: none found). */
  place: FoundPlace | null;
  infoWindow: google.maps.InfoWindow;
  searchMarker: google.maps.Marker;
  zoomAfterSearch: number;
}

/** The steps of this file's header, in order. Returns false when the place has no location (nothing shown). */
export function showPlace({ map, place, infoWindow, searchMarker, zoomAfterSearch }: ShowPlaceInput): boolean {
  infoWindow.close();
  searchMarker.setVisible(false);
  const location = place?.location;
  if (!place || !location) return false;
  if (place.viewport) map.fitBounds(place.viewport);
  else map.setCenter(location);
  map.setZoom(zoomAfterSearch);
  // A place without an icon gets the default marker, never the icon of the place found before it.
  searchMarker.setIcon(
    place.icon
      ? {
          url: place.icon,
          size: new google.maps.Size(71, 71),
          origin: new google.maps.Point(0, 0),
          anchor: new google.maps.Point(17, 34),
          scaledSize: new google.maps.Size(35, 35),
        }
      : null,
  );
  searchMarker.setPosition(location);
  searchMarker.setVisible(true);
  return true;
}
