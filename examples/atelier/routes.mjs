// The widget workbench of the example server (README "Widget workbench"), outside the firm's site tree:
//   /atelier/                 the workbench (examples/atelier/main.ts, bundled here on request: never part of dist/)
//   /atelier/preview/<page>   the preview frame: that site page's config and data in the dev environment, the site's
//                             CSS, dist/front.js and an empty #dm_page stage the workbench writes placeholders into
//   /atelier/atelier.js|.css  the workbench bundle (esbuild, in memory, rebuilt when a source changed)
// Presets are read from the example site's own pages, so they show the placeholders those pages carry.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPage, pages, renderPage } from '../site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const site = path.join(here, '..', 'site');

/** The set-ups of the seed site offered as presets: a page, and which of its placeholders (all when absent). */
export const PRESETS = [
  { id: 'metiers', label: 'Page Métiers : ses trois widgets', page: '/fr/actualites-ec/metiers' },
  { id: 'carousel', label: 'Carrousel de l’accueil', page: '/fr/', widgets: ['700'] },
  { id: 'full', label: 'Page Actualités en mode full', page: '/fr/actualites-ec', widgets: ['701'] },
  { id: 'map', label: 'Carte des bureaux avec recherche', page: '/fr/', widgets: ['628'] },
];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s) => s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (all, e) =>
  e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()] ?? all);

/** The placeholders of a page body: type, id, options (the data-options JSON) and the md column around it. */
export function placeholdersOf(html) {
  const out = [];
  for (const m of html.matchAll(/(?:<div class="([^"]*\bcol-md-(\d+)[^"]*)">\s*)?<div class="dm_widget"([^>]*)>/g)) {
    const attrs = {};
    for (const a of m[3].matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]] = decode(a[2] ?? a[3]);
    out.push({ type: attrs['data-widget'], id: attrs['data-widget-id'], options: JSON.parse(attrs['data-options'] || '{}'), col: m[2] ? Number(m[2]) : 12 });
  }
  return out;
}

/** The presets with their placeholders, read from the pages' bodies. */
export function presets() {
  const all = pages();
  return PRESETS.map((p) => {
    const page = all.find((pg) => pg.path === p.page);
    if (!page) throw new Error(`atelier preset ${p.id}: no page ${p.page}`);
    const found = placeholdersOf(fs.readFileSync(path.join(site, page.body), 'utf8'));
    const widgets = p.widgets ? p.widgets.map((id) => found.find((w) => w.id === id)) : found;
    if (!widgets.length || widgets.some((w) => !w)) throw new Error(`atelier preset ${p.id}: placeholder not found on ${p.page}`);
    return { id: p.id, label: p.label, page: p.page, widgets };
  });
}

/** JSON safe inside a <script> element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const html = (body, headers = {}) => ({ status: 200, body, type: 'text/html; charset=utf-8', headers: { 'cache-control': 'no-cache', ...headers } });

const WORKBENCH_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
  + "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

function workbench() {
  const data = { presets: presets(), pages: pages().map((p) => ({ path: p.path, name: p.name })) };
  return html(`<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Atelier des widgets — dm-front</title>
  <meta name="robots" content="noindex">
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css">
  <link rel="stylesheet" href="/atelier/atelier.css">
  <script type="module" src="/atelier/atelier.js"></script>
</head>
<body class="atelier-page">
  <script type="application/json" id="atelier-data">${scriptJson(data)}</script>
  <main class="container-fluid" id="contenu">
    <h1>Atelier des widgets</h1>
    <p class="lead">Réglez un widget, voyez-le tel que le site l’affichera, copiez son placeholder.</p>
    <div id="atelier"><p>Chargement de l’atelier…</p></div>
  </main>
</body>
</html>
`, { 'content-security-policy': WORKBENCH_POLICY });
}

/** The page config and page data a site page is rendered with, taken from the site's own rendering of it. */
function contractOf(page, url, newsHost) {
  const { html: rendered } = renderPage({ ...page, dev: false, csp: false }, { url, newsHost });
  const json = (id) => JSON.parse(rendered.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`))[1]);
  return { config: { ...json('dm-page-config'), env: 'dev' }, data: json('dm-page-data') };
}

function preview({ match, url, newsHost }) {
  const page = findPage(match[1] || '/fr/');
  if (!page || page.dev || page.csp) return { status: 404, body: 'No such page of the example site', type: 'text/plain; charset=utf-8' };
  const { config, data } = contractOf(page, url, newsHost);
  const body = `<!doctype html>
<html lang="${page.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Aperçu — ${page.name.replace(/[<&]/g, '')}</title>
  <meta name="robots" content="noindex">
  <link rel="stylesheet" href="/vendor/bootstrap/css/bootstrap.min.css">
  <link rel="stylesheet" href="/assets/theme.css">
  <link rel="stylesheet" href="/dist/front.css">
  <script type="module" src="/dist/front.js"></script>
</head>
<body>
  <script type="application/json" id="dm-page-config">${scriptJson(config)}</script>
  <script type="application/json" id="dm-page-data">${scriptJson(data)}</script>
  <div id="dm_page">
    <main id="content" class="dm_layout_center">
      <section class="container"><div class="row" id="atelier-stage"></div></section>
    </main>
  </div>
</body>
</html>
`;
  return html(body);
}

// ---- the bundle: built in memory on request, again only when one of its sources changed.
let built; // { outputs: Map<name, {body, type}>, inputs: [[file, mtimeMs]] }
let building;

const stale = () => !built || built.inputs.some(([f, t]) => !fs.existsSync(f) || fs.statSync(f).mtimeMs !== t);

async function bundle() {
  if (!stale()) return built;
  building ??= (async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { atelier: path.join(here, 'main.ts') },
      bundle: true,
      format: 'esm',
      target: 'es2020',
      outdir: path.join(here, 'out'),
      write: false,
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const outputs = new Map(result.outputFiles.map((f) => [path.basename(f.path), f.text]));
    const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f)).map((f) => [f, fs.statSync(f).mtimeMs]);
    built = { outputs, inputs };
    return built;
  })().finally(() => (building = undefined));
  return building;
}

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', map: 'application/json; charset=utf-8' };

async function asset({ match }) {
  const name = match[1];
  const { outputs } = await bundle();
  const body = outputs.get(name);
  if (body === undefined) return { status: 404, body: 'not found', type: 'text/plain; charset=utf-8' };
  return { status: 200, body, type: TYPES[name.split('.').pop()], headers: { 'cache-control': 'no-cache' } };
}

export const routes = [
  { method: 'GET', path: /^\/atelier$/, handle: () => ({ status: 302, body: '', headers: { location: '/atelier/' } }) },
  { method: 'GET', path: /^\/atelier\/$/, handle: workbench },
  { method: 'GET', path: /^\/atelier\/preview(\/.*)?$/, handle: preview },
  { method: 'GET', path: /^\/atelier\/(atelier\.(?:js|css)(?:\.map)?)$/, handle: asset },
];
