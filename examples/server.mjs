#!/usr/bin/env node
// The example site: the CMS's server-rendered pages (examples/site), dist/, templates/, the theme CSS, and a mock CMS
// and news service answering the ajax calls of the README's widget sections from examples/fixtures.
//   node examples/server.mjs [--port 8080] [--host 127.0.0.1] [--news-port 0] [--latency MS] [--photo-weight] [--proxy URL] [--no-reports]
// PORT in the environment sets the port too; --port 0 takes a free one. The news service's images come from another
// origin, a second listener on --news-port (by default a free one); --photo-weight makes each weigh what a JPEG photo
// of its size does (mock/news.mjs), where by default it is a small SVG. --latency delays every /ajax response;
// --proxy forwards /ajax/* to a live CMS instead of the mocks. The pages send field reports to /_reports, shown at
// /reports/ (reports.mjs); --no-reports leaves report_url out of their page config.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderPage, findPage } from './site.mjs';
import { COLLECT_PATH, DASHBOARD_PATH, createReports } from './reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject',
  '.mustache': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.d.ts': 'text/plain; charset=utf-8',
};

/** URL prefix → folder served as static files. */
const STATIC = [
  ['/dist/', 'dist'],
  ['/templates/', 'templates'],
  ['/assets/', 'examples/assets'],
  ['/vendor/bootstrap/', 'node_modules/bootstrap/dist'],
  ['/vendor/tarteaucitron/', 'node_modules/tarteaucitronjs'],
];

/**
 * The mock ajax routes: each module exports `routes`, a list of { method, path: RegExp, handle(request) }. The widget
 * workbench (/atelier/) comes as routes too.
 */
const MOCKS = ['./mock/news.mjs', './mock/map.mjs', './atelier/routes.mjs'];

export async function loadRoutes() {
  const routes = [];
  for (const m of MOCKS) routes.push(...(await import(new URL(m, import.meta.url))).routes);
  return routes;
}

export function parseArgs(argv) {
  const out = { port: process.env.PORT !== undefined ? Number(process.env.PORT) : 8080, host: '127.0.0.1', newsPort: 0, latency: 0, photoWeight: false, proxy: undefined, reports: true };
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].split('=', 2);
    const v = () => inline ?? argv[++i];
    if (k === '--port') out.port = Number(v());
    else if (k === '--host') out.host = v();
    else if (k === '--news-port') out.newsPort = Number(v());
    else if (k === '--latency') out.latency = Number(v());
    else if (k === '--photo-weight') out.photoWeight = true;
    else if (k === '--proxy') out.proxy = v();
    else if (k === '--no-reports') out.reports = false;
    else if (k === '--help' || k === '-h') out.help = true;
    else throw new Error(`unknown option ${argv[i]} (see --help)`);
  }
  for (const [name, port] of [['--port', out.port], ['--news-port', out.newsPort]]) {
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} takes a port number`);
  }
  if (!(out.latency >= 0)) throw new Error('--latency takes milliseconds');
  return out;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Compressed static files, by path, size and mtime: compressing a large chunk on every request would block the event loop. */
const gzipCache = new Map();

function send(req, res, status, body, type, headers = {}, cacheKey = undefined) {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const compressible = /^(text\/|application\/json|image\/svg)/.test(type) && buf.length > 512;
  const gzip = compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  let out = buf;
  if (gzip) {
    out = cacheKey && gzipCache.get(cacheKey);
    if (!out) {
      out = zlib.gzipSync(buf, { level: 6 });
      if (cacheKey) gzipCache.set(cacheKey, out);
    }
  }
  res.writeHead(status, {
    'content-type': type,
    'content-length': out.length,
    'x-content-type-options': 'nosniff',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : out);
}

export const json = (status, value) => ({ status, json: value });

function notFoundPage(pathname) {
  const safe = pathname.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Page introuvable</title>
<link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css"></head>
<body><main class="container"><h1>Page introuvable</h1><p>La page <code>${safe}</code> n'existe pas.</p>
<p><a href="/fr/">Retour à l'accueil</a></p></main></body></html>`;
}

function serveStatic(req, res, pathname) {
  for (const [prefix, dir] of STATIC) {
    if (!pathname.startsWith(prefix)) continue;
    const base = path.join(root, dir);
    let rel;
    try {
      rel = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return false;
    }
    const file = path.resolve(base, rel);
    if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
    const ext = file.endsWith('.d.ts') ? '.d.ts' : path.extname(file);
    const immutable = prefix === '/dist/' && rel.startsWith('chunks/');
    const stat = fs.statSync(file);
    send(req, res, 200, fs.readFileSync(file), TYPES[ext] ?? 'application/octet-stream', {
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    }, `${file} ${stat.size} ${stat.mtimeMs}`);
    return true;
  }
  return false;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const c of req) {
    size += c.length;
    if (size > 1_000_000) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function proxy(req, res, target, body) {
  const url = new URL(req.url, target);
  const upstream = await fetch(url, {
    method: req.method,
    headers: { 'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  send(req, res, upstream.status, Buffer.from(await upstream.arrayBuffer()), upstream.headers.get('content-type') ?? 'application/json');
}

/** Actions under the dev front controller (script_name '/dev.php/'). */
const DEV_AJAX = '/dev.php/ajax/';

/** Where the mock news service's images are: its own listener, so another origin than the pages', as on a real site. */
const NEWS_PATH = '/news-host';

export async function createServer({ port = 8080, host = '127.0.0.1', newsPort = 0, latency = 0, photoWeight = false, proxy: proxyUrl, reports = true, log = false } = {}) {
  const routes = await loadRoutes();
  const collector = createReports(send);
  // The news host: the page's host name on a port of its own. Its images then get their own connections and the news
  // widget's preconnect, as from the news service's host in production, rather than queueing behind the page's
  // scripts on the six HTTP/1.1 connections to the page's origin.
  const newsHostOf = (req) => {
    const news = new URL(`http://${req.headers.host ?? host}`);
    news.port = String(newsServer.address().port);
    return news.origin + NEWS_PATH;
  };
  const handle = async (req, res) => {
    const started = Date.now();
    let url;
    try {
      url = new URL(req.url, `http://${req.headers.host ?? host}`);
    } catch {
      return send(req, res, 400, 'Bad request', 'text/plain');
    }
    // The dev front controller's pages (/dev.php/…, script_name '/dev.php/') send their actions under it: the same
    // ajax routes answer both.
    const pathname = url.pathname.startsWith(DEV_AJAX) ? url.pathname.slice(DEV_AJAX.length - '/ajax/'.length) : url.pathname;
    try {
      if (await collector.handle(req, res, pathname)) return;
      const ajax = pathname.startsWith('/ajax/');
      const known = routes.filter((r) => r.path.test(pathname));
      if (ajax || known.length) {
        const body = await readBody(req);
        if (ajax && latency) await sleep(latency);
        if (ajax && proxyUrl) return await proxy(req, res, proxyUrl, body);
        const route = known.find((r) => r.method === req.method || (r.method === 'GET' && req.method === 'HEAD'));
        const result = route
          ? await route.handle({ req, url, match: pathname.match(route.path), body, newsHost: newsHostOf(req), photoWeight })
          : known.length
            ? json(405, { error: `method ${req.method} not allowed on ${pathname}` })
            : json(404, { error: `no such endpoint: ${pathname}` });
        if (result.json !== undefined) send(req, res, result.status, JSON.stringify(result.json), 'application/json; charset=utf-8');
        else send(req, res, result.status, result.body, result.type ?? 'text/plain; charset=utf-8', result.headers);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'Method not allowed', 'text/plain');
      if (serveStatic(req, res, pathname)) return;
      if (pathname === '/' || pathname === '/dev.php' || pathname === '/dev.php/') {
        res.writeHead(302, { location: pathname.startsWith('/dev.php') ? '/dev.php/fr/' : '/fr/' }).end();
        return;
      }
      const page = findPage(pathname);
      if (page) {
        const { html, headers } = renderPage(page, { url, newsHost: newsHostOf(req), reportUrl: reports ? COLLECT_PATH : '' });
        return send(req, res, 200, html, TYPES['.html'], { 'cache-control': 'no-cache', ...headers });
      }
      send(req, res, 404, notFoundPage(pathname), TYPES['.html']);
    } catch (e) {
      if (!res.headersSent) send(req, res, e.status ?? 500, JSON.stringify({ error: e.message }), 'application/json');
      else res.destroy();
    } finally {
      if (log) console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
    }
  };
  const server = http.createServer(handle);
  const newsServer = http.createServer((req, res) => {
    if (req.url.startsWith(NEWS_PATH + '/')) return handle(req, res);
    send(req, res, 404, 'Not found: the news host serves the images only', 'text/plain');
  });
  await listen(server, port, host);
  await listen(newsServer, newsPort, host).catch(async (e) => {
    await close(server);
    throw e;
  });
  return {
    server,
    url: `http://${host}:${server.address().port}`,
    newsUrl: `http://${host}:${newsServer.address().port}${NEWS_PATH}/`,
    reports: collector.store,
    close: () => Promise.all([close(server), close(newsServer)]).then(() => undefined),
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
}

function close(server) {
  return new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); });
}

export const USAGE = 'usage: [--port 8080] [--host 127.0.0.1] [--news-port 0] [--latency MS] [--photo-weight] [--proxy URL] [--no-reports]';

/** The command line's options; prints the usage or the error and exits where they call for it. */
export function cliArgs(argv = process.argv.slice(2)) {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return args;
  } catch (e) {
    console.error(`${e.message}\n${USAGE}`);
    process.exit(2);
  }
}

/** Stop cleanly on Ctrl+C or SIGTERM. */
export function stopOnSignal(stop) {
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop().then(() => process.exit(0)));
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = cliArgs();
  const { url, newsUrl, close } = await createServer({ ...args, log: process.env.LOG === '1' });
  console.log(`Example site: ${url}/fr/${args.latency ? ` (ajax latency ${args.latency} ms)` : ''}${args.proxy ? ` (ajax proxied to ${args.proxy})` : ''}`);
  console.log(`News images: ${newsUrl} (--news-port)${args.photoWeight ? ' at a photo\'s weight' : ''}`);
  console.log(`Field reports: ${url}${DASHBOARD_PATH}${args.reports ? '' : ' (off: --no-reports)'}`);
  stopOnSignal(close);
}
