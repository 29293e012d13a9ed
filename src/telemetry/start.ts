/**
 * In the entry: decides whether this page view reports (README "Field reports") and, if so, loads the telemetry
 * chunk (./index.ts) after the page's load event, when the browser is idle. Nothing happens without `report_url`,
 * and a page view sampled out (`report_sample`) loads nothing. Kept to a few bytes because it is in the entry: the
 * page config is read raw here (`#dm-page-config` or the legacy `dm_configuration`), the chunk checks the URL, the
 * runtime's page-contract diagnostic names invalid values, and the runtime keeps the widget failures announced before
 * the chunk loaded.
 */
import { rawConfig } from '../config';

export function startReports(): void {
  // A report_sample that is not a number (or numeric string) compares false: no reports.
  const { report_url: url, report_sample: sample = 1 } = rawConfig(document);
  // front.js is a module script, so it runs before the load event. Where requestIdleCallback is missing, a task. A
  // chunk that fails to load (offline, blocked by an extension) costs the page nothing: no uncaught rejection.
  if (url && Math.random() < (sample as number)) addEventListener('load', () => (self.requestIdleCallback || setTimeout)(() => import('./index').catch(() => {})));
}
