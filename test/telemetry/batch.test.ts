import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, send, type ErrorReport, type VitalReport } from '../../src/telemetry/batch';

const vital = (name: VitalReport['name'], value: number, id = `id-${name}`): VitalReport => ({ type: 'vital', name, value, rating: 'good', id });
const failure = (widgetId: string): ErrorReport => ({ type: 'error', code: 5, widget: 'news', widgetId, message: 'Error loading articles' });

function setup(options: { maxBytes?: number; maxErrors?: number } = {}) {
  const sent: { url: string; body: string }[] = [];
  const batcher = createBatcher({ url: 'https://collect.example/r', page: '/fr/metiers', build: '1.2.3', transport: (url, body) => sent.push({ url, body }), ...options });
  return { batcher, sent, bodies: () => sent.map((s) => JSON.parse(s.body)) };
}

describe('createBatcher', () => {
  it('sends nothing until flushed, then one JSON body naming the page and build', () => {
    const { batcher, sent, bodies } = setup();
    batcher.add(vital('LCP', 1200));
    batcher.add(failure('701'));
    expect(sent).toEqual([]);
    expect(batcher.pending).toBe(2);
    batcher.flush();
    expect(sent.map((s) => s.url)).toEqual(['https://collect.example/r']);
    expect(bodies()).toEqual([{ page: '/fr/metiers', build: '1.2.3', reports: [vital('LCP', 1200), failure('701')] }]);
    expect(batcher.pending).toBe(0);
  });

  it('sends nothing for an empty queue, and each report once', () => {
    const { batcher, sent } = setup();
    batcher.flush();
    batcher.add(vital('FCP', 300));
    batcher.flush();
    batcher.flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps only the latest value of a measurement (same id) not yet sent', () => {
    const { batcher, bodies } = setup();
    batcher.add(vital('CLS', 0.01, 'cls-1'));
    batcher.add(vital('LCP', 900));
    batcher.add(vital('CLS', 0.05, 'cls-1'));
    batcher.flush();
    expect(bodies()[0].reports).toEqual([vital('LCP', 900), vital('CLS', 0.05, 'cls-1')]);
  });

  it('splits a large queue into bodies of at most maxBytes', () => {
    const { batcher, sent, bodies } = setup({ maxBytes: 400 });
    for (let i = 0; i < 12; i++) batcher.add(failure(String(i)));
    batcher.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const s of sent) expect(s.body.length).toBeLessThanOrEqual(400);
    expect(bodies().flatMap((b) => b.reports.map((r: ErrorReport) => r.widgetId))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('sends at most maxErrors failures per page view', () => {
    const { batcher, bodies } = setup({ maxErrors: 3 });
    for (let i = 0; i < 5; i++) batcher.add(failure(String(i)));
    batcher.flush();
    batcher.add(failure('late'));
    batcher.add(vital('INP', 80));
    batcher.flush();
    expect(bodies().flatMap((b) => b.reports.map((r: ErrorReport | VitalReport) => (r.type === 'error' ? r.widgetId : r.name)))).toEqual(['0', '1', '2', 'INP']);
  });
});

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses navigator.sendBeacon', () => {
    const beacon = vi.fn(() => true);
    const fetch = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetch);
    send('/r', '{"a":1}');
    expect(beacon).toHaveBeenCalledWith('/r', '{"a":1}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive and no credentials when the beacon is missing, refused or throws', () => {
    for (const nav of [{}, { sendBeacon: () => false }, { sendBeacon: () => { throw new TypeError('no'); } }]) {
      const fetch = vi.fn(() => Promise.resolve(new Response()));
      vi.stubGlobal('navigator', nav);
      vi.stubGlobal('fetch', fetch);
      send('/r', '{"a":1}');
      expect(fetch).toHaveBeenCalledWith('/r', expect.objectContaining({ method: 'POST', body: '{"a":1}', keepalive: true, credentials: 'omit' }));
    }
  });
});
