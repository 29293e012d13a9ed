// The example collector of field reports (README "Field reports"): POST /_reports takes the batches that the
// telemetry chunk sends, keeps the last 10,000 reports in memory, and GET /reports/ shows them (reports-page.mjs).
// GET /_reports answers the stored reports as JSON, newest first (for tests and scripts).
import { renderReportsPage } from './reports-page.mjs';

export const COLLECT_PATH = '/_reports';
export const DASHBOARD_PATH = '/reports/';
/** Reports kept; the oldest go first. */
export const MAX_REPORTS = 10_000;
/** Largest body accepted: a batch is at most 16 KB, and browsers cap all pending beacons of a page at 64 KB. */
export const MAX_BODY = 64 * 1024;
const MAX_PER_BATCH = 200;

const VITALS = new Set(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);

class BadReport extends Error {}

const text = (v, what, max, { required = true } = {}) => {
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || v.length > max || (required && !v)) throw new BadReport(`${what} must be a string of 1 to ${max} characters`);
  return v;
};

/** One report of a batch, checked and copied field by field (nothing else is kept). */
function checkReport(r, i) {
  if (!r || typeof r !== 'object' || Array.isArray(r)) throw new BadReport(`reports[${i}] must be an object`);
  if (r.type === 'vital') {
    if (!VITALS.has(r.name)) throw new BadReport(`reports[${i}].name must be one of ${[...VITALS].join(', ')}`);
    if (typeof r.value !== 'number' || !Number.isFinite(r.value) || r.value < 0 || r.value > 3_600_000) throw new BadReport(`reports[${i}].value must be a number from 0 to 3600000`);
    if (!RATINGS.has(r.rating)) throw new BadReport(`reports[${i}].rating must be one of ${[...RATINGS].join(', ')}`);
    return { type: 'vital', name: r.name, value: r.value, rating: r.rating, id: text(r.id, `reports[${i}].id`, 100), target: text(r.target, `reports[${i}].target`, 200, { required: false }) };
  }
  if (r.type === 'error') {
    const code = typeof r.code === 'number' && Number.isInteger(r.code) ? r.code : text(r.code, `reports[${i}].code`, 40);
    return {
      type: 'error',
      code,
      widget: text(r.widget, `reports[${i}].widget`, 40, { required: false }) ?? '',
      widgetId: text(r.widgetId, `reports[${i}].widgetId`, 40, { required: false }) ?? '',
      message: text(r.message, `reports[${i}].message`, 300, { required: false }) ?? '',
    };
  }
  throw new BadReport(`reports[${i}].type must be "vital" or "error"`);
}

/** A batch `{ page, build, reports: [...] }` as stored reports; throws BadReport for anything else. */
export function parseBatch(body) {
  let batch;
  try {
    batch = JSON.parse(body);
  } catch {
    throw new BadReport('the body is not JSON');
  }
  if (!batch || typeof batch !== 'object' || Array.isArray(batch)) throw new BadReport('the body must be a JSON object');
  const page = text(batch.page, 'page', 500);
  if (!page.startsWith('/')) throw new BadReport('page must be a path starting with /');
  const build = text(batch.build, 'build', 50);
  if (!Array.isArray(batch.reports) || !batch.reports.length || batch.reports.length > MAX_PER_BATCH) throw new BadReport(`reports must be an array of 1 to ${MAX_PER_BATCH} reports`);
  return batch.reports.map((r, i) => ({ ...checkReport(r, i), page, build }));
}

/** The reports kept in memory: a Map in arrival order, so the oldest is dropped first once it holds MAX_REPORTS. */
export function createReportStore(max = MAX_REPORTS) {
  const byKey = new Map();
  let seq = 0;
  return {
    /** Add reports; a vital with the id of one already kept replaces it (web-vitals reports CLS and INP again as they grow). */
    add(reports, at = Date.now()) {
      for (const r of reports) {
        const key = r.type === 'vital' ? `v ${r.page} ${r.name} ${r.id}` : `e ${++seq}`;
        byKey.delete(key);
        byKey.set(key, { ...r, at });
        while (byKey.size > max) byKey.delete(byKey.keys().next().value);
      }
    },
    /** Every kept report, oldest first. */
    all: () => [...byKey.values()],
    get size() {
      return byKey.size;
    },
  };
}

/** The request body as text, or null once it passes `limit` bytes (the rest is not read). */
async function readLimited(req, limit) {
  const chunks = [];
  let size = 0;
  for await (const c of req) {
    size += c.length;
    if (size > limit) return null;
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The collector and the dashboard for one server. `handle` answers the requests to COLLECT_PATH and DASHBOARD_PATH
 * (true) and leaves the others (false). `send(req, res, status, body, type, headers)` is the server's.
 */
export function createReports(send) {
  const store = createReportStore();
  async function handle(req, res, pathname) {
    if (pathname === COLLECT_PATH) {
      if (req.method === 'POST') {
        const body = await readLimited(req, MAX_BODY);
        if (body === null) {
          send(req, res, 400, JSON.stringify({ error: `the body is larger than ${MAX_BODY} bytes` }), 'application/json; charset=utf-8', { connection: 'close' });
          return true;
        }
        try {
          store.add(parseBatch(body));
        } catch (e) {
          if (!(e instanceof BadReport)) throw e;
          send(req, res, 400, JSON.stringify({ error: e.message }), 'application/json; charset=utf-8');
          return true;
        }
        res.writeHead(204, { 'cache-control': 'no-store' }).end();
        return true;
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const reports = store.all().reverse();
        send(req, res, 200, JSON.stringify({ count: reports.length, reports }), 'application/json; charset=utf-8', { 'cache-control': 'no-store' });
        return true;
      }
      send(req, res, 405, JSON.stringify({ error: `method ${req.method} not allowed on ${COLLECT_PATH}` }), 'application/json; charset=utf-8', { allow: 'GET, HEAD, POST' });
      return true;
    }
    if (pathname === '/reports') {
      res.writeHead(302, { location: DASHBOARD_PATH }).end();
      return true;
    }
    if (pathname === DASHBOARD_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      send(req, res, 200, renderReportsPage(store.all()), 'text/html; charset=utf-8', {
        'cache-control': 'no-store',
        // The dashboard shows what visitors' browsers sent: no script runs on it, whatever a report holds.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
      return true;
    }
    return false;
  }
  return { handle, store };
}
