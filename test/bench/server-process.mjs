// The example server in a child process, so that its latency timers do not share an event loop with Playwright's.
// With `{ log: true }` it logs every request it answered (LOG=1), and `waitFor(pattern, count, ms)` resolves once
// `count` answered requests ("METHOD URL" matching pattern) have been logged after the call.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './sizes.mjs';

export function serverProcess(args = [], { log = false } = {}) {
  const env = log ? { ...process.env, LOG: '1' } : process.env;
  const child = spawn(process.execPath, [path.join(root, 'examples/server.mjs'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const waiters = new Set();
  let rest = '';
  return new Promise((resolve, reject) => {
    let url;
    child.once('exit', (code) => reject(new Error(`example server exited (${code})`)));
    child.stdout.setEncoding('utf8').on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (!url && (url = line.match(/Example site: (http:\/\/[^/\s]+)/)?.[1])) resolve({ url, close, waitFor });
        for (const w of waiters) if (w.pattern.test(line) && --w.count === 0) w.resolve();
      }
    });
  });
  function waitFor(pattern, count, ms) {
    return new Promise((resolve, reject) => {
      const w = { pattern, count, resolve: () => (waiters.delete(w), clearTimeout(timer), resolve()) };
      const timer = setTimeout(() => (waiters.delete(w), reject(new Error(`example server: ${count} × ${pattern} not answered in ${ms / 1000} s`))), ms);
      waiters.add(w);
    });
  }
  function close() {
    return new Promise((r) => { child.removeAllListeners('exit'); child.once('exit', r); child.kill('SIGTERM'); });
  }
}
