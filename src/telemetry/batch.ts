/**
 * The reports of one page view, queued and sent in batches (README "Field reports"): each batch is one JSON body
 * `{ page, build, reports: [...] }` of at most `maxBytes`, sent with navigator.sendBeacon, or with fetch `keepalive`
 * where the beacon is missing or refused. No cookie is set or read, and nothing identifies the visitor.
 */

export type VitalName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
export type Rating = 'good' | 'needs-improvement' | 'poor';

export interface VitalReport {
  type: 'vital';
  name: VitalName;
  /** Milliseconds (a unitless score for CLS). */
  value: number;
  rating: Rating;
  /** The web-vitals id of this measurement: a later value of the same id replaces the earlier one. */
  id: string;
  /** Short CSS selector of the element concerned (LCP element, largest CLS shift, INP target). */
  target?: string;
}

export interface ErrorReport {
  type: 'error';
  /** Catalogue code (1-6) or diagnostic name. */
  code: number | string;
  /** Widget type (data-widget) and CMS widget id (data-widget-id). */
  widget: string;
  widgetId: string;
  message: string;
}

export type Report = VitalReport | ErrorReport;

export interface Batch {
  page: string;
  build: string;
  reports: Report[];
}

export type Transport = (url: string, body: string) => void;

export interface BatcherOptions {
  url: string;
  page: string;
  build: string;
  transport?: Transport;
  /** Largest body sent at once (browsers cap what all pending beacons of a page may carry at 64 KB). */
  maxBytes?: number;
  /** Widget failures sent per page view at most: a widget failing in a loop must not flood the collector. */
  maxErrors?: number;
}

export interface Batcher {
  add(report: Report): void;
  /** Send what is queued (nothing when the queue is empty). */
  flush(): void;
  readonly pending: number;
}

/** sendBeacon (text/plain JSON: no CORS preflight), else fetch with keepalive, without credentials. */
export const send: Transport = (url, body) => {
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // a beacon refused by the browser (e.g. a URL it will not beacon to) falls through to fetch
  }
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
};

export function createBatcher({ url, page, build, transport = send, maxBytes = 16_000, maxErrors = 25 }: BatcherOptions): Batcher {
  let queue: Report[] = [];
  let errors = 0;
  const head = `{"page":${JSON.stringify(page)},"build":${JSON.stringify(build)},"reports":[`;
  const post = (parts: string[]) => transport(url, `${head}${parts.join(',')}]}`);

  return {
    add(report) {
      if (report.type === 'error') {
        if (errors >= maxErrors) return;
        errors++;
      } else {
        queue = queue.filter((r) => r.type !== 'vital' || r.id !== report.id);
      }
      queue.push(report);
    },
    flush() {
      let parts: string[] = [];
      let size = head.length + 2;
      for (const report of queue) {
        const json = JSON.stringify(report);
        if (parts.length && size + json.length + 1 > maxBytes) {
          post(parts);
          parts = [];
          size = head.length + 2;
        }
        parts.push(json);
        size += json.length + 1;
      }
      queue = [];
      if (parts.length) post(parts);
    },
    get pending() {
      return queue.length;
    },
  };
}
