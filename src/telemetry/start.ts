/**
 * In the entry: decides whether this page view reports (README "Field reports") and, if so, loads the telemetry
 * chunk (./index.ts) after the page's load event, when the browser is idle. Nothing happens without `report_url`, and
 * a page view sampled out (`report_sample`) loads nothing. Kept tiny because it is in the entry: the chunk reads and
 * checks the URL itself, and the runtime keeps the widget failures announced before the chunk loaded.
 */
import type { PageConfig } from '../config';

export function startReports({ report_url: url, report_sample: sample }: Pick<PageConfig, 'report_url' | 'report_sample'>): void {
  // front.js is a module script, so it runs before the load event. Where requestIdleCallback is missing, setTimeout
  // reads the options object as a 0 ms delay. A chunk that fails to load means no reports, and no console error.
  if (url && Math.random() < sample) addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(() => import('./index').catch(() => {}), { timeout: 3000 } as never));
}
