// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createReportStore, parseBatch } from '../../examples/reports.mjs';
import { distributionSvg, failureGroups, METRICS, p75, renderReportsPage } from '../../examples/reports-page.mjs';

const batch = (reports: object[], page = '/fr/') => JSON.stringify({ page, build: '1.0.0', reports });
const lcp = (value: number, id = `id${value}`) => ({ type: 'vital', name: 'LCP', value, rating: 'good', id });

describe('the collector (examples/reports.mjs)', () => {
  it('takes a batch and keeps the known fields only', () => {
    expect(parseBatch(batch([{ ...lcp(1200), target: 'img.x', cookie: 'no' }, { type: 'error', code: 5, widget: 'news', widgetId: '7', message: 'm', stack: 'no' }])))
      .toEqual([
        { type: 'vital', name: 'LCP', value: 1200, rating: 'good', id: 'id1200', target: 'img.x', page: '/fr/', build: '1.0.0' },
        { type: 'error', code: 5, widget: 'news', widgetId: '7', message: 'm', page: '/fr/', build: '1.0.0' },
      ]);
  });

  it('refuses malformed batches', () => {
    for (const body of ['', '[]', 'null', '{"page":"/"}', batch([]), batch([lcp(1)], 'no-slash'), batch([{ ...lcp(1), name: 'FID' }]), batch([{ ...lcp(1), value: -1 }]),
      batch([{ ...lcp(1), rating: 'ok' }]), batch([{ type: 'error', code: { x: 1 } }]), batch([{ type: 'other' }]), batch(Array.from({ length: 201 }, (_, i) => lcp(i)))]) {
      expect(() => parseBatch(body), body).toThrow();
    }
  });

  it('keeps the last 10,000 reports, and the latest value of one measurement', () => {
    const store = createReportStore();
    for (let i = 0; i < 10_050; i++) store.add([{ ...lcp(i), page: '/', build: '1' }]);
    expect(store.size).toBe(10_000);
    expect(store.all()[0].value).toBe(50);
    store.add([{ ...lcp(99_999, 'id60'), page: '/', build: '1' }]); // a later value of measurement id60
    expect(store.size).toBe(10_000);
    expect(store.all().at(-1)!.value).toBe(99_999);
    expect(store.all().filter((r) => r.id === 'id60')).toHaveLength(1);
  });
});

describe('the dashboard (examples/reports-page.mjs)', () => {
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
  });

  it('shows each page\'s p75 in its rating colour, a labelled plot, and escapes what reports hold', () => {
    const at = Date.UTC(2026, 10, 25, 10, 0, 0);
    const reports = [
      ...[1000, 2000, 3000, 5000].map((v) => ({ ...lcp(v), page: '/fr/<b>x</b>', build: '1', at })),
      { type: 'vital', name: 'CLS', value: 0.3, rating: 'poor', id: 'c', page: '/fr/<b>x</b>', build: '1', at },
      { type: 'error', code: 5, widget: 'news', widgetId: '701', message: '<img src=x onerror=alert(1)>', page: '/fr/', build: '1', at },
    ];
    const html = renderReportsPage(reports);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toMatch(/class="badge needs-improvement">3.00 s</); // LCP p75 3000 ms
    expect(html).toMatch(/class="badge poor">0.300</);
    expect(html).toMatch(/<title id="d\d+">LCP: 4 values, 50 % good, 25 % needing improvement, 25 % poor; 75th percentile 3.00 s<\/title>/);
  });

  it('groups failures by code and widget, the latest first', () => {
    const f = (code: number, widgetId: string, at: number, message = 'm') => ({ type: 'error', code, widget: 'news', widgetId, message, page: '/p', build: '1', at });
    const groups = failureGroups([f(5, '1', 10, 'old'), f(5, '2', 20), f(5, '1', 30, 'new'), f(1, '1', 5)]);
    expect(groups.map((g) => [g.code, g.widgetId, g.count, g.message])).toEqual([[5, '1', 2, 'new'], [5, '2', 1, 'm'], [1, '1', 1, 'm']]);
  });

  it('the plot colours bars by rating and marks the thresholds', () => {
    const svg = distributionSvg(METRICS[0], [500, 3000, 9000], 't');
    expect(svg).toContain('fill="#0b7a3b"');
    expect(svg).toContain('fill="#a35200"');
    expect(svg).toContain('fill="#c0261f"');
  });
});
