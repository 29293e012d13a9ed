import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';

const callbacks = vi.hoisted(() => [] as ((m: unknown) => void)[]);
vi.mock('web-vitals', () => {
  const on = (cb: (m: unknown) => void) => void callbacks.push(cb);
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

import { collectorUrl, errorReport, startReporting, vitalReport } from '../../src/telemetry/report';
import { report as reportDiagnostic } from '../../src/errors';
import { widgetError } from '../../src/errors';

const metric = (m: Partial<MetricType> & Pick<MetricType, 'name' | 'value'>) => ({ rating: 'good', id: `v6-${m.name}`, entries: [], delta: m.value, navigationType: 'navigate', navigationId: 1, ...m }) as MetricType;
const emit = (m: MetricType) => callbacks.forEach((cb) => cb(m));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (state === 'hidden') document.dispatchEvent(new Event('visibilitychange'));
}

const placeholder = (id: string) => {
  const el = document.createElement('div');
  el.className = 'dm_widget';
  el.dataset.widget = 'news';
  el.dataset.widgetId = id;
  document.getElementById('dm_page')!.append(el);
  return el;
};

beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => {})); // report() logs each failure

describe('payload', () => {
  it('a vital: name, rounded value, rating, id and the element as a short selector', () => {
    document.body.innerHTML = '<div id="dm_page"><div class="hero"><img class="big"></div><p class="x"></p><p class="y"></p></div>';
    const img = document.querySelector('img')!;
    expect(vitalReport(metric({ name: 'LCP', value: 1234.56, rating: 'needs-improvement', entries: [{ element: document.body } as never, { element: img } as never] })))
      .toEqual({ type: 'vital', name: 'LCP', value: 1235, rating: 'needs-improvement', id: 'v6-LCP', target: 'div#dm_page>div.hero>img.big' });
    const rect = (w: number, h: number) => ({ width: w, height: h }) as DOMRectReadOnly;
    const cls = vitalReport(metric({
      name: 'CLS',
      value: 0.123456,
      entries: [
        { value: 0.02, sources: [{ node: document.querySelector('.x'), currentRect: rect(100, 100) }] },
        { value: 0.1, sources: [{ node: document.querySelector('.x'), currentRect: rect(10, 10) }, { node: document.querySelector('.y'), currentRect: rect(50, 50) }] },
      ] as never,
    }));
    expect(cls).toMatchObject({ name: 'CLS', value: 0.1235, target: 'div#dm_page>p.y' });
    expect(vitalReport(metric({ name: 'TTFB', value: 80.4 }))).toEqual({ type: 'vital', name: 'TTFB', value: 80, rating: 'good', id: 'v6-TTFB' });
  });

  it('a failure: code, widget type and id, a message cut to 200 characters', () => {
    expect(errorReport({ code: 5, message: 'Error loading articles', widget: 'news', widgetId: '701' }))
      .toEqual({ type: 'error', code: 5, widget: 'news', widgetId: '701', message: 'Error loading articles' });
    const long = errorReport({ code: 'crash', message: 'x'.repeat(500), widget: 'map', widgetId: '9' })!;
    expect(long.message).toHaveLength(200);
    expect(long.message.endsWith('…')).toBe(true);
  });

  it('collectorUrl accepts http(s) URLs and paths only', () => {
    const base = 'https://www.cabinet.example/fr/page?x=1';
    expect(collectorUrl('/_reports', base)).toBe('https://www.cabinet.example/_reports');
    expect(collectorUrl(' https://rum.example/c ', base)).toBe('https://rum.example/c');
    expect(collectorUrl('javascript:alert(1)', base)).toBe('');
    expect(collectorUrl('data:text/plain,x', base)).toBe('');
    expect(collectorUrl('http://[bad', base)).toBe('');
    expect(collectorUrl('reports', base)).toBe(''); // a relative path would change with the page
  });
});

describe('startReporting', () => {
  type Sent = { url: string; body: { page: string; build: string; reports: { type: string; name?: string; widgetId?: string; code?: unknown }[] } };
  // Each test's reporter sends into its own list (the reporters of earlier tests still listen to the page).
  let sent: Sent[];
  let transport: (url: string, body: string) => void;
  const names = () => sent.flatMap((s) => s.body.reports.map((r) => r.name ?? `error ${r.widgetId} ${r.code}`));

  beforeEach(() => {
    const mine: Sent[] = (sent = []);
    transport = (url, body) => void mine.push({ url, body: JSON.parse(body) });
    callbacks.length = 0;
    document.body.innerHTML = '<div id="dm_page"></div>';
    setVisibility('visible');
  });
  afterEach(() => setVisibility('visible'));

  it('does nothing for a report_url that is not an http(s) URL or a path', () => {
    expect(startReporting('javascript:alert(1)', window, transport)).toBeUndefined();
    expect(callbacks).toHaveLength(0);
  });

  it('sends vitals and failures in one batch when the page is hidden, naming the path without query', async () => {
    history.replaceState(null, '', '/fr/actualites-ec/metiers?utm_source=x#top');
    startReporting('/_reports', window, transport);
    expect(callbacks).toHaveLength(5); // LCP, CLS, INP, FCP, TTFB
    emit(metric({ name: 'TTFB', value: 90 }));
    emit(metric({ name: 'FCP', value: 400 }));
    reportDiagnostic(placeholder('701'), widgetError(5, '701'), false);
    expect(sent).toEqual([]);
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(new URL('/_reports', location.href).href);
    expect(sent[0].body.page).toBe('/fr/actualites-ec/metiers');
    expect(sent[0].body.build).toBe('test');
    expect(names()).toEqual(['TTFB', 'FCP', 'error 701 5']);
    // web-vitals reports LCP and CLS from its own hidden listener, which may run after ours: they leave at once too.
    emit(metric({ name: 'LCP', value: 1200 }));
    emit(metric({ name: 'CLS', value: 0.01 }));
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    expect(names()).toEqual(['TTFB', 'FCP', 'error 701 5', 'LCP', 'CLS']);
  });

  it('sends on pagehide too, and nothing twice', () => {
    startReporting('/_reports', window, transport);
    emit(metric({ name: 'FCP', value: 400 }));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(names().filter((n) => !n.startsWith('error'))).toEqual(['FCP']); // (failures of earlier tests are replayed)
  });

  it('reports the failures announced before the chunk loaded', () => {
    reportDiagnostic(placeholder('801'), widgetError(1, '801'), false);
    reportDiagnostic(null, { code: 'invalid-option', warning: 'not a widget failure of its own' }, false);
    startReporting('/_reports', window, transport);
    window.dispatchEvent(new Event('pagehide'));
    expect(names()).toContain('error 801 1');
    expect(names().filter((n) => n.startsWith('error'))).not.toContain('error undefined invalid-option');
  });
});
