#!/usr/bin/env node
// `npm start`: builds dist/ in watch mode and serves the example site (same options as examples/server.mjs).
import { build } from '../build.mjs';
import { createServer, parseArgs } from './server.mjs';

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error(e.message);
  process.exit(2);
}
const watcher = await build({ watch: true });
const { url, close } = await createServer({ ...args, log: process.env.LOG === '1' });
console.log(`Example site: ${url}/fr/  (dev environment: ${url}/dev.php/fr/)`);
console.log('Rebuilding dist/ on change; Ctrl+C stops.');
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await watcher.dispose();
    await close();
    process.exit(0);
  });
}
