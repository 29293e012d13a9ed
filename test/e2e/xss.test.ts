// The XSS corpus (test/xss/vectors.json, 238 vectors) pushed in Chromium through every HTML and URL sink of the news
// widget (article HTML, summary, title, slug, image copyright, share URLs) and the URL inputs (?st, #hash, ?article,
// ?title). alert/confirm/prompt/print are replaced by a sentinel that must never fire, and the rendered DOM must hold
// no event-handler attribute and no script URL. (The map's info-window sink is in map-xss.test.ts.)
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { newsSettled, useBrowser, open, type Session } from './browser';
import { syntheticPage } from '../bench/timings.mjs';
import { stTried } from './page-helpers';

const vectors: { class: string; payload: string }[] = JSON.parse(fs.readFileSync(new URL('../xss/vectors.json', import.meta.url), 'utf8'));
const payloads = vectors.map((v) => v.payload);
const chunks = (xs: string[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const browser = useBrowser();

const SENTINEL = () => {
  (window as any).__xss = [];
  for (const k of ['alert', 'confirm', 'prompt', 'print']) (window as any)[k] = (...a: unknown[]) => (window as any).__xss.push(`${k}(${a.join(',')})`);
};

/** Event-handler attributes and script URLs anywhere in the page container (shadow-free DOM). */
const unsafeDom = (page: Page) =>
  page.evaluate(() => {
    const bad: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data:text\/html|data:application)/i;
    for (const el of document.querySelectorAll('#dm_page *')) {
      for (const a of el.attributes) {
        const name = a.name.toLowerCase();
        const value = a.value.replace(/[\u0000-\u0020]/g, '');
        if (name.startsWith('on')) bad.push(`${el.tagName} ${name}`);
        if (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/.test(name) && scriptUrl.test(value)) bad.push(`${el.tagName} ${name}=${a.value.slice(0, 40)}`);
      }
      if (el.tagName === 'SCRIPT' || el.tagName === 'IFRAME' || el.tagName === 'OBJECT' || el.tagName === 'EMBED') bad.push(el.tagName);
    }
    return bad;
  });

async function session(): Promise<Session> {
  const s = await open(browser());
  await s.page.addInitScript(SENTINEL);
  return s;
}

const fired = (s: Session) => s.page.evaluate(() => (window as any).__xss as string[]);

function article(i: number, v: string) {
  return {
    id: 9000 + i, title: v, summary: `${v} <b>${v}</b>`, slug: v, motifs: ['ABP'],
    mediasPaths: JSON.stringify([{ index: '24-11', url: v, copyright: v }, { index: '3-2', url: `media/${i}`, copyright: v }]),
    dateUpdate: '2026-11-20 10:00:00', dateUpdate_ts: 1795000000,
  };
}

async function hostileNews(s: Session, chunk: string[]) {
  await s.page.route('**/ajax/testa/article/motifs/**', (route) =>
    route.fulfill({ json: { data: { articles: chunk.map((v, i) => article(i, v)), arrayPagination: { countArticle: chunk.length } }, info: chunk[0] } }));
  await s.page.route('**/ajax/testa/article/slug/**', (route) => route.fulfill({ json: { articleId: 9000 } }));
  await s.page.route('**/ajax/testa/article/id/**', (route) =>
    route.fulfill({ json: { article: chunk.map((v) => `<div>${v}</div><footer>${v}</footer>`).join('\n'), data: { motif: { ABP: {} }, mediasPaths: JSON.stringify([{ index: '24-11', url: chunk[0], copyright: chunk[1] ?? chunk[0] }]), externalKey: chunk[2] ?? 'k', id: 9000, title: chunk[0] } } }));
}

const TEMPLATES = ['tpl_thumbnail', 'tpl_medialist', 'tpl_carousel', 'tpl_simple_list', 'tpl_iconlist'];

describe('XSS corpus in Chromium', () => {
  it(`lists in the five templates render ${payloads.length} vectors in titles, summaries, slugs and copyrights inertly`, async () => {
    const widgets = TEMPLATES.map((t, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${800 + i}" data-options='${JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: t, nbArticlesTotal: 40, showFilters: 1, addDate: 1 })}'></div>`).join('');
    for (const chunk of chunks(payloads, 40)) {
      const s = await session();
      await hostileNews(s, chunk);
      await s.page.route('**/xss-list', (route) => route.fulfill({ contentType: 'text/html', body: syntheticPage(widgets) }));
      await s.page.goto('/xss-list');
      await s.page.waitForFunction((n) => document.querySelectorAll('.dm_widget a[href*="article="]').length >= n, 5, { timeout: 30_000 });
      await s.page.waitForTimeout(200);
      await s.page.hover('.dm_widget a[href*="article="]').catch(() => {});
      expect(await fired(s)).toEqual([]);
      expect(await unsafeDom(s.page)).toEqual([]);
      await s.context.close();
    }
  }, 180_000);

  it('the full article, its share bar and related articles render the vectors inertly', async () => {
    for (const chunk of chunks(payloads, 30)) {
      const s = await session();
      await hostileNews(s, chunk);
      await s.page.goto('/fr/actualites-ec?title=hostile');
      await s.page.waitForSelector('.dm_widget[data-widget="news"] article', { timeout: 30_000 });
      await s.page.waitForTimeout(200);
      expect(await fired(s)).toEqual([]);
      expect(await unsafeDom(s.page)).toEqual([]);
      const shareLinks = await s.page.$$eval('.dm_widget a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).protocol));
      for (const protocol of shareLinks) expect(['http:', 'https:', 'mailto:']).toContain(protocol);
      expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await s.context.close();
    }
  }, 180_000);

  const noErrors = (s: Session) => s.errors.filter((e) => !/Failed to load resource/.test(e));
  const urlVectors = vectors.filter((v) => ['selector', 'url', 'attribute-breakout'].includes(v.class)).map((v) => v.payload);

  it('?st and #hash carrying vectors run nothing and throw nothing, once ?st= has looked its target up', async () => {
    const sample = [...vectors.filter((v) => v.class === 'selector').map((v) => v.payload), ...urlVectors.filter((_, i) => i % 8 === 0)];
    for (const chunk of chunks(sample, 8)) {
      await Promise.all(chunk.map(async (v) => {
        const s = await session();
        await s.page.goto(`/fr/?st=${encodeURIComponent(v)}#${encodeURIComponent(v)}`);
        await s.page.evaluate((h) => (location.hash = h), v);
        await stTried(s.page); // past the 1500 ms: the value was looked up as a selector (and found nothing)
        expect(await fired(s), v).toEqual([]);
        expect(noErrors(s), v).toEqual([]);
        await s.context.close();
      }));
    }
  }, 120_000);

  it('?article and ?title carrying vectors run nothing and throw nothing', async () => {
    // Three pages side by side, each taking the next vector and loading both URLs with it: a context per vector, six
    // at once, spent 10 min on a busy 2-core machine loading them all together.
    const queue = [...urlVectors];
    await Promise.all([0, 1, 2].map(async () => {
      const s = await session();
      for (let v = queue.shift(); v !== undefined; v = queue.shift()) {
        const q = (k: string) => `${k}=${encodeURIComponent(v!)}`;
        // One value a URL: 10,000 characters fit the server's 16 KB.
        for (const url of [`/fr/actualites-ec/metiers?${q('article')}`, `/fr/actualites-ec?${q('title')}`]) {
          s.errors.length = 0;
          await s.page.goto(url);
          await newsSettled(s.page);
          expect(await fired(s), `${url}: ${v}`).toEqual([]); // (each page's own: the sentinel is set again on each load)
          expect(await unsafeDom(s.page), `${url}: ${v}`).toEqual([]);
          expect(noErrors(s), `${url}: ${v}`).toEqual([]);
        }
      }
      await s.context.close();
    }));
  }, 480_000);
});
