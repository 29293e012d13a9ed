/// <reference types="google.maps" />
/**
 * Place search on the map (spec §4.11, §9.3): what happens when a place is chosen, in the spec's order, and the
 * screen-reader announcements of §8.3, in the page language (the catalogue's map texts; French by default).
 */
import type { FoundPlace } from './places';
import type { MapText } from '../../src/i18n/catalogue';
import { map as fr } from '../../src/i18n/fr/map';

/** Search suggestions (§9.3): delay and minimum length. */
export const SUGGESTION_DELAY_MS = 300;
export const SUGGESTION_MIN_LENGTH = 1;

/** What the box says (in French) when the search failed: for good (the key or the library lacks the API), or this once. */
export const SEARCH_UNAVAILABLE = fr.searchUnavailable;
export const SEARCH_RETRY = fr.searchRetry;

export const announcement = (count: number, text: Pick<MapText, 'results'> = fr): string => text.results(count);

/** The search marker (§9.3): anchor point (0,-29); hidden until a place is shown. */
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

/** Steps 1 to 5 of §4.11. Returns false when the place has no location (nothing shown). */
export function showPlace({ map, place, infoWindow, searchMarker, zoomAfterSearch }: ShowPlaceInput): boolean {
  infoWindow.close();
  searchMarker.setVisible(false);
  const location = place?.location;
  if (!place || !location) return false;
  if (place.viewport) map.fitBounds(place.viewport);
  else map.setCenter(location);
  map.setZoom(zoomAfterSearch);
  if (place.icon) {
    searchMarker.setIcon({
      url: place.icon,
      size: new google.maps.Size(71, 71),
      origin: new google.maps.Point(0, 0),
      anchor: new google.maps.Point(17, 34),
      scaledSize: new google.maps.Size(35, 35),
    });
  }
  searchMarker.setPosition(location);
  searchMarker.setVisible(true);
  return true;
}
