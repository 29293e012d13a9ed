/// <reference types="google.maps" />
/** The google.maps.Map options (README › Office-map widget, "Options"): zoom, centre, map type, style, and which
 * controls show. */
import type { MapOptions } from './map-options';

export const mapOptions = (o: MapOptions): google.maps.MapOptions => ({
  zoom: o.zoom,
  center: o.coordinit,
  mapTypeId: google.maps.MapTypeId[o.maptypeid],
  styles: o.jsonStyle as google.maps.MapTypeStyle[],
  fullscreenControl: o.fullscreenControl,
  zoomControl: true,
  mapTypeControl: true,
  scaleControl: true,
  streetViewControl: false,
  rotateControl: false,
});
