// "Article opened from a list" (README "The next page at once"): the news list is loaded, the visitor's pointer comes
// to the page (the first interaction: the runtime adds its rule set), rests on a card's title, then the card is opened;
// the time from that navigation to the article's largest contentful paint (LCP), with the page's speculation rules and
// without them (the same page with the page config's `speculation: "off"`).
//
// Chromium prerenders only with no DevTools attached (else PrerenderingDisabledByDevTools: a prefetch instead), so
// each run is a Chromium process of its own (fresh profile, the bench's flags, no remote debugging), which nothing
// drives: a probe script, which the bench's proxy puts first into every HTML page, plays the visitor and reports.
//  - On the list: once a card's title is there and the list has been quiet for a second, it sends a pointermove to the
//    document (the runtime's first-interaction listener does not ask for a trusted event). A script cannot hover:
//    Chromium's "moderate" eagerness (hover 200 ms or pointerdown) answers real input only. So where the runtime's
//    rule set is there, the probe adds a copy of its prerender rule narrowed to the one link and made "immediate":
//    what the hover does, started by the probe (the product's own conditions, classes and link still decide). The
//    "hover" lasts until the prerendered article says it has its article and images (it posts to the proxy, on which
//    the list waits), at most 5 s; without rules, 1.5 s. Then the probe notes the time and clicks the link (link.click(): a
//    script-initiated navigation, which activates a prerender of the same URL).
//  - On the article: LCP as web-vitals counts it for a prerendered page, max(LCP, activationStart), on the wall clock
//    (timeOrigin + that), minus the list's click time; `prerendered` is activationStart > 0 on a page that started with
//    document.prerendering; posted to the proxy once the article has been shown 1.5 s. Chromium 156 reports no LCP
//    while prerendering: a prerendered article's LCP is its first frame shown after the activation (beside it, the
//    script time in long animation frames from the activation to the LCP: none where the wait is the browser's).
// What is emulated of a slow phone: 150 ms more on every response (documents, scripts, styles, ajax, the news host's
// images: the proxy holds each answer's head that long, as Chromium's network emulation adds its latency to each
// request). Not emulated: bandwidth (loopback speed), CPU slowdown (none without DevTools: this machine's speed),
// connection set-up. The viewport is 390×844 at 3 device pixels per CSS pixel. The HTTP cache is on within a run (the
// list's code serves the article), every run starts from a fresh profile.
//   node test/bench/article-open.mjs [--runs N]   (node build.mjs first)
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../examples/server.mjs';
import { inPlainChromium, median } from './timings.mjs';

const LIST = '/fr/actualites-ec';
const LINK = '.dm-news-list .dm-news-item .dm-news-item-title a[href*="title="]';
export const LATENCY_MS = 150;
const VIEWPORT = ['--window-size=390,844', '--force-device-scale-factor=3'];
// The control: the same visit between two bare pages of the proxy's (no CSS, no script but the probe), with a rule set
// like the runtime's: what the browser alone takes on this machine to show a prerendered page.
const BARE = '/_bench/bare-list';
const BARE_PAGES = {
  [BARE]: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>list</title>
<script type="speculationrules">{"prerender":[{"source":"document","where":{"selector_matches":".dm-prerender"},"eagerness":"moderate"}]}</script></head>
<body><div class="dm-news-list"><div class="dm-news-item"><h3 class="dm-news-item-title"><a class="dm-prerender" href="/_bench/bare-article?title=a">Un article</a></h3></div></div></body></html>`,
  '/_bench/bare-article': `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>article</title></head>
<body><div class="dm-news-full"><article><h2>Dirigeants : ce qui change pour la loi de finances en 2027</h2><p>${'Un paragraphe de texte. '.repeat(40)}</p></article></div></body></html>`,
};

/** Plays the visitor on the list, reports on the article (see the header). Runs in the page: no closure. */
function probe(list, linkSelector) {
  const post = (kind, data) => fetch(`/_bench/${kind}`, { method: 'POST', body: JSON.stringify(data), keepalive: true });
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  const loaded = new Promise((r) => (document.readyState === 'complete' ? r() : addEventListener('load', r, { once: true })));
  const isArticle = new URLSearchParams(location.search).has('title');
  if ((location.pathname === list || location.pathname === '/_bench/bare-list') && !isArticle) {
    loaded.then(async () => {
      let link;
      while (!(link = document.querySelector(linkSelector))) await wait(50);
      await wait(1000);
      document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 5, clientY: 5 }));
      let rules;
      for (let i = 0; i < 40 && !(rules = document.querySelector('script[type="speculationrules"]')); i++) await wait(50);
      const ready = fetch('/_bench/ready').then((r) => r.text());
      const own = rules && JSON.parse(rules.textContent).prerender?.[0];
      if (own) {
        link.setAttribute('data-bench-hover', '');
        const hover = document.createElement('script');
        hover.type = 'speculationrules';
        hover.textContent = JSON.stringify({ prerender: [{ ...own, where: { and: [own.where, { selector_matches: '[data-bench-hover]' }] }, eagerness: 'immediate' }] });
        document.head.append(hover);
      }
      const hovered = await Promise.race([ready, wait(own ? 5000 : 1500).then(() => 'no word')]);
      const at = performance.timeOrigin + performance.now();
      await post('click', { at, rules: rules ? JSON.parse(rules.textContent) : null, hovered });
      link.click();
    });
  } else if (isArticle) {
    const lcp = [];
    new PerformanceObserver((l) => lcp.push(...l.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    const wasPrerendering = !!document.prerendering;
    // The main thread's script time between the activation and the LCP (Long Animation Frames, Chromium 123+).
    const frames = [];
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) new PerformanceObserver((l) => frames.push(...l.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
    const article = async () => {
      await loaded;
      let el;
      while (!(el = document.querySelector('.dm-news-full article'))) await wait(50);
      // its eager images (a lazy one below the fold may never load)
      const images = [...el.querySelectorAll('img')].filter((img) => img.loading !== 'lazy');
      await Promise.race([Promise.all(images.map((img) => img.decode().catch(() => {}))), wait(3000)]);
    };
    const shown = document.prerendering ? new Promise((r) => document.addEventListener('prerenderingchange', r, { once: true })) : Promise.resolve();
    if (document.prerendering) article().then(() => wait(300)).then(() => post('ready', 'article ready'));
    shown.then(async () => {
      await article();
      const nav = performance.getEntriesByType('navigation')[0];
      // an LCP from after the activation (none while prerendering), for at most 20 s; then later candidates, 1.5 s
      for (let i = 0; i < 400 && !lcp.some((e) => e.startTime >= (nav.activationStart ?? 0)); i++) await wait(50);
      await wait(1500);
      const last = lcp.at(-1);
      const el = last?.element;
      post('article', {
        wasPrerendering,
        activationStart: nav.activationStart ?? 0,
        deliveryType: nav.deliveryType,
        lcp: last ? last.startTime : null,
        activationAt: performance.timeOrigin + (nav.activationStart ?? 0),
        scripts: last ? frames.flatMap((f) => f.scripts).filter((x) => x.startTime >= (nav.activationStart ?? 0) && x.startTime < last.startTime).reduce((t, x) => t + x.duration, 0) : null,
        paintAt: last ? performance.timeOrigin + Math.max(last.startTime, nav.activationStart ?? 0) : null,
        element: el ? `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : ''}` : last?.url ?? null,
      });
    });
  }
}

/**
 * A proxy on two free loopback ports in front of the example server and its news host: each answer waits `latency`
 * ms, HTML pages get the probe first (and `speculation: "off"` in their page config where the request's
 * `bench-rules=off`), the news host's address is rewritten to the proxy's second port. `run()` resolves with the
 * click and the article reports of one visit (rejects after `ms`).
 */
async function benchSite(server, latency) {
  const newsOrigin = new URL(server.newsUrl).origin;
  let reports = {};
  let settle;
  let ready;
  let whenReady;
  const listen = (target, rewrite) => {
    const proxy = http.createServer((req, res) => {
      const url = new URL(req.url, target);
      if (req.method === 'GET' && BARE_PAGES[url.pathname]) {
        return setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(rewrite(BARE_PAGES[url.pathname], 'text/html', url)), latency);
      }
      if (url.pathname === '/_bench/ready' && req.method === 'GET') {
        whenReady.then((word) => res.end(word));
        return;
      }
      if (req.method === 'POST' && url.pathname.startsWith('/_bench/')) {
        let body = '';
        req.on('data', (c) => (body += c)).on('end', () => {
          res.end();
          reports[url.pathname.slice('/_bench/'.length)] = JSON.parse(body);
          if (reports.ready) ready(reports.ready);
          if (reports.click && reports.article) settle?.(reports);
        });
        return;
      }
      const { 'accept-encoding': _, ...headers } = req.headers;
      const upstream = http.request(url, { method: req.method, headers }, (r) => {
        setTimeout(() => {
          const type = r.headers['content-type'] ?? '';
          if (!/^(text\/html|application\/json)/.test(type)) return res.writeHead(r.statusCode, r.headers), r.pipe(res);
          let text = '';
          r.setEncoding('utf8').on('data', (c) => (text += c)).on('end', () => {
            const { 'content-length': __, etag: ___, ...rest } = r.headers;
            res.writeHead(r.statusCode, rest).end(rewrite(text, type, url));
          });
        }, latency);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
  };
  const news = await listen(newsOrigin, (text) => text);
  const newsProxy = `http://127.0.0.1:${news.address().port}`;
  const site = await listen(server.url, (text, type, url) => {
    text = text.replaceAll(newsOrigin, newsProxy);
    if (!type.startsWith('text/html')) return text;
    if (url.searchParams.get('bench-rules') === 'off') {
      text = text.replace(/(<script type="application\/json" id="dm-page-config">)([\s\S]*?)(<\/script>)/, (_, open, json, close) =>
        open + JSON.stringify({ ...JSON.parse(json), speculation: 'off' }).replace(/</g, '\\u003c') + close);
    }
    return text.replace('<head>', `<head><script>(${probe})(${JSON.stringify(LIST)}, ${JSON.stringify(LINK)})</script>`);
  });
  const origin = `http://127.0.0.1:${site.address().port}`;
  return {
    async run(withRules, ms = 60_000, start = LIST) {
      reports = {};
      whenReady = new Promise((r) => (ready = r));
      const done = new Promise((resolve, reject) => {
        settle = resolve;
        setTimeout(() => reject(new Error(`${LIST}: no article report in ${ms / 1000} s`)), ms).unref();
      });
      await inPlainChromium(`${origin}${start}${withRules ? '' : '?bench-rules=off'}`, done, VIEWPORT);
      return done;
    },
    close: () => Promise.all([site, news].map((p) => new Promise((r) => (p.closeAllConnections(), p.close(r))))),
  };
}

const sample = ({ click, article }) => ({
  ms: article.paintAt === null ? NaN : article.paintAt - click.at,
  prerendered: article.activationStart > 0 && article.wasPrerendering,
  delivery: article.deliveryType || 'network',
  rules: !!click.rules,
  hovered: click.hovered,
  element: article.element,
  toActivation: article.activationAt - click.at,
  scripts: article.scripts,
});

/** { with: { median, runs, range, prerendered, … }, without: { … }, latency }: `runs` of each, alternated. */
export async function articleOpen(server, runs, latency = LATENCY_MS) {
  const site = await benchSite(server, latency);
  const out = { with: [], without: [], bare: [] };
  try {
    for (let i = 0; i < runs; i++) {
      out.with.push(sample(await site.run(true)));
      out.without.push(sample(await site.run(false)));
      out.bare.push(sample(await site.run(true, undefined, BARE)));
    }
  } finally {
    await site.close();
  }
  const sum = (list) => {
    const ms = list.filter((r) => !Number.isNaN(r.ms)).map((r) => Math.round(r.ms));
    return {
      median: Math.round(median(ms)), runs: ms, range: `${Math.min(...ms)}–${Math.max(...ms)}`, noLcp: list.length - ms.length,
      prerendered: list.filter((r) => r.prerendered).length, rules: list.filter((r) => r.rules).length,
      ready: list.filter((r) => r.hovered === 'article ready').length,
      toActivation: Math.round(median(list.map((r) => r.toActivation))),
      scripts: list.every((r) => r.scripts !== null) ? Math.round(median(list.map((r) => r.scripts))) : null,
      delivery: [...new Set(list.map((r) => r.delivery))], element: list[0]?.element,
    };
  };
  return { latency, load: os.loadavg()[0], with: sum(out.with), without: sum(out.without), bare: sum(out.bare) };
}

export function renderArticleOpen(r) {
  const n = r.with.runs.length;
  const line = (label, s) => `  ${label} median ${s.median} ms   range ${s.range}   runs ${s.runs.join(', ')}   ${s.noLcp ? `(${s.noLcp} without an LCP)   ` : ''}prerendered ${s.prerendered}/${n}, rule set on ${s.rules}/${n}, delivered by ${s.delivery.join(', ')}   LCP ${s.element}`;
  const w = r.with;
  return [
    `Article opened from a list (${LIST}), in a Chromium with nothing attached: click → the article's LCP (for a prerender from its activation, as web-vitals counts), every response +${r.latency} ms, no CPU or bandwidth emulation, 390×844 @3x, median of ${n} (load average ${r.load.toFixed(1)} on ${os.availableParallelism?.() ?? os.cpus().length} cores). Target with the rules: ≤ 100 ms: ${w.median <= 100 ? 'met' : 'NOT met'}`,
    line('with speculation rules:  ', w),
    `    the prerender had its article before the click in ${w.ready}/${n}; click → activation median ${w.toActivation} ms, then to the LCP (the first frame shown) with ${w.scripts ?? '?'} ms of script in long frames`,
    line('without (speculation off):', r.without),
    line('control, two bare pages:  ', r.bare),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Math.max(1, Number(process.argv[i + 1])) : 5;
  const server = await createServer({ port: 0 });
  try {
    const result = await articleOpen(server, runs);
    if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
    console.log(renderArticleOpen(result));
  } finally {
    await server.close();
  }
}
