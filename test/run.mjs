#!/usr/bin/env node
// `npm test`: makes sure the browsers are there (Debian's Chromium, Firefox ESR, WebKitGTK's WebKitWebDriver and
// MiniBrowser with Xvfb: installed with apt-get when run as root, otherwise it stops with the command to run), builds
// dist/, then runs with vitest the unit tests (happy-dom, jsdom), the browser tests (Chromium, test/e2e/) and the
// cross-engine journeys (test/engines/, one file per engine), and reports per engine. No test is run twice (retry: 0),
// and no timing bar is judged here: speed is `npm run bench`'s (test/bench/bench.mjs).
// On a fresh machine apt-get works in the background while dist/ is built and the unit tests run (they need no
// browser): its 1 to 3 minutes overlap them instead of coming first. Its output goes to test-results/apt-get.log.
//   node test/run.mjs                    everything
//   node test/run.mjs --e2e              the browser tests and journeys, no unit tests (npm run test:e2e)
//   node test/run.mjs --engine firefox   the journeys in that engine alone (repeat it, or chromium,webkit, for several)
// Any other argument goes to vitest.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, REQUIREMENTS } from './engines/requirements.mjs';

const started = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts }).status ?? 1;

const engines = [];
let e2eOnly = false;
const extra = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const [k, inline] = argv[i].split('=', 2);
  if (k === '--engine') {
    const value = inline ?? argv[++i] ?? '';
    for (const e of value.split(',').filter(Boolean)) {
      if (!ENGINES.includes(e)) {
        console.error(`unknown engine '${e}': one of ${ENGINES.join(', ')}`);
        process.exit(2);
      }
      engines.push(e);
    }
  } else if (k === '--e2e') e2eOnly = true;
  else extra.push(argv[i]);
}
const oneEngine = engines.length > 0;
const wanted = oneEngine ? engines : ENGINES;
fs.mkdirSync(results, { recursive: true });

// The browsers: what is missing is installed from Debian's packages when root (in the background), or the command is
// printed.
const absent = (e) => REQUIREMENTS[e].files.filter((f) => !fs.existsSync(f));
const missing = wanted.filter((e) => absent(e).length);
const packages = [...new Set(missing.flatMap((e) => REQUIREMENTS[e].packages))];
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
const aptLog = path.join(results, 'apt-get.log');
let installed = Promise.resolve(true);
if (missing.length) {
  const list = missing.map((e) => `${REQUIREMENTS[e].label} (${absent(e).join(', ')})`).join(', ');
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the browser tests: ${list}. Install Debian's packages, then run npm test again:\n  sudo ${command.replace('&& apt-get', '&& sudo apt-get')}`);
    process.exit(1);
  }
  console.log(`Missing for the browser tests: ${list}. Installing Debian's packages in the background (${packages.join(' ')}; output in ${path.relative(root, aptLog)})…`);
  const log = fs.openSync(aptLog, 'w');
  const apt = spawn('sh', ['-c', command], { stdio: ['ignore', log, log], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  installed = new Promise((resolve) => {
    apt.on('error', () => resolve(false));
    apt.on('close', (code) => resolve(code === 0));
  });
}

if (run(process.execPath, ['build.mjs']) !== 0) process.exit(1);

/** Runs vitest on `projects`, its JSON report in test-results/NAME.json; resolves to [exit status, report path]. */
function vitest(name, projects, files = []) {
  const report = path.join(results, `${name}.json`);
  fs.rmSync(report, { force: true });
  const child = spawn(process.execPath, [
    path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts',
    ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra, ...files,
  ], { stdio: 'inherit', cwd: root });
  return new Promise((resolve) => child.on('close', (code) => resolve([code ?? 1, report])));
}

const runs = [];
if (!oneEngine && !e2eOnly) runs.push(await vitest('unit', ['unit']));
if (!(await installed)) {
  console.error(`apt-get could not install them (${path.relative(root, aptLog)}):\n${fs.readFileSync(aptLog, 'utf8').split('\n').slice(-15).join('\n')}\nRun: ${command}`);
  process.exit(1);
}
const still = missing.filter((e) => absent(e).length);
if (still.length) {
  console.error(`Still missing after apt-get: ${still.flatMap(absent).join(', ')}`);
  process.exit(1);
}
if (missing.length) console.log(`Installed: ${packages.join(' ')}`);
runs.push(await vitest('browsers', oneEngine ? ['engines'] : ['e2e', 'engines'], oneEngine ? engines.map((e) => `test/engines/${e}.test.ts`) : []));

/** The version each engine reports, for the summary. */
function version(engine) {
  const out = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (engine === 'chromium') return out(REQUIREMENTS.chromium.files[0], ['--version']).replace(/\s*built on.*$/, '');
  if (engine === 'firefox') return out(REQUIREMENTS.firefox.files[0], ['--version']);
  return `WebKitGTK ${out('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver']) || '(version unknown)'}`;
}

let status = runs.some(([code]) => code !== 0) ? 1 : 0;
try {
  const reports = runs.map(([, report]) => JSON.parse(fs.readFileSync(report, 'utf8')));
  const sum = (k) => reports.reduce((n, r) => n + r[k], 0);
  const r = { testResults: reports.flatMap((x) => x.testResults), numPassedTests: sum('numPassedTests'), numFailedTests: sum('numFailedTests'), numPendingTests: sum('numPendingTests'), numTodoTests: sum('numTodoTests') };
  const groups = new Map();
  const group = (file) => {
    const rel = path.relative(root, file);
    const engine = /^test\/engines\/(\w+)\.test\.ts$/.exec(rel)?.[1];
    if (engine) return `${engine.padEnd(8)} ${version(engine)} (test/engines, the visitor journeys)`;
    if (rel.startsWith('test/e2e/')) return `browser  ${version('chromium')} (test/e2e)`;
    return 'unit     happy-dom, jsdom';
  };
  const failures = [];
  for (const f of r.testResults) {
    const g = group(f.name);
    const counts = groups.get(g) ?? { passed: 0, failed: 0, skipped: 0, ms: 0 };
    // Time in this group's files (files of one group run side by side, so this may exceed their wall-clock time).
    if (f.endTime > f.startTime) counts.ms += f.endTime - f.startTime;
    for (const t of f.assertionResults) {
      if (t.status === 'passed') {
        counts.passed++;
        // A product failure known in this engine (test/engines/journeys.ts KNOWN): it still fails, as expected.
        if (t.title.includes('(known to fail: ')) counts.known = [...(counts.known ?? []), t.title.replace(/^.*\(known to fail: (.*)\)$/, '$1')];
      }
      else if (t.status === 'failed') {
        counts.failed++;
        failures.push(`${path.relative(root, f.name)} > ${[...(t.ancestorTitles ?? []), t.title].join(' > ')}`);
      } else counts.skipped++;
    }
    // A file that failed outside its tests (a hook: the browser did not start) has its tests skipped, none failed.
    if (f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed')) {
      counts.failed++;
      failures.push(`${path.relative(root, f.name)}: ${(f.message || 'failed outside its tests (a hook: see the output above)').split('\n')[0]}`);
    }
    groups.set(g, counts);
  }
  console.log('\nBy engine:');
  for (const [g, c] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${c.failed ? 'FAIL' : 'ok  '} ${g}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}; ${(c.ms / 1000).toFixed(0)} s in its files`);
    for (const k of new Set(c.known ?? [])) console.log(`         known failure, as expected: ${k}`);
  }
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped; ${((Date.now() - started) / 60_000).toFixed(1)} min in all (installs, build and tests)`);
  if (!r.testResults.length) {
    console.error('No test file matched.');
    status = 1;
  }
} catch {
  // no report: vitest itself failed; its output says why
}
process.exit(status);
