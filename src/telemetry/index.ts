/** The telemetry chunk's entry, imported by the entry (./start.ts) once the page is loaded and idle. */
import { readPageConfig } from '../config';
import { startReporting } from './report';

startReporting(readPageConfig(document).report_url);
