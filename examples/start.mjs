#!/usr/bin/env node
// `npm start`: builds dist/ in watch mode and serves the example site (same options as examples/server.mjs).
import { build } from '../build.mjs';
import { cliArgs, createServer, stopOnSignal } from './server.mjs';
import { DASHBOARD_PATH } from './reports.mjs';

const args = cliArgs();
const watcher = await build({ watch: true });
const { url, newsUrl, close } = await createServer({ ...args, log: process.env.LOG === '1' });
console.log(`Example site: ${url}/fr/  (dev environment: ${url}/dev.php/fr/)`);
console.log(`News images: ${newsUrl}  (another origin, as the news host's on a real site; --news-port N)${args.photoWeight ? ', at a photo\'s weight' : ''}`);
console.log(`Field reports: ${url}${DASHBOARD_PATH}${args.reports ? '' : '  (off: --no-reports)'}`);
console.log(`Widget workbench: ${url}/atelier/`);
console.log('Rebuilding dist/ on change; Ctrl+C stops.');
stopOnSignal(async () => {
  await watcher.dispose();
  await close();
});
