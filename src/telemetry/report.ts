/**
 * The telemetry chunk (README "Field reports"), loaded by the entry after the page's load, when idle, only where
 * `report_url` is set and the page view is sampled in. It measures the page view's Core Web Vitals with Google's
 * web-vitals library and collects every widget failure, and sends them in batches when the page is hidden
 * (visibilitychange to hidden, or pagehide).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { createBatcher, type Batcher, type ErrorReport, type Transport, type VitalReport } from './batch';
import { FailureEvents, type FailureDetail, type Replay } from './failure-event';
import { shortSelector } from './selector';

const MESSAGE_MAX = 200;

/** The element a metric is about: the LCP element, the largest node of the largest CLS shift, the INP target. */
export function metricNode(metric: MetricType): Node | null {
  switch (metric.name) {
    case 'LCP':
      return metric.entries.at(-1)?.element ?? null;
    case 'CLS': {
      const shift = metric.entries.reduce<(typeof metric.entries)[number] | undefined>((a, b) => (!a || b.value > a.value ? b : a), undefined);
      const area = (r: DOMRectReadOnly) => r.width * r.height;
      const source = shift?.sources.reduce<LayoutShiftAttribution | undefined>((a, b) => (!a || area(b.currentRect) > area(a.currentRect) ? b : a), undefined);
      return source?.node ?? null;
    }
    case 'INP':
      return metric.entries[0]?.target ?? null;
    default:
      return null;
  }
}

export function vitalReport(metric: MetricType): VitalReport {
  const target = shortSelector(metricNode(metric));
  return {
    type: 'vital',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    id: metric.id,
    ...(target ? { target } : {}),
  };
}

/** A widget failure as a report: the message cut to 200 characters, the other fields to 40. */
export function errorReport(detail: FailureDetail | undefined): ErrorReport | undefined {
  if (!detail) return undefined;
  const message = String(detail.message ?? '');
  return {
    type: 'error',
    code: typeof detail.code === 'number' ? detail.code : String(detail.code ?? '').slice(0, 40),
    widget: String(detail.widget ?? '').slice(0, 40),
    widgetId: String(detail.widgetId ?? '').slice(0, 40),
    message: message.length > MESSAGE_MAX ? message.slice(0, MESSAGE_MAX - 1) + '…' : message,
  };
}

/** The collector's absolute URL, or '' when report_url is not an http(s) URL or a path starting with '/'. */
export function collectorUrl(reportUrl: string, base: string): string {
  if (!/^\s*(https?:\/\/|\/)/i.test(reportUrl)) return '';
  try {
    const url = new URL(reportUrl.trim(), base);
    return /^https?:$/.test(url.protocol) ? url.href : '';
  } catch {
    return '';
  }
}

/** Marked once the page reports (its listeners are in place): a test or an integrator can wait for it. */
export const REPORTING_MARK = 'dm-reports-started';

/**
 * Start measuring and reporting to `reportUrl` (nothing happens when it is not an http(s) URL or a path). The
 * failures announced before this chunk loaded are asked for first. Returns the batcher (for tests).
 */
export function startReporting(reportUrl: string, win: Window = window, transport?: Transport): Batcher | undefined {
  const url = collectorUrl(reportUrl, win.location.href);
  if (!url) return undefined;
  const doc = win.document;
  const batcher = createBatcher({ url, page: win.location.pathname, build: __VERSION__, transport });
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    batcher.flush();
  };
  // A report that arrives while the page is hidden (web-vitals reports CLS and LCP from its own hidden listener,
  // which may run after ours) leaves in the same task.
  const add = (report: VitalReport | ErrorReport | undefined) => {
    if (!report) return;
    batcher.add(report);
    if (doc.visibilityState === 'hidden' && !scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  };
  doc.dispatchEvent(new CustomEvent<Replay>(FailureEvents.Replay, { detail: (detail) => add(errorReport(detail)) }));
  doc.addEventListener(FailureEvents.Failure, (e) => add(errorReport((e as CustomEvent<FailureDetail>).detail)));
  const onVital = (metric: MetricType) => add(vitalReport(metric));
  for (const measure of [onTTFB, onFCP, onLCP, onCLS, onINP]) measure(onVital);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  win.performance?.mark?.(REPORTING_MARK);
  return batcher;
}
