/**
 * Decides whether this page view reports (README "Field reports") and, if so, loads the telemetry chunk (./index.ts)
 * after the page's load event, when the browser is idle. Nothing happens without `report_url`, and a page view
 * sampled out (`report_sample`) loads nothing. The page config is read raw (`#dm-page-config` or the legacy
 * `dm_configuration`); the chunk checks the URL, and the page-contract diagnostic names invalid values.
 *
 * Called by the runtime chunk, so pages with widgets (and every page in dev) report. Written to be called from the
 * entry as well (front.ts, about 0.1 KB gzip), which would make pages without widgets report too: the entry had no
 * room left for it.
 */
import { rawConfig } from '../config';

let started = false;

export function startReports(): void {
  // A report_sample that is not a number (or numeric string) compares false: no reports.
  const { report_url: url, report_sample: sample = 1 } = rawConfig(document);
  if (started || !url || !(Math.random() < (sample as number))) return;
  started = true;
  // Where requestIdleCallback is missing, a task. A chunk that fails to load means no reports, and no console error.
  const idle = () => (self.requestIdleCallback || setTimeout)(() => import('./index').catch(() => {}), { timeout: 3000 } as never);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
