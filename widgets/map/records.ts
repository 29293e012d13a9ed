/**
 * The office records (README › Office-map widget, "Calls"): POST /ajax/diem/object?withoutidinkey&reqc={request}, where
 * the request is a JSON object compressed with lz-string into a URI-safe string. Records without gps, or whose gps is
 * not a 'lat,lng' pair in range, do not become markers (the latter with a dev warning); all records stay listed.
 */
import * as z from 'zod/mini';
import { compressToEncodedURIComponent } from 'lz-string';
import { type Http, warn } from '../../src/core';
import { parseLatLng, type LatLng } from './map-options';

/** The office-record fields the records call asks for, in the order of README › Office-map widget, "Calls". */
export const FIELDS = [
  'lep_content.id', 'title', 'resume',
  'tel', 'fax', 'mobile', 'email', 'url',
  'address', 'address_2', 'address_3', 'zip_code', 'city',
  'pagelink', 'entity_related',
  'gps',
] as const;

export const OBJECT_PATH = 'ajax/diem/object';

export interface ObjectRequest {
  request: string;
  functions: Record<string, never>;
  fields: string[];
}

export const objectRequest = (lepContentId: string): ObjectRequest => ({
  request: `LepContent-${lepContentId}|zip_code|-|-|-`,
  functions: {},
  fields: [...FIELDS],
});

/** The call's URL (the http client adds dm_cpi and dm_xhr). */
export const recordsUrl = (lepContentId: string): string =>
  `${OBJECT_PATH}?withoutidinkey&reqc=${compressToEncodedURIComponent(JSON.stringify(objectRequest(lepContentId)))}`;

const text = z.optional(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String))));

export const OfficeRecordSchema = z.looseObject({
  id: text,
  'lep_content.id': text,
  title: text,
  resume: text,
  tel: text,
  fax: text,
  mobile: text,
  email: text,
  url: text,
  address: text,
  address_2: text,
  address_3: text,
  zip_code: text,
  city: text,
  pagelink: text,
  entity_related: z.optional(z.unknown()),
  gps: text,
});

export type OfficeRecord = z.infer<typeof OfficeRecordSchema>;

/**
 * A collection of records: a list, or an object of records keyed by id. Each record is read on its own: one that
 * does not fit (a wrong type) is left out with a warning, the others are kept, as news lists do with their articles.
 */
export const OfficeRecordsSchema = z.pipe(
  z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  z.transform((v) =>
    (Array.isArray(v) ? v : Object.values(v)).flatMap((item, i) => {
      const read = OfficeRecordSchema.safeParse(item);
      if (read.success) return [read.data];
      const issue = read.error.issues[0];
      warn(`map: office record ${i} left out: '${issue?.path.join('.') || '(root)'}' ${issue?.message ?? 'is invalid'}`);
      return [];
    }),
  ),
);

export interface Office {
  record: OfficeRecord;
  /** null when the record has no usable gps: listed, but no marker. */
  position: LatLng | null;
}

export function toOffices(records: OfficeRecord[], dev: boolean): Office[] {
  return records.map((record) => {
    const gps = record.gps?.trim();
    if (!gps) return { record, position: null };
    const position = parseLatLng(gps);
    if (!position && dev) warn(`map: office '${record.title ?? record.id ?? '?'}' has an invalid gps '${gps}' (expected 'lat,lng'); no marker`);
    return { record, position };
  });
}

export async function fetchOffices(http: Http, lepContentId: string, dev: boolean, signal?: AbortSignal): Promise<Office[]> {
  const records = await http.request(recordsUrl(lepContentId), { method: 'POST', schema: OfficeRecordsSchema, signal });
  return toOffices(records, dev);
}
