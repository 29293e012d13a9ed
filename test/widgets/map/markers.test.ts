/// <reference types="google.maps" />
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeMarkers } from '../../../widgets/map/markers';
import type { Office } from '../../../widgets/map/records';
import type { OverlappingMarkerSpiderfierConstructor } from '../../../widgets/map/oms';

interface DoubleRecord {
  markers: (google.maps.Marker & { position: google.maps.LatLng; title?: string })[];
  calls: { on: string; name: string; args: unknown[] }[];
}
const double = () => (window as unknown as { __gmapsDouble: DoubleRecord }).__gmapsDouble;
let Spiderfier: OverlappingMarkerSpiderfierConstructor;

beforeAll(async () => {
  await import('../../doubles/google-maps.js');
  const mod = await import('overlapping-marker-spiderfier');
  Spiderfier = ((mod as { default?: unknown }).default ?? mod) as OverlappingMarkerSpiderfierConstructor;
});
beforeEach(() => {
  double().markers.length = 0;
  double().calls.length = 0;
});

const office = (title: string, position: { lat: number; lng: number } | null): Office => ({ record: { title }, position });
const OFFICES = [
  office('Rennes', { lat: 48.1062, lng: -1.6795 }),
  office('Rennes audit', { lat: 48.1062, lng: -1.6795 }),
  office('Brest', { lat: 48.3897, lng: -4.4861 }),
  office('Saint-Malo', null),
];

function setup(offices: Office[], options = {}) {
  const div = document.createElement('div');
  document.body.append(div);
  const map = new google.maps.Map(div, { zoom: 8, center: { lat: 48.1, lng: -2.8 } });
  const infoWindow = new google.maps.InfoWindow();
  const placed = placeMarkers({
    map, offices, infoWindow, Spiderfier,
    options: { markerOnOver: false, auto_show_infowindow: true, zoomAndCoordInitAuto: false, ...options },
    contentFor: (o) => `info ${o.record.title}`,
  });
  return { map, infoWindow: infoWindow as google.maps.InfoWindow & { isOpen: boolean; content: unknown; anchor: unknown }, placed };
}

const click = (m: google.maps.Marker, name = 'click') => google.maps.event.trigger(m, name, {});

describe('markers', () => {
  it('makes one marker per office with a position; offices without gps get none', () => {
    const { placed } = setup(OFFICES);
    expect(placed.markers.map((m) => m.getTitle())).toEqual(['Rennes', 'Rennes audit', 'Brest']);
  });

  it("several offices: the spiderfier spreads markers at one spot, and a click on a spread marker opens that office's window", async () => {
    const { infoWindow, placed } = setup(OFFICES);
    const [rennes, audit, brest] = placed.markers;
    click(brest);
    expect(infoWindow.isOpen).toBe(true);
    expect(infoWindow.content).toBe('info Brest');
    expect(infoWindow.anchor).toBe(brest);
    infoWindow.close();
    click(audit); // two offices at one address: the first click spreads them
    expect(infoWindow.isOpen).toBe(false);
    expect(audit.getPosition()!.equals(rennes.getPosition()!)).toBe(false);
    click(audit);
    expect(infoWindow.content).toBe('info Rennes audit');
    expect(infoWindow.anchor).toBe(audit);
  });

  it('several offices: no window opens by itself', () => {
    const { infoWindow } = setup(OFFICES);
    expect(infoWindow.isOpen).toBe(false);
  });

  it('exactly one office: placed directly, its window opened at once with auto_show_infowindow, and on click', () => {
    const { infoWindow, placed } = setup([office('Rennes', { lat: 48.1, lng: -1.6 })]);
    expect(infoWindow.isOpen).toBe(true);
    expect(infoWindow.anchor).toBe(placed.markers[0]);
    infoWindow.close();
    click(placed.markers[0]);
    expect(infoWindow.isOpen).toBe(true);
    expect((placed.markers[0] as unknown as { _oms?: boolean })._oms).toBeUndefined();
  });

  it('exactly one office without auto_show_infowindow: closed until clicked', () => {
    const { infoWindow } = setup([office('Rennes', { lat: 48.1, lng: -1.6 })], { auto_show_infowindow: false });
    expect(infoWindow.isOpen).toBe(false);
  });

  it('markerOnOver: hovering opens the window', () => {
    const one = setup([office('Rennes', { lat: 48.1, lng: -1.6 })], { markerOnOver: true, auto_show_infowindow: false });
    click(one.placed.markers[0], 'mouseover');
    expect(one.infoWindow.isOpen).toBe(true);
    const many = setup(OFFICES, { markerOnOver: true });
    click(many.placed.markers[2], 'mouseover');
    expect(many.infoWindow.content).toBe('info Brest');
  });

  it('zoomAndCoordInitAuto: fits the map to the offices, or centres on the only one', () => {
    setup(OFFICES, { zoomAndCoordInitAuto: true });
    expect(double().calls.find((c) => c.name === 'fitBounds')!.args[0]).toEqual({ south: 48.1062, west: -4.4861, north: 48.3897, east: -1.6795 });
    double().calls.length = 0;
    const one = setup([office('Rennes', { lat: 48.1, lng: -1.6 })], { zoomAndCoordInitAuto: true });
    expect(double().calls.map((c) => c.name)).toContain('setCenter');
    expect(one.map.getZoom()).toBe(8);
    double().calls.length = 0;
    setup(OFFICES);
    expect(double().calls.filter((c) => c.name === 'fitBounds' || c.name === 'setCenter')).toEqual([]);
  });

  it('dispose removes the markers and closes the window', () => {
    const { infoWindow, placed } = setup([office('Rennes', { lat: 48.1, lng: -1.6 })]);
    placed.dispose();
    expect(placed.markers[0].getMap()).toBeNull();
    expect(infoWindow.isOpen).toBe(false);
  });
});
