// Mock news service (README › News widget, "Calls"), answering with the real shapes from examples/fixtures/news, and
// the news host's images (an SVG per article and size, served for the .jpeg URLs; at a photo's weight with the server's
// --photo-weight). Failure cases reachable on purpose:
//   topic ERREUR500 → HTTP 500, JSONCASSE → malformed JSON, TYPES → wrong types, VIDE → an empty list;
//   an unknown slug → { success: false } (not found); slug article-erreur-serveur → an id whose article call fails.
// A list of nbperpage 1 answers with the article itself (no data.articles), as the service does.
import crypto from 'node:crypto';
import { articles, TOPICS } from '../fixtures/news/articles.mjs';

const FAILING_ID = 500500;
const WIDTHS = { big: 500, xbig: 800, xxbig: 1200, h: 1440 };
const RATIOS = { '24-11': 11 / 24, '3-2': 2 / 3 };

const json = (status, value) => ({ status, json: value });

/** The list fields of an article (the service leaves the HTML out of lists). */
const listed = ({ html: _html, externalKey: _key, ...a }) => a;

function list({ match, url }) {
  let topics;
  try {
    topics = JSON.parse(decodeURIComponent(match[1]));
  } catch {
    return json(400, { error: 'motifs must be a JSON array' });
  }
  if (!Array.isArray(topics)) return json(400, { error: 'motifs must be a JSON array' });
  const [nbperpage, page, size] = [Number(match[2]), Number(match[3]), match[4]];
  if (topics.includes('ERREUR500')) return json(500, { error: 'internal error' });
  if (topics.includes('JSONCASSE')) return { status: 200, body: '{"data": {"articles": [{"id": 1, "title": "tronq', type: 'application/json; charset=utf-8' };
  if (topics.includes('TYPES')) return json(200, { data: { articles: 'aucun', arrayPagination: { countArticle: 'beaucoup' } } });
  const found = topics.includes('VIDE') ? [] : articles().filter((a) => a.motifs.some((m) => topics.includes(m)));
  const items = found.slice((page - 1) * nbperpage, page * nbperpage).map(listed);
  const info = url.searchParams.get('debug') === '1'
    ? { motifs: topics, nbperpage, idpage: page, size, countArticle: found.length, withoutIdInKey: url.searchParams.get('withoutIdInKey') }
    : undefined;
  if (nbperpage === 1 && items.length === 1) return json(200, items[0]);
  return json(200, {
    data: { articles: items, arrayPagination: { countArticle: found.length, currentPage: page, nbPages: Math.ceil(found.length / nbperpage) } },
    ...(info ? { info } : {}),
  });
}

function article({ match }) {
  const id = Number(match[1]);
  if (id === FAILING_ID) return json(500, { error: 'internal error' });
  const a = articles().find((x) => x.id === id);
  if (!a) return json(404, { error: 'no such article' });
  const motif = Object.fromEntries(a.motifs.map((m) => [m, TOPICS[m] ?? `${m} : ${m}`]));
  return json(200, { article: a.html, data: { id: a.id, title: a.title, externalKey: a.externalKey, mediasPaths: a.mediasPaths, motif, dateUpdate: a.dateUpdate, dateUpdate_ts: a.dateUpdate_ts } });
}

function slug({ match }) {
  const value = decodeURIComponent(match[1]);
  if (value === 'article-erreur-serveur') return json(200, { articleId: FAILING_ID });
  const a = articles().find((x) => x.slug === value);
  return a ? json(200, { articleId: a.id }) : json(200, { success: false, message: 'Article introuvable' });
}

const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a news photo of w × h pixels weighs as a web-optimised JPEG: 0.12 byte per pixel (35 KB at 800 × 367, 79 KB at
 * 1200 × 550), an assumption; the images a news service sends vary around it.
 */
export const PHOTO_BYTES_PER_PIXEL = 0.12;

/**
 * A simple illustration: a gradient from the article's id, its topic (top left, clear of the carousel's caption). With
 * the server's --photo-weight, it carries a comment of random characters that makes it weigh on the wire, gzipped, what
 * a JPEG photo of its size does (random bytes in base64 gzip back to about their own number), so that measurements of
 * the news pages pay for their images as on a real site.
 */
function image({ match, photoWeight }) {
  const id = Number(match[1]);
  const [ratio, size] = [match[2], match[3]];
  const a = articles().find((x) => x.id === id);
  const w = WIDTHS[size];
  const h = Math.round(w * RATIOS[ratio]);
  const hue = (id * 47) % 360;
  const label = escapeXml(a ? a.motifs[0] : 'Actualité');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,28%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.22}" fill="rgba(255,255,255,.14)"/>${photoWeight ? `<!-- ${crypto.randomBytes(Math.round(w * h * PHOTO_BYTES_PER_PIXEL)).toString('base64')} -->` : ''}
<text x="${w * 0.06}" y="${h * 0.24}" font-family="sans-serif" font-size="${Math.round(h / 7)}" fill="rgba(255,255,255,.85)">${label}</text></svg>`;
  return { status: 200, body: svg, type: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=86400' } };
}

export const routes = [
  { method: 'POST', path: /^\/ajax\/testa\/article\/motifs\/([^/]+)\/nbperpage\/(\d+)\/idpage\/(\d+)\/size\/(xbig|h|xxbig)$/, handle: list },
  { method: 'POST', path: /^\/ajax\/testa\/article\/id\/(\d+)\/xsl\/Html_To_Diem_BS3\/size\/xbig$/, handle: article },
  { method: 'POST', path: /^\/ajax\/testa\/article\/slug\/([^/]+)$/, handle: slug },
  { method: 'POST', path: /^\/ajax\/testa\/motifs\/subscribed$/, handle: () => json(200, { motifs: TOPICS }) },
  { method: 'GET', path: /^\/news-host\/articles\/(\d+)\/visuel-(24-11|3-2)_(big|xbig|xxbig|h)\.jpeg$/, handle: image },
];
