/**
 * The map widget's options with their defaults (README › Office-map widget, "Options"), as a zod/mini schema. coordinit
 * is read from a 'lat, lng' string; jsonStyle is a list of style rules (or that list as a JSON string, as the CMS
 * stores it).
 */
import * as z from 'zod/mini';
import { flag, numberish } from '../../src/core';
import { DEFAULT_STYLE } from './style';

export const CONTROL_POSITIONS = [
  'TOP_LEFT', 'TOP_CENTER', 'TOP_RIGHT', 'LEFT_TOP', 'LEFT_CENTER', 'LEFT_BOTTOM',
  'RIGHT_TOP', 'RIGHT_CENTER', 'RIGHT_BOTTOM', 'BOTTOM_LEFT', 'BOTTOM_CENTER', 'BOTTOM_RIGHT',
] as const;
export const MAP_TYPES = ['ROADMAP', 'SATELLITE', 'HYBRID', 'TERRAIN'] as const;

export interface LatLng {
  lat: number;
  lng: number;
}

/** 'lat,lng' (spaces allowed) with both numbers in range, or null. */
export function parseLatLng(value: string): LatLng | null {
  const m = value.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const coordinit = () =>
  z.pipe(
    z.union([z.string(), z.object({ lat: z.number(), lng: z.number() })]),
    z.transform((v, ctx) => {
      const parsed = typeof v === 'string' ? parseLatLng(v) : v;
      if (!parsed) ctx.issues.push({ code: 'custom', input: v, message: "expected 'lat, lng', e.g. '48.1, -2.8'" });
      return parsed ?? { lat: 0, lng: 0 };
    }),
  );

const styleRule = z.looseObject({
  featureType: z.optional(z.string()),
  elementType: z.optional(z.string()),
  stylers: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const jsonStyle = () =>
  z.pipe(
    z.pipe(z.union([z.array(z.unknown()), z.string()]),
    z.transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return DEFAULT_STYLE;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', input: v, message: 'expected a JSON list of map style rules' });
        return [];
      }
    })),
    z.array(styleRule),
  );

const on = (def: boolean) => z._default(flag(), def);
const zoomLevel = (def: number) => z._default(z.pipe(numberish(), z.int().check(z.minimum(0), z.maximum(22))), def);

export const MapOptionsSchema = z.looseObject({
  lepContentId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  jsonStyle: z._default(jsonStyle(), DEFAULT_STYLE as z.infer<ReturnType<typeof jsonStyle>>),
  markerOnOver: on(false),
  search: on(true),
  zoom: zoomLevel(8),
  fullscreenControl: on(false),
  zoomAfterSearch: zoomLevel(10),
  mapRatioPercent: z._default(z.pipe(numberish(), z.number().check(z.positive(), z.maximum(300))), 56.25),
  auto_show_infowindow: on(true),
  coordinit: z._default(coordinit(), { lat: 48.1, lng: -2.8 }),
  maptypeid: z._default(z.enum(MAP_TYPES), 'ROADMAP'),
  inputSearhPos: z._default(z.enum(CONTROL_POSITIONS), 'TOP_CENTER'),
  /** Fit the map to the offices (several) or centre it on the office (one) instead of zoom and coordinit. */
  zoomAndCoordInitAuto: on(false),
});

export type MapOptions = z.infer<typeof MapOptionsSchema>;
