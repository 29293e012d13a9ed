import { afterEach, describe, expect, it, vi } from 'vitest';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { createHttp } from '../../../src/http';
import { fetchOffices, FIELDS, recordsUrl, toOffices } from '../../../widgets/map/records';

afterEach(() => vi.restoreAllMocks());

describe('office records call', () => {
  it('reqc decodes to the exact request the README documents', () => {
    const url = new URL(recordsUrl('7'), 'http://site.test');
    expect(url.pathname).toBe('/ajax/diem/object');
    expect(url.search.startsWith('?withoutidinkey&reqc=')).toBe(true);
    const decoded = JSON.parse(decompressFromEncodedURIComponent(url.searchParams.get('reqc')!)!);
    expect(decoded).toEqual({
      request: 'LepContent-7|zip_code|-|-|-',
      functions: {},
      fields: [
        'lep_content.id', 'title', 'resume', 'tel', 'fax', 'mobile', 'email', 'url',
        'address', 'address_2', 'address_3', 'zip_code', 'city', 'pagelink', 'entity_related', 'gps',
      ],
    });
    expect(decoded.fields).toEqual([...FIELDS]);
  });

  it('POSTs with dm_cpi and dm_xhr and validates the collection (a list or an object keyed by id)', async () => {
    const calls: Request[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return new Response(JSON.stringify({ 5: { id: 5, title: 'A', gps: '48,-2', zip_code: 35000 } }), { headers: { 'content-type': 'application/json' } });
    });
    const offices = await fetchOffices(createHttp(42, fetchImpl as typeof fetch), '7', false);
    expect(calls[0].method).toBe('POST');
    const url = new URL(calls[0].url);
    expect(url.searchParams.get('dm_cpi')).toBe('42');
    expect(url.searchParams.get('dm_xhr')).toBe('1');
    expect(url.searchParams.has('withoutidinkey')).toBe(true);
    expect(offices).toEqual([{ record: expect.objectContaining({ title: 'A', zip_code: '35000' }), position: { lat: 48, lng: -2 } }]);
  });

  it('fails with a schema error on an answer that is not a collection', async () => {
    const fetchImpl = async () => new Response(JSON.stringify('oops'));
    await expect(fetchOffices(createHttp(1, fetchImpl as typeof fetch), '7', false)).rejects.toMatchObject({ kind: 'schema' });
  });

  it('leaves out a record of the wrong type (with a warning) and keeps every other office', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = async () => new Response(JSON.stringify({ 1: { title: 'A', gps: '48,-2' }, 2: { title: { html: 1 } }, 3: 'x', 4: { title: 'B' } }));
    const offices = await fetchOffices(createHttp(1, fetchImpl as typeof fetch), '7', false);
    expect(offices.map((o) => o.record.title)).toEqual(['A', 'B']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0].join(' '))).toMatch(/office record 1 left out: 'title'/);
    warn.mockRestore();
  });

  it('keeps every record but gives no position to those without a usable gps (dev warning for a bad one)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offices = toOffices([
      { title: 'ok', gps: '48.1,-1.6' }, { title: 'none', gps: '' }, { title: 'null', gps: null }, { title: 'missing' },
      { title: 'bad', gps: '48.1;-1.6' }, { title: 'range', gps: '91,0' },
    ], true);
    expect(offices.map((o) => [o.record.title, o.position])).toEqual([
      ['ok', { lat: 48.1, lng: -1.6 }], ['none', null], ['null', null], ['missing', null], ['bad', null], ['range', null],
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][1])).toContain("'48.1;-1.6'");
    toOffices([{ title: 'bad', gps: 'x' }], false);
    expect(warn).toHaveBeenCalledTimes(2); // production: silent
  });
});
