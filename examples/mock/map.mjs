// Mock CMS object endpoint for the office map (README › Office-map widget, "Calls"): POST
// /ajax/diem/object?withoutidinkey&reqc=…, where reqc is lz-string's compressToEncodedURIComponent of {request:
// 'LepContent-{id}|zip_code|-|-|-', functions, fields}. Categories come from examples/fixtures/map/offices.json;
// 'bench-{n}' generates n offices (for the 5,000-marker bar). Also serves the example site's tarteaucitron set-up
// script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lz from 'lz-string';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'map');
const offices = () => JSON.parse(fs.readFileSync(path.join(dir, 'offices.json'), 'utf8'));

const REQUEST = /^LepContent-([\w-]+)\|zip_code\|-\|-\|-$/;

/** n offices spread over Brittany, a few sharing a position. */
export function generated(n) {
  return Array.from({ length: n }, (_, i) => ({
    id: 10_000 + i,
    title: `Bureau ${i + 1}`,
    zip_code: String(22000 + (i % 14000)).padStart(5, '0'),
    city: 'Bretagne',
    gps: `${(47.3 + ((i * 7919) % 1000) / 1000 * 1.5).toFixed(5)},${(-4.7 + ((i * 104729) % 1000) / 1000 * 3.5).toFixed(5)}`,
  }));
}

export function decodeReqc(reqc) {
  const text = reqc ? lz.decompressFromEncodedURIComponent(reqc) : null;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function object({ url }) {
  if (!url.searchParams.has('withoutidinkey')) return { status: 400, json: { error: 'withoutidinkey is required' } };
  if (url.searchParams.get('dm_xhr') !== '1' || !url.searchParams.has('dm_cpi')) return { status: 400, json: { error: 'dm_cpi and dm_xhr=1 are required' } };
  const req = decodeReqc(url.searchParams.get('reqc'));
  const m = typeof req?.request === 'string' ? req.request.match(REQUEST) : null;
  if (!m || !Array.isArray(req.fields) || typeof req.functions !== 'object') return { status: 400, json: { error: 'reqc does not decode to {request, functions, fields}' } };
  const id = m[1];
  const bench = id.match(/^bench-(\d{1,5})$/);
  const records = bench ? generated(Number(bench[1])) : offices()[id] ?? [];
  return { status: 200, json: [...records].sort((a, b) => String(a.zip_code).localeCompare(String(b.zip_code))) };
}

export const routes = [
  { method: 'POST', path: /^\/ajax\/diem\/object$/, handle: object },
  {
    method: 'GET',
    path: /^\/examples\/map\/tarteaucitron-init\.js$/,
    handle: () => ({ status: 200, body: fs.readFileSync(path.join(dir, 'tarteaucitron-init.js')), type: 'text/javascript; charset=utf-8', headers: { 'cache-control': 'no-cache' } }),
  },
];
