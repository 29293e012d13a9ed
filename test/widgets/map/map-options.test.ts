import { describe, expect, it } from 'vitest';
import { MapOptionsSchema, parseLatLng } from '../../../widgets/map/map-options';
import { DEFAULT_STYLE } from '../../../widgets/map/style';

describe('map options', () => {
  it("has the README's defaults", () => {
    const o = MapOptionsSchema.parse({ lepContentId: 7 });
    expect(o).toMatchObject({
      lepContentId: '7', zoom: 8, zoomAfterSearch: 10, mapRatioPercent: 56.25, search: true, auto_show_infowindow: true,
      fullscreenControl: false, markerOnOver: false, maptypeid: 'ROADMAP', inputSearhPos: 'TOP_CENTER', zoomAndCoordInitAuto: false,
    });
    expect(o.jsonStyle).toEqual(DEFAULT_STYLE);
  });

  it("reads CMS values: '0'/'1' flags, numeric strings, coordinit 'lat, lng', jsonStyle as a JSON string", () => {
    const o = MapOptionsSchema.parse({
      lepContentId: '7', search: '0', zoom: '12', coordinit: '48.1, -2.8', jsonStyle: '[{"featureType":"water","stylers":[{"color":"#0000ff"}]}]',
    });
    expect(o.search).toBe(false);
    expect(o.zoom).toBe(12);
    expect(o.coordinit).toEqual({ lat: 48.1, lng: -2.8 });
    expect(o.jsonStyle).toEqual([{ featureType: 'water', stylers: [{ color: '#0000ff' }] }]);
  });

  it('rejects bad values with a message naming the fix', () => {
    const bad = MapOptionsSchema.safeParse({ lepContentId: '7', coordinit: '48.1 -2.8' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].message).toContain("'lat, lng'");
    expect(MapOptionsSchema.safeParse({ lepContentId: '7', inputSearhPos: 'MIDDLE' }).success).toBe(false);
    expect(MapOptionsSchema.safeParse({ lepContentId: '7', zoom: '' }).success).toBe(false);
    expect(MapOptionsSchema.safeParse({}).success).toBe(false);
  });

  it("hides the default style's features and draws administrative ones in #194d8a at weight 0.5", () => {
    expect(DEFAULT_STYLE[0]).toEqual({ featureType: 'administrative', elementType: 'geometry', stylers: [{ color: '#194d8a' }, { weight: 0.5 }] });
    const hidden = DEFAULT_STYLE.filter((r) => r.stylers[0].visibility === 'off').map((r) => `${r.featureType}/${r.elementType ?? '*'}`);
    expect(hidden).toEqual([
      'administrative.land_parcel/*', 'administrative.neighborhood/*', 'poi.business/*', 'poi.park/labels',
      'road/labels', 'road.arterial/labels', 'road.highway/labels', 'road.local/*', 'water/labels',
    ]);
    // Rules apply in order: the broad water rule ('simplified') before the one hiding water labels, or it shows them.
    const water = DEFAULT_STYLE.findIndex((r) => r.featureType === 'water' && !r.elementType);
    expect(DEFAULT_STYLE[water]).toEqual({ featureType: 'water', stylers: [{ visibility: 'simplified' }] });
    expect(DEFAULT_STYLE.findIndex((r) => r.featureType === 'water' && r.elementType === 'labels')).toBeGreaterThan(water);
  });

  it('parses gps pairs only when both numbers are in range', () => {
    expect(parseLatLng('48.1062,-1.6795')).toEqual({ lat: 48.1062, lng: -1.6795 });
    expect(parseLatLng(' 48 , -1 ')).toEqual({ lat: 48, lng: -1 });
    for (const bad of ['', '48.1', '48.1;-1.6', '148,2', '48,-181', 'a,b']) expect(parseLatLng(bad)).toBeNull();
  });
});
