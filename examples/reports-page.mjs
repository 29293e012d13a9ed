// The /reports/ dashboard of the example collector (reports.mjs): per page, the 75th percentile of each Core Web
// Vital with its rating colour and a distribution plot (inline SVG), then the widget failures grouped by code and
// widget, newest first. Plain HTML, no script: every value from a report is escaped.

/** The metrics in display order, with web-vitals' thresholds (good up to the first, poor above the second). */
export const METRICS = [
  { name: 'LCP', label: 'Largest Contentful Paint', good: 2500, poor: 4000 },
  { name: 'INP', label: 'Interaction to Next Paint', good: 200, poor: 500 },
  { name: 'CLS', label: 'Cumulative Layout Shift', good: 0.1, poor: 0.25 },
  { name: 'FCP', label: 'First Contentful Paint', good: 1800, poor: 3000 },
  { name: 'TTFB', label: 'Time to First Byte', good: 800, poor: 1800 },
];

const RATING_TEXT = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };
const COLOURS = { good: '#0b7a3b', 'needs-improvement': '#a35200', poor: '#c0261f' };

const esc = (v) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const rate = (m, v) => (v <= m.good ? 'good' : v <= m.poor ? 'needs-improvement' : 'poor');

/** The 75th percentile (nearest rank, as CrUX and web-vitals report it); undefined for no values. */
export function p75(values) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

export const formatValue = (name, v) => (name === 'CLS' ? v.toFixed(3) : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

const when = (at) => new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/**
 * A histogram of the values (20 bins from 0 to past the poor threshold; larger values in the last bin), each bar in
 * the colour of its rating, with the thresholds and the p75 drawn as lines. Labelled for screen readers.
 */
export function distributionSvg(m, values, id) {
  const W = 240, H = 64, BINS = 20;
  const top = Math.max(m.poor * 1.5, Math.min(Math.max(...values), m.poor * 3));
  const bins = new Array(BINS).fill(0);
  for (const v of values) bins[Math.min(BINS - 1, Math.floor((v / top) * BINS))]++;
  const most = Math.max(...bins, 1);
  const x = (v) => Math.min(W, (v / top) * W);
  const bw = W / BINS;
  const bars = bins
    .map((n, i) => {
      if (!n) return '';
      const h = Math.max(2, (n / most) * (H - 6));
      return `<rect x="${(i * bw + 0.5).toFixed(1)}" y="${(H - h).toFixed(1)}" width="${(bw - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="${COLOURS[rate(m, (i + 0.5) * (top / BINS))]}"/>`;
    })
    .join('');
  const share = (r) => Math.round((values.filter((v) => rate(m, v) === r).length / values.length) * 100);
  const p = p75(values);
  const title = `${m.name}: ${values.length} value${values.length > 1 ? 's' : ''}, ${share('good')} % good, ${share('needs-improvement')} % needing improvement, ${share('poor')} % poor; 75th percentile ${formatValue(m.name, p)}`;
  // The axis ends are HTML under the plot, so they keep a legible size however narrow the card.
  return `<svg class="dist" viewBox="0 0 ${W} ${H + 2}" width="100%" role="img" aria-labelledby="${id}">
<title id="${id}">${esc(title)}</title>
<line x1="0" y1="${H}" x2="${W}" y2="${H}" stroke="#767676"/>
<line x1="${x(m.good).toFixed(1)}" y1="0" x2="${x(m.good).toFixed(1)}" y2="${H}" stroke="${COLOURS.good}" stroke-dasharray="3 2"/>
<line x1="${x(m.poor).toFixed(1)}" y1="0" x2="${x(m.poor).toFixed(1)}" y2="${H}" stroke="${COLOURS.poor}" stroke-dasharray="3 2"/>
${bars}
<line x1="${x(p).toFixed(1)}" y1="0" x2="${x(p).toFixed(1)}" y2="${H}" stroke="#1a1a1a" stroke-width="2"/>
</svg>
<p class="axis" aria-hidden="true"><span>0</span><span>${esc(formatValue(m.name, top))}+</span></p>`;
}

function metricCard(m, values, id) {
  if (!values.length) return `<div class="card"><h4 title="${esc(m.label)}">${m.name}</h4><p class="none">no value yet</p></div>`;
  const p = p75(values);
  const r = rate(m, p);
  return `<div class="card"><h4 title="${esc(m.label)}">${m.name}</h4>
<p class="p75"><span class="badge ${r}">${esc(formatValue(m.name, p))}</span> <span class="small">p75, ${esc(RATING_TEXT[r])} · n = ${values.length}</span></p>
${distributionSvg(m, values, id)}</div>`;
}

/** The failures grouped by code and widget (type and id), the group seen last first. */
export function failureGroups(reports) {
  const groups = new Map();
  for (const r of reports) {
    if (r.type !== 'error') continue;
    const key = JSON.stringify([r.code, r.widget, r.widgetId]);
    const g = groups.get(key) ?? { code: r.code, widget: r.widget, widgetId: r.widgetId, count: 0, pages: new Set(), last: 0, message: '' };
    g.count++;
    g.pages.add(r.page);
    if (r.at >= g.last) {
      g.last = r.at;
      g.message = r.message;
    }
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => b.last - a.last);
}

export function renderReportsPage(reports) {
  const pages = new Map();
  for (const r of reports) {
    if (r.type !== 'vital') continue;
    const byName = pages.get(r.page) ?? new Map(METRICS.map((m) => [m.name, []]));
    byName.get(r.name).push(r.value);
    pages.set(r.page, byName);
  }
  let n = 0;
  const pageSections = [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, byName]) => `<section><h3><code>${esc(page)}</code></h3>
<div class="cards">${METRICS.map((m) => metricCard(m, byName.get(m.name), `d${++n}`)).join('')}</div></section>`)
    .join('');
  const groups = failureGroups(reports);
  // On narrow screens each row is shown as a stack of "label value" lines (CSS below); the explicit roles keep the
  // table's semantics, which browsers drop from elements whose display is changed.
  const cols = ['Last seen', 'Code', 'Widget', 'Count', 'Last message', 'Pages'];
  const cell = (i, html) => `<td role="cell" data-label="${cols[i]}">${html}</td>`;
  const failures = groups.length
    ? `<table role="table"><caption>Widget failures grouped by code and widget, the most recent first</caption>
<thead role="rowgroup"><tr role="row">${cols.map((c) => `<th role="columnheader" scope="col">${c}</th>`).join('')}</tr></thead>
<tbody role="rowgroup">${groups
        .map((g) => `<tr role="row">${[
          esc(when(g.last)),
          `<code>${esc(g.code)}</code>`,
          `${esc(g.widget || '?')} <code>${esc(g.widgetId || '?')}</code>`,
          g.count,
          esc(g.message),
          [...g.pages].map((p) => `<code>${esc(p)}</code>`).join(' '),
        ].map((html, i) => cell(i, html)).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '<p class="none">No widget failure reported.</p>';
  const newest = reports.reduce((t, r) => Math.max(t, r.at), 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Field reports — dm-front example site</title>
<style>
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; margin: 0 auto; padding: 16px; max-width: 1280px; }
h1 { font-size: 1.6rem; margin: 0 0 4px; } h2 { font-size: 1.25rem; margin: 28px 0 8px; } h3 { font-size: 1rem; margin: 20px 0 8px; }
h4 { margin: 0 0 4px; font-size: 0.95rem; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(165px, 1fr)); gap: 12px; }
.card { border: 1px solid #d0d0d0; border-radius: 6px; padding: 10px; }
.p75 { margin: 0 0 6px; }
.badge { display: inline-block; color: #fff; font-weight: 600; padding: 2px 8px; border-radius: 4px; }
.badge.good { background: ${COLOURS.good}; } .badge.needs-improvement { background: ${COLOURS['needs-improvement']}; } .badge.poor { background: ${COLOURS.poor}; }
.small, .none { color: #555; font-size: 0.85rem; } .dist { display: block; max-width: 100%; }
.axis { display: flex; justify-content: space-between; margin: 2px 0 0; color: #555; font-size: 0.75rem; }
.legend span { display: inline-block; margin-right: 12px; } .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
 table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
caption { text-align: left; color: #555; padding-bottom: 4px; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #ddd; padding: 6px 8px; overflow-wrap: anywhere; }
@media (max-width: 640px) {
  table, caption, tbody, tr, td { display: block; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  tr { border-top: 1px solid #d0d0d0; padding: 6px 0; }
  td { position: relative; border: 0; padding: 2px 0 2px 8em; }
  td::before { content: attr(data-label); position: absolute; left: 0; width: 7.5em; color: #555; }
}
a { color: #0b57d0; } a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Field reports</h1>
<p>${reports.length} report${reports.length === 1 ? '' : 's'} kept (the last ${(10_000).toLocaleString('en')} at most)${newest ? `, the newest at ${esc(when(newest))}` : ''}. <a href="/reports/">Refresh</a> · <a href="/_reports">JSON</a> · <a href="/fr/">Example site</a></p>
<p class="legend small"><span><i style="background:${COLOURS.good}"></i>good</span><span><i style="background:${COLOURS['needs-improvement']}"></i>needs improvement</span><span><i style="background:${COLOURS.poor}"></i>poor</span>
Plots: the values' distribution; dashed lines are the good and poor thresholds, the black line the 75th percentile.</p>
<h2>Core Web Vitals by page</h2>
${pageSections || '<p class="none">No measurement yet: open a page of the example site, then switch to another tab or page.</p>'}
<h2>Widget failures</h2>
${failures}
</main>
</body>
</html>
`;
}
