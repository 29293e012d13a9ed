// The site the cross-engine journeys visit: the example server (examples/server.mjs) behind a small loopback front
// that does, the same way for every engine, what Playwright's request routing does for the Chromium suite:
// - every HTML page gets two classic scripts first in <head>: the probe (test/engines/probe.js: errors, console
//   errors and warnings, CSP violations and scrolls, recorded in window.__engines) and the google.maps double
//   (test/doubles/google-maps.js), so the map finds `google.maps.importLibrary` and asks no maps host;
// - a visitor carrying the cookie `dm-engines-fail=NONCE:/dist/chunks/NAME.js` gets a 503 for the first request of
//   that chunk (any URL holding NAME), and the requests for it are counted (GET /__engines/attempts?nonce=NONCE);
// - a visitor carrying the cookie `dm-engines-latency=MS` gets every /ajax answer and the entry (/dist/front.js) MS
//   later: a slow news service on a slow connection;
// - a visitor carrying the cookie `dm-engines-late-chunk=NAME:MS` gets the chunks whose file name starts with NAME MS
//   later: a widget's view whose code comes well after its data;
// - /__engines/module.js?nonce=N fails its first request and loads on the next: the capability probe of a retry.
// Both scripts come from this origin, so the strict-CSP pages (script-src 'self') accept them.
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../examples/server.mjs';

const PROBE = fs.readFileSync(new URL('./probe.js', import.meta.url));
const DOUBLE = fs.readFileSync(new URL('../doubles/google-maps.js', import.meta.url));
/**
 * The scripts first in <head>. The probe's switches come from this request's Cookie header, in its URL: the request
 * carries every cookie stored before it, while WebKit's document.cookie may read the web process's cookie cache before
 * a Set-Cookie of the previous response has reached it (s58run5: an outdated-browser journey without the switch).
 */
const headScripts = (cookie = '') => {
  const outdated = /(?:^|;\s*)dm-engines-outdated=1(?:;|$)/.test(cookie);
  const track = /(?:^|;\s*)dm-engines-track=([^;]+)/.exec(cookie)?.[1];
  const query = new URLSearchParams([...(outdated ? [['outdated', '1']] : []), ...(track ? [['track', decodeURIComponent(track)]] : [])]);
  const src = `/__engines/probe.js${query.size ? `?${query}` : ''}`.replace(/&/g, '&amp;');
  return `<script src="${src}"></script><script src="/__engines/google-maps.js"></script>`;
};
export const FAIL_COOKIE = 'dm-engines-fail';
export const LATENCY_COOKIE = 'dm-engines-latency';
export const TRACK_COOKIE = 'dm-engines-track';
export const LATE_CHUNK_COOKIE = 'dm-engines-late-chunk';
/** Passed to probe.js: the page runs without structuredClone, as an outdated browser. */
export const OUTDATED_COOKIE = 'dm-engines-outdated';

export async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = await createServer({ port: 0 });
  const attempts = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const own = (status: number, type: string, body: string | Buffer) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (url.pathname === '/__engines/probe.js') return own(200, 'text/javascript', PROBE);
    if (url.pathname === '/__engines/google-maps.js') return own(200, 'text/javascript', DOUBLE);
    if (url.pathname === '/__engines/blank') return own(200, 'text/html; charset=utf-8', '<!doctype html><title>blank</title>');
    // The test switches (cookies) set through Set-Cookie, each name=value of the query; an empty value clears it.
    if (url.pathname === '/__engines/cookies') {
      const cookies = [...url.searchParams].map(([name, value]) => `${name}=${value}; Path=/${value ? '' : '; Max-Age=0'}`);
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookies }).end('<!doctype html><title>cookies</title>');
    }
    // The capability probe of a retry: imports /__engines/module.js twice (it fails the first time) and writes in
    // <title> whether the second import() asked the server again ('refetched') or failed from the module map.
    if (url.pathname === '/__engines/import-probe') {
      const src = JSON.stringify(`/__engines/module.js?nonce=${encodeURIComponent(url.searchParams.get('nonce') ?? '')}`);
      return own(200, 'text/html; charset=utf-8', `<!doctype html><title>probing</title><script type="module">
        await import(${src}).catch(() => undefined);
        document.title = await import(${src}).then(() => 'refetched', () => 'kept-failure');
      </script>`);
    }
    // A module that fails on its first request and loads on the next: does the engine ask again for a failed import?
    if (url.pathname === '/__engines/module.js') {
      const key = `module:${url.searchParams.get('nonce')}`;
      const n = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      return n === 1 ? own(503, 'text/plain', 'failed on purpose (first attempt)') : own(200, 'text/javascript', 'export default 1;');
    }
    if (url.pathname === '/__engines/attempts') return own(200, 'application/json', JSON.stringify(attempts.get(url.searchParams.get('nonce') ?? '') ?? 0));

    const fail = /(?:^|;\s*)dm-engines-fail=([^:;]+):([^;]+)/.exec(req.headers.cookie ?? '');
    if (fail) {
      const [, nonce, chunk] = fail;
      const name = decodeURIComponent(chunk).split('/').pop()!.replace(/\.js$/, '');
      if ((url.pathname + url.search).includes(name)) {
        const n = (attempts.get(nonce) ?? 0) + 1;
        attempts.set(nonce, n);
        if (n === 1) return own(503, 'text/plain', 'failed on purpose (first attempt)');
      }
    }

    const latency = Number(/(?:^|;\s*)dm-engines-latency=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? 0);
    if (latency && (url.pathname.startsWith('/ajax/') || url.pathname === '/dist/front.js')) return void setTimeout(() => forward(req, res), Math.min(latency, 5000));
    const late = /(?:^|;\s*)dm-engines-late-chunk=([^:;]+):(\d+)/.exec(req.headers.cookie ?? '');
    if (late && url.pathname.startsWith(`/dist/chunks/${decodeURIComponent(late[1])}`)) return void setTimeout(() => forward(req, res), Math.min(Number(late[2]), 5000));
    forward(req, res);
  });

  function forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const own = (status: number, type: string, body: string | Buffer) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const up = http.request(upstream.url + req.url, { method: req.method, headers }, (ur) => {
      const type = String(ur.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(ur.statusCode ?? 502, ur.headers);
        ur.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      ur.on('data', (c: Buffer) => chunks.push(c));
      ur.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head(\s[^>]*)?>/i, (m) => m + headScripts(req.headers.cookie));
        const out = { ...ur.headers };
        delete out['content-length'];
        res.writeHead(ur.statusCode ?? 502, out).end(html);
      });
    });
    up.on('error', () => res.headersSent ? res.destroy() : own(502, 'text/plain', 'upstream failed'));
    req.pipe(up);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await upstream.close();
    },
  };
}
