// The example site's pages: a nested-set tree of CMS pages (site/pages.json), the site settings (site/site.json), one
// HTML body per page (site/pages/...), rendered into site/layout.html the way the CMS does: page config and page data
// as JSON script elements, the widgets as placeholders inside #dm_page, front.js at the end of body.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Mustache from 'mustache';
import { fileURLToPath } from 'node:url';
import { strictPolicy } from './csp.mjs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site');
const read = (f) => fs.readFileSync(path.join(dir, f), 'utf8');

/** Every page: { id, path, lang, module, action, level, lft, rgt, slug, name, title, h1, infos, ... , body }. */
export const pages = () => JSON.parse(read('pages.json'));
const site = () => JSON.parse(read('site.json'));

const DEV_PREFIX = '/dev.php';
const CSP_PREFIX = '/csp';

const under = (pathname, prefix) => pathname === prefix || pathname.startsWith(prefix + '/');

/**
 * The page at a URL path, or undefined. '/dev.php/...' is the same page in the dev environment; '/csp/...' the same
 * page sent with the strict Content-Security-Policy of examples/csp.mjs.
 */
export function findPage(pathname) {
  const dev = under(pathname, DEV_PREFIX);
  const csp = !dev && under(pathname, CSP_PREFIX);
  const p = dev ? pathname.slice(DEV_PREFIX.length) || '/' : csp ? pathname.slice(CSP_PREFIX.length) || '/' : pathname;
  const normal = p.length > 1 && p.endsWith('/') && p.split('/').length > 3 ? p.slice(0, -1) : p;
  const page = pages().find((pg) => pg.path === normal || pg.path === normal + '/');
  return page && { ...page, dev, csp };
}

/** Ancestors from the nested set: parent first. */
export function ancestors(page, all = pages()) {
  return all
    .filter((p) => p.tree === page.tree && p.lft < page.lft && p.rgt > page.rgt)
    .sort((a, b) => b.level - a.level);
}

/** JSON safe inside a <script> element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

/** The DmPage record as the CMS prints it (README › The page contract): infos as a JSON string, flags as '0'/'1'. */
function record(p) {
  const { body, path: _path, tree: _tree, dev: _dev, csp: _csp, head: _head, headers: _headers, ...fields } = p;
  return { ...fields, infos: JSON.stringify(p.infos ?? {}), is_active: '1', is_secure: '0', is_indexable: '1', is_visible_bread_crumb: '1' };
}

/**
 * The CMS renders the site-map accordion with the current page's section open (the runtime's link highlighting would
 * open it too, but a moment after the first paint, moving what follows: README "Layout stability"). A section is
 * current when it links to the page or to an ancestor of it (not to the language root, which every page is under).
 */
export function openCurrentSection(html, path) {
  const current = path.replace(/\/+$/, '');
  const under = (href) => href === current || (!/^\/[a-z]{2}$/.test(href) && current.startsWith(href + '/'));
  return html.replace(/(<a href="#([\w-]+)" data-toggle="collapse"[^>]*?) class="collapsed">([\s\S]*?<div class="panel-collapse collapse)(" id="\2">)([\s\S]*?<\/ul>)/g,
    (all, toggle, id, between, end, list) => {
      const hrefs = [...list.matchAll(/href="\{\{prefix\}\}([^"#?]*)"/g)].map((m) => m[1].replace(/\/+$/, ''));
      return hrefs.some(under) ? `${toggle} aria-expanded="true">${between} in${end}${list}` : all;
    });
}

/** `newsHost`: the page config's news_host; `reportUrl`: its report_url (README "Field reports"), '' leaves it out. */
export function renderPage(page, { url, newsHost, reportUrl = '' }) {
  const all = pages();
  const s = site();
  const [parent, grandParent, rearGrandParent] = ancestors(page, all);
  const prefix = page.dev ? DEV_PREFIX : page.csp ? CSP_PREFIX : '';
  const config = {
    page_id: page.id,
    culture: page.lang,
    // The base of the actions (SPEC §3.1): the dev front controller's; a /csp/ page is the production one with a CSP.
    script_name: page.dev ? DEV_PREFIX + '/' : '/',
    debug: page.dev && url.searchParams.has('debug'),
    env: page.dev ? 'dev' : 'prod',
    news_host: newsHost,
    // The site's templates in the page language (the info window's words): French ones at the root, others under {lang}/.
    templates: page.lang === 'fr' ? '/templates/bs3/' : `/templates/bs3/${page.lang}/`,
    plugins: '/dist/',
    ...(reportUrl ? { report_url: reportUrl } : {}),
  };
  const data = {
    currentPageObject: record(page),
    currentPage: record(page),
    parentCurrentPage: parent ? record(parent) : null,
    grandParentCurrentPage: grandParent ? record(grandParent) : null,
    rearGrandParentCurrentPage: rearGrandParent ? record(rearGrandParent) : null,
    settings: s.settings,
    constantes: s.constantes,
    ipClient: '127.0.0.1',
    isIpClientImpersonate: false,
    hasDmSettingMotifFilterIpJson: false,
  };
  const view = {
    lang: page.lang,
    title: page.title,
    description: page.description ?? '',
    firm: s.constantes.nomcabinet,
    prefix,
    home: `${prefix}/${page.lang}/`,
    head: page.head ?? '',
    config: scriptJson(config),
    data: scriptJson(data),
    body: read(page.body),
    [`lang_${page.lang}`]: true,
  };
  // A page whose consent manager (tarteaucitron) shows its own cookie banner does without the site's: one banner.
  view.consent_manager = view.body.includes('tarteaucitron');
  const partials = { header: read(`partials/header-${page.lang}.html`), footer: openCurrentSection(read(`partials/footer-${page.lang}.html`), page.path) };
  const headers = { ...(page.headers ?? {}) };
  // Under the strict policy the entry's script carries the response's nonce: the runtime gives it to the speculation
  // rules it adds (README "The next page at once").
  if (page.csp) view.nonce = crypto.randomBytes(16).toString('base64');
  if (page.csp) headers['content-security-policy'] = strictPolicy({ newsHost: config.news_host, maps: view.body.includes('data-widget="map"'), trustedTypes: !view.consent_manager, nonce: view.nonce });
  return { html: Mustache.render(read('layout.html'), view, partials), headers };
}
