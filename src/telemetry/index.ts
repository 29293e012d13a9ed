/**
 * The telemetry chunk's entry, imported by the entry (./start.ts) once the page is loaded and idle. On a prerendered
 * page (README "The next page at once") it starts when the visitor opens the page (the same rule as src/activation.ts).
 */
import { rawConfig } from '../config';
import { startReporting } from './report';

const { report_url: url } = rawConfig(document);
const start = () => startReporting(typeof url === 'string' ? url : '');
// A prerendered page reports from its activation (web-vitals measures from it), and nothing if never opened.
if (document.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
else start();
