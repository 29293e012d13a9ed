#!/usr/bin/env node
// `npm test`: makes sure Debian's Chromium is there (installs it when run as root, otherwise stops with the command to
// run), builds dist/, then runs the unit tests (happy-dom, jsdom) and the browser tests (Chromium) with vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts }).status ?? 1;

if (!fs.existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing (${chromium}). Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s package (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0 || run('apt-get', ['install', '-y', 'chromium'], { env }) !== 0) {
    console.error('apt-get could not install chromium; run: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
}

if (run(process.execPath, ['build.mjs']) !== 0) process.exit(1);

const extra = process.argv.slice(2);
const report = path.join(root, 'test-results', 'vitest.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
const status = run(process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts',
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra,
]);
try {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
} catch {
  // no report: vitest itself failed; its output says why
}
process.exit(status);
