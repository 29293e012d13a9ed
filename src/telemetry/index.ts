/** The telemetry chunk's entry, imported by the entry (./start.ts) once the page is loaded and idle. */
import { rawConfig } from '../config';
import { startReporting } from './report';

const { report_url: url } = rawConfig(document);
startReporting(typeof url === 'string' ? url : '');
