/// <reference types="google.maps" />
/**
 * Markers and info windows (README › Office-map widget, "Options" and the paragraph after "Calls"): one marker per
 * office with a position. More than one: spread with the spiderfier, whose 'click' opens that office's info window.
 * Exactly one: placed directly, its info window opened at once when auto_show_infowindow is set, and on click.
 * markerOnOver makes hovering open it (or spread) instead. zoomAndCoordInitAuto fits the map to the markers (several)
 * or centres it on the marker (one, zoom kept).
 */
import type { MapOptions } from './map-options';
import type { Office } from './records';
import type { OverlappingMarkerSpiderfierConstructor } from './oms';

export interface PlaceMarkersInput {
  map: google.maps.Map;
  offices: Office[];
  options: Pick<MapOptions, 'markerOnOver' | 'auto_show_infowindow' | 'zoomAndCoordInitAuto'>;
  infoWindow: google.maps.InfoWindow;
  /** The info-window content of an office. */
  contentFor: (office: Office) => string | Element;
  /** Needed when more than one office has a position. */
  Spiderfier?: OverlappingMarkerSpiderfierConstructor;
}

export interface PlacedMarkers {
  markers: google.maps.Marker[];
  dispose(): void;
}

export function placeMarkers({ map, offices, options, infoWindow, contentFor, Spiderfier }: PlaceMarkersInput): PlacedMarkers {
  const located = offices.filter((o): o is Office & { position: google.maps.LatLngLiteral } => o.position !== null);
  const open = (marker: google.maps.Marker, office: Office) => {
    infoWindow.setContent(contentFor(office));
    infoWindow.open({ map, anchor: marker, shouldFocus: false });
  };
  const markers = located.map((o) => new google.maps.Marker({ map, position: o.position, title: o.record.title ?? undefined }));
  const listeners: google.maps.MapsEventListener[] = [];
  const trigger = options.markerOnOver ? 'mouseover' : 'click';
  let dispose = () => {};

  if (markers.length > 1 && Spiderfier) {
    const office = new Map(markers.map((m, i) => [m, located[i]]));
    const oms = new Spiderfier(map, { event: trigger, keepSpiderfied: true, markersWontMove: true, markersWontHide: true });
    oms.addListener('click', (marker) => {
      const o = office.get(marker);
      if (o) open(marker, o);
    });
    for (const m of markers) oms.addMarker(m);
    dispose = () => oms.clearMarkers().clearListeners('click');
  } else {
    markers.forEach((m, i) => {
      listeners.push(m.addListener('click', () => open(m, located[i])));
      if (options.markerOnOver) listeners.push(m.addListener('mouseover', () => open(m, located[i])));
    });
    if (markers.length === 1 && options.auto_show_infowindow) open(markers[0], located[0]);
  }

  if (options.zoomAndCoordInitAuto && located.length > 1) {
    const bounds = new google.maps.LatLngBounds();
    for (const o of located) bounds.extend(o.position);
    map.fitBounds(bounds);
  } else if (options.zoomAndCoordInitAuto && located.length === 1) {
    map.setCenter(located[0].position);
  }

  return {
    markers,
    dispose() {
      dispose();
      for (const l of listeners) l.remove();
      infoWindow.close();
      for (const m of markers) m.setMap(null);
    },
  };
}
