// The example server in a child process, so that its latency timers do not share an event loop with Playwright's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './sizes.mjs';

export function serverProcess(args = []) {
  const child = spawn(process.execPath, [path.join(root, 'examples/server.mjs'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`example server exited (${code})`)));
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/Example site: (http:\/\/[^/\s]+)/);
      if (m) resolve({ url: m[1], close: () => new Promise((r) => { child.removeAllListeners('exit'); child.once('exit', r); child.kill('SIGTERM'); }) });
    });
  });
}
