/// <reference types="google.maps" />
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcement, createSearchMarker, showPlace } from '../../../widgets/map/search';
import de from '../../../src/i18n/languages/de';

interface DoubleRecord {
  calls: { on: string; name: string; args: unknown[] }[];
}
const double = () => (window as unknown as { __gmapsDouble: DoubleRecord }).__gmapsDouble;

beforeAll(async () => {
  await import('../../doubles/google-maps.js');
});
beforeEach(() => {
  double().calls.length = 0;
});

function setup() {
  const map = new google.maps.Map(document.createElement('div'), { zoom: 8, center: { lat: 48.1, lng: -2.8 } });
  const infoWindow = new google.maps.InfoWindow();
  const searchMarker = createSearchMarker(map);
  double().calls.length = 0;
  return { map, infoWindow, searchMarker, zoomAfterSearch: 10 };
}
const steps = () => double().calls.map((c) => `${c.on.split('#')[0]}.${c.name}`);

describe('place search', () => {
  it('with a viewport: closes the window, hides the marker, fits the viewport, zooms, shows the icon marker — in that order', () => {
    const s = setup();
    const viewport = new google.maps.LatLngBounds({ lat: 48.07, lng: -1.75 }, { lat: 48.15, lng: -1.62 });
    const location = new google.maps.LatLng(48.11, -1.68);
    expect(showPlace({ ...s, place: { icon: 'https://icons.example/geocode-71.png', location, viewport } })).toBe(true);
    expect(steps()).toEqual([
      'InfoWindow.close', 'Marker.setVisible', 'Map.fitBounds', 'Map.setZoom', 'Marker.setIcon', 'Marker.setPosition', 'Marker.setVisible',
    ]);
    const calls = double().calls;
    expect(calls[1].args).toEqual([false]);
    expect(calls[3].args).toEqual([10]);
    expect(calls[4].args[0]).toEqual({
      url: 'https://icons.example/geocode-71.png', size: { width: 71, height: 71 }, origin: { x: 0, y: 0 },
      anchor: { x: 17, y: 34 }, scaledSize: { width: 35, height: 35 },
    });
    expect(calls[5].args).toEqual([{ lat: 48.11, lng: -1.68 }]);
    expect(calls[6].args).toEqual([true]);
    expect((s.searchMarker as unknown as { anchorPoint: { x: number; y: number } }).anchorPoint).toMatchObject({ x: 0, y: -29 });
  });

  it('without a viewport: centres on the location', () => {
    const s = setup();
    showPlace({ ...s, place: { location: new google.maps.LatLng(48.1, -1.67), viewport: null } });
    expect(steps()).toEqual(['InfoWindow.close', 'Marker.setVisible', 'Map.setCenter', 'Map.setZoom', 'Marker.setIcon', 'Marker.setPosition', 'Marker.setVisible']);
  });

  it('without geometry (no location, or no place found): only steps 1 and 2', () => {
    const s = setup();
    expect(showPlace({ ...s, place: { location: null, viewport: null, icon: null } })).toBe(false);
    expect(steps()).toEqual(['InfoWindow.close', 'Marker.setVisible']);
    expect(s.searchMarker.getVisible()).toBe(false);
    double().calls.length = 0;
    expect(showPlace({ ...s, place: null })).toBe(false);
    expect(steps()).toEqual(['InfoWindow.close', 'Marker.setVisible']);
  });

  it('a place without an icon gets the default marker, not the icon of the place found before it', () => {
    const s = setup();
    showPlace({ ...s, place: { location: { lat: 48.11, lng: -1.68 }, icon: 'data:image/png;base64,AAAA' } });
    expect(s.searchMarker.getIcon()).toMatchObject({ url: 'data:image/png;base64,AAAA' });
    showPlace({ ...s, place: { location: { lat: 48.68, lng: -2.93 }, icon: null } });
    expect(s.searchMarker.getIcon()).toBeNull();
    expect(s.searchMarker.getVisible()).toBe(true);
  });

  it("Places API (New)'s icon, once tinted (place-icon.ts), becomes the marker icon at the same size and anchor", () => {
    const s = setup();
    const icon = 'data:image/png;base64,iVBORw0KGgo=';
    showPlace({ ...s, place: { location: { lat: 48.11, lng: -1.68 }, viewport: { south: 48.07, west: -1.75, north: 48.15, east: -1.62 }, icon } });
    expect(steps()).toEqual(['InfoWindow.close', 'Marker.setVisible', 'Map.fitBounds', 'Map.setZoom', 'Marker.setIcon', 'Marker.setPosition', 'Marker.setVisible']);
    expect(double().calls[2].args[0]).toEqual({ south: 48.07, west: -1.75, north: 48.15, east: -1.62 });
    expect(double().calls[4].args[0]).toMatchObject({ url: icon, size: { width: 71, height: 71 }, anchor: { x: 17, y: 34 }, scaledSize: { width: 35, height: 35 } });
    expect(double().calls[5].args).toEqual([{ lat: 48.11, lng: -1.68 }]);
  });

  it('announces the results for screen readers', () => {
    expect(announcement(0)).toBe('No search results.');
    expect(announcement(1)).toBe('1 result is available, use up and down arrow keys to navigate.');
    expect(announcement(3)).toBe('3 results are available, use up and down arrow keys to navigate.');
    expect(announcement(0, de.map)).toBe('Keine Suchergebnisse.');
    expect(announcement(1, de.map)).toBe('1 Ergebnis ist verfügbar. Mit den Pfeiltasten nach oben und unten wählen Sie aus.');
    expect(announcement(3, de.map)).toBe('3 Ergebnisse sind verfügbar. Mit den Pfeiltasten nach oben und unten wählen Sie aus.');
  });
});
