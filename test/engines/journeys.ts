// The visitor journeys, written once and run in Chromium, Firefox ESR and WebKitGTK (test/engines/{engine}.test.ts).
// They check behaviour the README documents (texts, states, ARIA, timings measured inside the page), not pixel
// positions, and stay lean: one shared site (test/engines/server.ts), one browser per engine, few page loads.
// Every failure names the engine: the test path is test/engines/{engine}.test.ts and the suite is named after it.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { articles } from '../../examples/fixtures/news/articles.mjs';
import { entryOf } from '../chunks';
import { mapCodeFiles } from '../doubles/map-code';
import { launch, shownPage, type Driver, type EngineName } from './engines';
import { FAIL_COOKIE, LATE_CHUNK_COOKIE, LATENCY_COOKIE, OUTDATED_COOKIE, TRACK_COOKIE } from './server';
import { VIDEO_ARTICLE_PAGE } from '../bench/pages.mjs';

const ROOT = new URL('../../', import.meta.url);

interface Probe {
  errors: string[];
  console: string[];
  violations: string[];
  scrolls: [number, number][];
  /** [time, document top, shown, class attribute, running animations] of the tracked element, at each frame where one changed. */
  track: [number, number, boolean, string, number][];
}
declare global {
  interface Window {
    __engines: Probe;
  }
}

const probe = (d: Driver) => d.eval(() => window.__engines);
/** Uncaught errors and the console errors of the page (the product logs its own failures with console.error). */
const problems = async (d: Driver) => {
  const p = await probe(d);
  return [...p.errors, ...p.console.filter((c) => c.startsWith('error:'))];
};

/** Marks the first element matching selector whose text is `text` (trimmed), so the driver can click it for real. */
async function clickText(d: Driver, selector: string, text: string) {
  await d.waitFor(`'${text}' in ${selector}`, ([s, t]) => {
    const el = [...document.querySelectorAll(s)].find((e) => e.textContent!.trim() === t);
    document.querySelectorAll('[data-engines-target]').forEach((e) => e.removeAttribute('data-engines-target'));
    el?.setAttribute('data-engines-target', '');
    return !!el;
  }, [selector, text]);
  await d.click('[data-engines-target]');
}

/**
 * Scrolls the window and waits, inside the page, until it is at y and no scroll event came for 250 ms (past the
 * 100 ms debounce of the scroll handlers). Engines fire scroll events at their next frame, which comes late on a
 * loaded machine, and may deliver more than one for one jump.
 */
const scrollTo = (d: Driver, y: number) =>
  d.eval(
    (v) =>
      new Promise<void>((done, fail) => {
        let timer = 0;
        const give = setTimeout(() => fail(new Error(`scrollY ${scrollY}, not ${v}, after 10 s (page ${document.documentElement.scrollHeight} px high, view ${innerHeight})`)), 10_000);
        const settle = () => {
          clearTimeout(timer);
          timer = window.setTimeout(() => {
            if (Math.round(window.scrollY) !== v) return;
            window.removeEventListener('scroll', settle);
            clearTimeout(give);
            done();
          }, 250);
        };
        window.addEventListener('scroll', settle);
        window.scrollTo({ top: v, behavior: 'instant' });
        settle();
      }),
    y,
  );

/**
 * The moves of a tracked element (the probe's track: [time, top, shown, …]) over 1 px, after the first paint, between
 * two frames where it is shown, with it in view at either.
 */
const movesInView = (track: (typeof window.__engines.track)[number][], fcp: number, view: number) =>
  track
    .slice(1)
    .map(([t, y, shown], i) => ({ at: Math.round(t), from: track[i][1], to: y, seen: shown && track[i][2] }))
    .filter((m) => m.seen && m.at > fcp && Math.abs(m.to - m.from) > 1 && Math.min(m.from, m.to) < view);

/** Paths of the resources the page fetched (Resource Timing: the same in every engine). */
const fetched = (d: Driver) => d.eval(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));

/**
 * Product failures known in one engine, each with its cause and the area that owns the fix. Their journey runs as
 * it.fails: npm test stays green while the failure is there and turns red once it is fixed (then remove the entry).
 */
const KNOWN: Partial<Record<EngineName, { stability?: string; chunk?: string }>> = {};

/** A journey, or a known failure's journey (it.fails). */
const journey = (known: string | undefined) => (name: string, fn: () => Promise<void>) =>
  known ? it.fails(`${name} (known to fail: ${known})`, fn) : it(name, fn);

export function journeys(engine: EngineName) {
  let d: Driver;
  const base = () => inject('enginesURL');
  /**
   * Sets the test's cookies ([name, value]; '' clears one) from a response's Set-Cookie: stored by the network side
   * before the next request, which carries them to the server in every engine. Nothing reads them with document.cookie
   * (WebKit's may lag behind that store: the server hands the probe its switches, server.ts).
   */
  const setCookies = (pairs: string[][]) => d.goto(`/__engines/cookies?${new URLSearchParams(pairs)}`);

  describe(engine, () => {
    beforeAll(async () => {
      d = await launch(engine, base());
      console.log(`${engine}: ${d.version}`);
    }, 150_000); // WebKitGTK may take two bounded tries on a loaded machine
    afterAll(async () => {
      await d?.close();
    });
    afterEach(async (ctx) => {
      if (ctx.task.result?.state !== 'fail' || !d || ctx.task.fails) return; // it.fails: its failure is the expected one
      const dir = new URL('test-results/engines/', ROOT);
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir.pathname, `${engine}-${ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      await d.screenshot(file).catch(() => undefined);
      const p = await probe(d).catch(() => undefined);
      console.log(`${engine}: screenshot of the failure in ${file}; the page: ${await shownPage(d)}; its errors and console: ${JSON.stringify(p && [...p.errors, ...p.console, ...p.violations])}`);
    });

    // First, while the engine's HTTP cache is empty: a chunk that fails once is fetched again, not served from cache.
    // Capability it depends on: whether an import() that failed is asked for again. Firefox ESR keeps the failed
    // fetch in its module map (an import() of the same URL fails at once, without a request; Chromium and WebKitGTK
    // ask again), so the chunk loader's retry asks for the chunk under another URL.
    const chunkKnown = KNOWN[engine]?.chunk;
    journey(chunkKnown)('Métiers: the thumbnail, simple-list and icon-list widgets render, even when the widget chunk fails once', async () => {
      await d.reset();
      const nonce = `${engine}-${Date.now()}`;
      const chunk = '/dist/' + entryOf('widgets/news/view.tsx');
      await d.goto('/__engines/blank');
      await d.goto(`/__engines/import-probe?nonce=${nonce}`);
      const refetches = (await d.waitFor('the import() probe', () => document.title !== 'probing' && document.title)) === 'refetched';
      console.log(`${engine}: an import() of a URL that failed once is ${refetches ? 'asked for again' : 'failed again at once from the module map, without a request'}`);
      await setCookies([[FAIL_COOKIE, `${nonce}:${chunk}`]]);
      await d.goto('/fr/actualites-ec/metiers');
      const titles = await d
        .waitFor('the three widgets with their cards', () => {
          const ids = ['702', '703', '704'];
          const ok = ids.every((id) => document.querySelectorAll(`[data-widget-id="${id}"] a[href*="article="]`).length >= 3);
          return ok && ids.map((id) => document.querySelector(`[data-widget-id="${id}"] h3`)?.textContent?.trim());
        }, undefined, 20_000)
        .catch(async (e: Error) => {
          const asked = await (await fetch(`${base()}/__engines/attempts?nonce=${nonce}`)).json();
          throw new Error(`${e.message}; the widget chunk was requested ${asked} time(s)${refetches ? '' : `, and ${engine} keeps a failed module fetch in its module map: a retry must ask for the chunk under another URL`}`);
        });
      expect(titles).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
      const attempts = await (await fetch(`${base()}/__engines/attempts?nonce=${nonce}`)).json();
      expect(attempts, 'the first request for the widget chunk failed, and it was asked again').toBeGreaterThanOrEqual(2);
      expect(await d.eval(() => document.querySelectorAll('.dm-front-error').length)).toBe(0);
      // Each card's image keeps its box (width and height attributes), whatever the engine does with aspect-ratio.
      const boxes = await d.eval(() => [...document.querySelectorAll('[data-widget-id="702"] img')].map((i) => (i as HTMLImageElement).getBoundingClientRect().height > 0));
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.every(Boolean)).toBe(true);
      expect((await probe(d)).errors).toEqual([]);
      await setCookies([[FAIL_COOKIE, '']]);
    });

    // Second, while no page has loaded the full article's code (its chunk would come from the HTTP cache, not late): a
    // full article without a main image (a video) starts with its heading, drawn from the article call's answer in
    // the skeleton before that code (README "Layout stability"); the article's own heading takes its place.
    it('a video article at 390 px, the article\'s code 2 s late: its heading shows before that code, where it stays', () =>
      slowAndTracked('.dm-news-article-body > header > h2', 390, 844, async () => {
        await d.goto(VIDEO_ARTICLE_PAGE);
        const seen = await d.waitFor('the article\'s heading, and a frame after', () => {
          const code = performance.getEntriesByType('resource').find((r) => /\/dist\/chunks\/article-view-[^/]*\.js/.test(r.name));
          const last = window.__engines.track.at(-1);
          return code && document.querySelector('.dm-news-video article .dm-news-article-body > header > h2') && last && performance.now() > last[0] + 300 &&
            { code: code.responseEnd, track: window.__engines.track, view: innerHeight };
        }, undefined, 20_000);
        const track = seen.track.map(([t, y, shown]) => [Math.round(t), Math.round(y), shown]);
        console.log(`${engine}: the article's code came at ${Math.round(seen.code)} ms; the heading at ${JSON.stringify(track)}`);
        expect(seen.code, 'the article\'s code 2 s late (not from the HTTP cache)').toBeGreaterThan(2000);
        const first = seen.track.find(([, , shown]) => shown);
        expect(first?.[0], 'the heading shown before the article\'s code came').toBeLessThan(seen.code);
        expect(movesInView(seen.track, 0, seen.view), 'the heading moved').toEqual([]);
        expect(seen.track.at(-1)?.[2], 'the heading shown at the end').toBe(true);
      }, [LATE_CHUNK_COOKIE, 'article-view-:2000']));

    /**
     * Runs `fn` at that size with the probe tracking `selector`, and what is slow: by default the entry and the news
     * answers, 600 ms late (server.ts, [cookie name, value]).
     */
    async function slowAndTracked(selector: string, width: number, height: number, fn: () => Promise<void>, slow = [LATENCY_COOKIE, '600']): Promise<void> {
      const cookies = [slow, [TRACK_COOKIE, encodeURIComponent(selector)]];
      await d.reset();
      await d.viewport(width, height);
      try {
        await setCookies(cookies);
        await fn();
      } finally {
        await setCookies(cookies.map(([name]) => [name, ''])).catch(() => undefined);
        await d.viewport(1280, 900);
      }
    }

    // The example pages include the entry without blocking="render", so every engine paints before it ran: what
    // follows a news placeholder must stay hidden until then (news.css), and be shown where it stays. Logged: whether
    // the engine has render-blocking scripts (a page that asks for them gets its first frame after the entry).
    for (const [width, height] of [[1280, 900], [390, 844]]) {
      const known = KNOWN[engine]?.stability;
      journey(known)(`Métiers at ${width} px on a slow connection (entry and news 600 ms late): nothing in view moves after the first paint`, () =>
        slowAndTracked('[data-widget-id="703"]', width, height, async () => {
          await d.goto('/fr/actualites-ec/metiers');
          await d.waitFor('the three widgets with their cards', () =>
            ['702', '703', '704'].every((id) => document.querySelectorAll(`[data-widget-id="${id}"] a[href*="article="]`).length >= 3), undefined, 20_000);
          const seen = await d.waitFor('a frame after the cards', () => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            return fcp !== undefined && {
              fcp,
              track: window.__engines.track,
              view: innerHeight,
              renderBlocking: 'blocking' in HTMLScriptElement.prototype,
            };
          });
          const moves = movesInView(seen.track, seen.fcp, seen.view);
          console.log(`${engine}: render-blocking scripts ${seen.renderBlocking ? 'supported' : 'not supported'}; first contentful paint at ${Math.round(seen.fcp)} ms; widget 703 at ${JSON.stringify(seen.track)}`);
          expect(seen.track.at(-1)?.[2], 'widget 703 is shown once the cards are there').toBe(true);
          expect(moves, `widget 703 moved in view after the first paint (${Math.round(seen.fcp)} ms); render-blocking scripts ${seen.renderBlocking ? 'supported' : 'not supported'}`).toEqual([]);
        }));
    }

    // An image whose source the lazy-images behaviour sets keeps the box of its width and height until then: WebKit
    // drew one with an alt text as a line of text, 225 px shorter, and pushed what follows down when the source came.
    it('German home at 1280 px, the entry 600 ms late: the lazily loaded office image keeps its box, nothing below it moves', () =>
      slowAndTracked('#dm_page > footer', 1280, 900, async () => {
        await d.goto('/de/');
        const seen = await d.waitFor('the image loaded, and a frame after', () => {
          const img = document.querySelector<HTMLImageElement>('img[alt="Das Büro in Rennes"]');
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          return img?.complete && img.getAttribute('src') && fcp !== undefined && performance.now() > (window.__engines.track.at(-1)?.[0] ?? 0) + 300 && { fcp, track: window.__engines.track, view: innerHeight };
        }, undefined, 20_000);
        const moves = movesInView(seen.track, seen.fcp, seen.view);
        console.log(`${engine}: /de/ footer at ${JSON.stringify(seen.track.map(([t, y, shown]) => [Math.round(t), Math.round(y), shown]))}`);
        expect(moves, `the footer moved in view after the first paint (${Math.round(seen.fcp)} ms)`).toEqual([]);
      }));

    // The phone layout's navbar is switched (light, the logo) by the entry: painted before the entry ran, it must not
    // show dark first, nor fade (page.css).
    it('home at 390 px, the entry 600 ms late: the navbar is not shown before the entry switched it, and does not fade', () =>
      slowAndTracked('.navbar[data-switcher]', 390, 844, async () => {
        await d.goto('/fr/');
        const track = await d.waitFor('the navbar switched and shown', () => {
          const last = window.__engines.track.at(-1);
          return last && last[2] && / dm-switched/.test(last[3]) && performance.now() > last[0] + 300 && window.__engines.track;
        }, undefined, 20_000);
        console.log(`${engine}: navbar at 390 px ${JSON.stringify(track.map(([t, , shown, classes, animations]) => [Math.round(t), shown, / dm-switched/.test(classes), animations]))}`);
        expect(track[0][2], 'the navbar shown at its first frame, before the entry ran').toBe(false);
        // The probe samples a frame before the entry's own frame callback (asked for in the task that shows the
        // navbar) switches it: one sample may see it shown and not yet switched.
        expect(track.filter(([, , shown, classes]) => shown && !/ dm-switched/.test(classes)).length, 'samples of the navbar shown unswitched').toBeLessThanOrEqual(1);
        expect(track.filter(([, , shown, , animations]) => shown && animations > 0), 'a fade of the navbar').toEqual([]);
      }));

    it('news list at 390 px: lead article and page, the filter chips by Tab and Shift+Tab, a topic filter, Tous, and page 2 followed in place (medialist)', async () => {
      await d.reset();
      await d.viewport(390, 844);
      try {
        await d.goto('/fr/actualites-ec');
        const items = '.dm_widget[data-widget-id="701"] .dm-news-item';
        await d.waitFor('7 cards', (sel) => document.querySelectorAll(sel).length === 7, items);
        expect(await d.eval(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex');

        // The filter row scrolls sideways: Tab and Shift+Tab through its chips, each focused chip whole in the row with
        // its ring (3 px at 2 px), and the row itself no Tab stop (Firefox makes a scrolling box one).
        const chips = await d.waitFor('the filter chips', () => {
          const row = document.querySelector('[data-widget-id="701"] .dm-news-filters');
          const first = row?.querySelector('button');
          first?.focus();
          return first?.textContent === 'Tous' && row!.querySelectorAll('button').length;
        });
        const inRow = () =>
          d.eval(() => {
            const el = document.activeElement!;
            const row = el.closest('.dm-news-filters');
            if (!row || row === el) return `focus on ${el === row ? 'the row' : el.tagName + '.' + el.className}`;
            const r = el.getBoundingClientRect();
            const box = row.getBoundingClientRect();
            return r.left - 5 >= box.left - 0.5 && r.right + 5 <= box.right + 0.5 ? true : `${el.textContent} at ${r.left}–${r.right}, the row ${box.left}–${box.right}`;
          });
        const walked: unknown[] = [];
        for (const key of ['Tab', 'Shift+Tab'] as const) {
          for (let i = 1; i < chips; i++) {
            await d.press(key);
            walked.push(await d.waitFor(`${key}: the focused chip whole in the row`, inRow, undefined, 2_000).catch(() => inRow()));
          }
        }
        expect(walked.filter((w) => w !== true)).toEqual([]);
        expect(await d.eval(() => document.activeElement?.textContent)).toBe('Tous');
        await d.press('Shift+Tab');
        expect(await d.eval(() => !!document.activeElement?.classList.contains('dm-news-filters'))).toBe(false);

        await clickText(d, '[data-widget-id="701"] .dm-news-filters button', 'Filières agricoles');
        await d.waitFor('6 cards of one topic', (sel) => {
          const all = [...document.querySelectorAll(sel)];
          return all.length === 6 && all.every((el) => el.querySelector('.dm-news-topic')?.textContent === 'Filières agricoles');
        }, items);
        expect(await d.eval(() => [...document.querySelectorAll('.dm-news-filters [aria-pressed="true"]')].map((b) => b.textContent))).toEqual(['Filières agricoles']);
        await clickText(d, '[data-widget-id="701"] .dm-news-filters button', 'Tous');
        await d.waitFor('7 cards again', (sel) => document.querySelectorAll(sel).length === 7, items);

        const first = await d.eval((sel) => document.querySelector(`${sel} h3`)?.textContent, items);
        await clickText(d, '.dm-news-pagination a', '2');
        await d.waitFor('page 2 in the URL, the pager and the list', () =>
          location.search === '?page=2' &&
          document.querySelector('.dm-news-pagination [aria-current="page"]')?.textContent === '2' &&
          document.querySelector('[data-widget-id="701"] .dm-news-list')?.getAttribute('aria-busy') === 'false',
        );
        expect(await d.eval((sel) => document.querySelector(`${sel} h3`)?.textContent, items)).not.toBe(first);
        // Scrolled to the list and focus moved there, for keyboard and screen-reader users.
        await d.waitFor('the list scrolled into view', () => Math.abs(document.querySelector('.dm-news-items')!.getBoundingClientRect().top) < 120);
        expect(await d.eval(() => document.activeElement?.className)).toBe('dm-news-items');
        expect(await problems(d)).toEqual([]);
      } finally {
        await d.viewport(1280, 900);
      }
    });

    it('full article: title, Réf, sanitized body, related articles; share popups asked at 600×574 (LinkedIn) and 600×600', async () => {
      const a = articles().find((x) => x.html.includes('k4_') && x.motifs.length === 1 && x.motifs[0] === 'ABP')!;
      await d.reset();
      await d.goto(`/fr/actualites-ec?title=${a.slug}`);
      await d.waitFor('the article', () => !!document.querySelector('.dm-news-ref'));
      expect(await d.eval(() => document.querySelector('.dm-news-article-body h2')?.textContent)).toBe(a.title);
      expect(await d.eval(() => document.querySelector('.dm-news-article-body footer .dm-news-ref')?.textContent)).toBe(`Réf : ${a.id}`);
      await d.waitFor('the related articles', () => document.querySelectorAll('.dm-news-related [data-article-id]').length === 3);
      expect(await d.eval(() => document.querySelector('.dm-news-share-title')?.textContent)).toBe('Partager cet article');

      // What the page asks of window.open is recorded and no window opens (headless drivers give popups sizes of
      // their own; nothing may leave the machine).
      await d.eval(() => {
        const asked: { url: string; features: string[] }[] = ((window as unknown as { __popups: unknown[] }).__popups = []) as never;
        window.open = (url, _name, features) => {
          asked.push({ url: String(url), features: String(features).split(',').map((f) => f.trim()) });
          return null;
        };
      });
      for (const name of ['linkedin', 'facebook', 'twitter']) await d.click(`.dm-news-share .dm-share-${name}`);
      const popups = await d.waitFor('three popups asked', () => {
        const p = (window as unknown as { __popups: { url: string; features: string[] }[] }).__popups;
        return p.length === 3 && p;
      });
      const size = (f: string[]) => f.filter((x) => /^(width|height)=/.test(x));
      expect(popups.map((p) => [new URL(p.url).hostname, size(p.features), p.features.includes('noopener')])).toEqual([
        ['www.linkedin.com', ['width=600', 'height=574'], true],
        ['www.facebook.com', ['width=600', 'height=600'], true],
        ['twitter.com', ['width=600', 'height=600'], true],
      ]);
      for (const p of popups) {
        const shared = new URL(new URL(p.url).searchParams.get('url') ?? new URL(p.url).searchParams.get('u')!);
        expect(shared.pathname + shared.search).toBe(`/fr/actualites-ec?title=${a.slug}&bots=1`);
      }
      // A click that the page turned into a popup did not also follow the link.
      expect(await d.eval(() => location.pathname + location.search)).toBe(`/fr/actualites-ec?title=${a.slug}`);
      expect(await problems(d)).toEqual([]);
    });

    it('home: ?st= scrolls 1500 ms after ready (not before) over about 1000 ms; fixed menu at 100 px; cookie banner padding; carousel', async () => {
      await d.reset();
      await d.goto('/fr/?st=%23dm-offices');
      // The end state: the target at the top, below the fixed menu, and no scroll for 300 ms (or 5 s without one: a
      // scroll that stopped short, reported below with what was measured).
      await d.waitFor('the ?st= scroll to end', () => {
        const log = window.__engines.scrolls;
        if (!log.length) return false;
        const quiet = performance.now() - log[log.length - 1][0];
        const padding = (parseFloat(getComputedStyle(document.body).paddingTop) || 0) + (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
        const there = Math.abs(document.getElementById('dm-offices')!.getBoundingClientRect().top - padding) <= 2;
        return (there && quiet > 300) || quiet > 5000;
      }, undefined, 20_000);
      const st = await d.eval(() => {
        const log = window.__engines.scrolls;
        const moving = log.filter(([, y], i) => i === 0 || y !== log[i - 1][1]);
        const installedAt = performance.getEntriesByName('dm-behaviour:st-scroll')[0].startTime;
        return {
          delay: moving[0][0] - installedAt,
          span: moving[moving.length - 1][0] - moving[0][0],
          between: moving.filter(([, y]) => y > 0 && y < scrollY).length,
          gap: Math.max(0, ...moving.slice(1).map(([t], i) => t - moving[i][0])),
          y: scrollY,
          top: document.getElementById('dm-offices')!.getBoundingClientRect().top,
          padding: (parseFloat(getComputedStyle(document.body).paddingTop) || 0) + (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0),
          max: document.documentElement.scrollHeight - innerHeight,
          log: log.map(([t, y]) => `${Math.round(t)}:${Math.round(y)}`).join(' '),
        };
      });
      // The scroll moves once per frame: on a loaded machine frames come late (WebKitGTK draws in software under
      // Xvfb), so the span's bound widens by two of the longest frame gaps seen; on a calm machine a gap is 16 to 50 ms.
      // Only lower bounds: a busy machine makes the delay and the scroll longer, never shorter (upper bounds measured
      // the machine; the timings are npm run bench's).
      const seen = `(measured: ${JSON.stringify(st)})`;
      const slack = 2 * st.gap;
      expect.soft(st.delay, `starts 1500 ms after the behaviour installed, not before ${seen}`).toBeGreaterThanOrEqual(1500);
      expect.soft(st.span, `lasts about 1000 ms ${seen}`).toBeGreaterThan(800 - slack);
      expect.soft(st.between, `passes through positions between start and target ${seen}`).toBeGreaterThan(1);
      expect.soft(st.y).toBeGreaterThan(500);
      expect.soft(Math.abs(st.top - st.padding), `lands below the fixed menu ${seen}`).toBeLessThanOrEqual(2);

      // The menu follows 100 ms after the scroll event, which a loaded machine may fire a frame late (after the
      // helper's 250 ms wait): each state is waited for, and one the threshold never gives never comes.
      for (const [y, fixed] of [[99, false], [100, true], [40, false]] as const) {
        await scrollTo(d, y);
        await d.waitFor(`the menus ${fixed ? '' : 'not '}fixed at ${y} px`, (want) => {
          const top = document.querySelector('[data-fixed-menu="top"]')!.classList.contains('navbar-fixed-top');
          const right = document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active');
          return top === want && right === want;
        }, fixed);
      }

      const banner = await d.waitFor('body padding = cookie banner height', () => {
        const b = document.querySelector<HTMLElement>('.dm-cookie-banner');
        return b && getComputedStyle(document.body).paddingBottom === `${b.offsetHeight}px` && b.offsetHeight;
      });
      expect(banner).toBeGreaterThan(20);
      await d.click('.dm-cookie-banner [data-dismiss="banner"]');
      await d.waitFor('the banner gone and the padding back to 0', () => !document.querySelector('.dm-cookie-banner') && getComputedStyle(document.body).paddingBottom === '0px');

      await d.waitFor('the carousel', () => document.querySelectorAll('[data-widget-id="700"] .carousel-indicators button').length > 1);
      await d.click('[data-widget-id="700"] .dm-news-carousel-pause');
      await d.click('[data-widget-id="700"] .carousel-indicators li:nth-child(2) button');
      await d.waitFor('slide 2 shown', () =>
        document.querySelector('[data-widget-id="700"] .item.active')?.getAttribute('aria-label')?.startsWith('2 ') &&
        document.querySelector('[data-widget-id="700"] .carousel-indicators li:nth-child(2) button')?.getAttribute('aria-current') === 'true',
      );
      expect(await problems(d)).toEqual([]);
    });

    // Capability: structuredClone. A browser without it gets the outdated-browser banner (here: the probe removes it).
    it('an outdated browser: the warning banner first in the page, the top padding its height, dismissed for the session', async () => {
      await d.reset();
      try {
        await setCookies([[OUTDATED_COOKIE, '1']]);
        await d.goto('/fr/mentions-legales');
        const banner = await d.waitFor('the banner and the top padding', () => {
          const b = document.querySelector<HTMLElement>('body > .dm-outdated-browser');
          return b && getComputedStyle(document.body).paddingTop === `${b.offsetHeight}px` && {
            first: document.body.firstElementChild === b,
            role: b.getAttribute('role'),
            text: b.querySelector('p')?.textContent,
            height: b.offsetHeight,
          };
        });
        expect(banner).toMatchObject({ first: true, role: 'alert', text: expect.stringMatching(/^Votre navigateur est obsolète/) });
        expect(banner.height).toBeGreaterThan(20);
        await d.click('body > .dm-outdated-browser [data-dismiss="banner"]');
        await d.waitFor('the banner gone, the padding back', () => !document.querySelector('.dm-outdated-browser') && (parseFloat(getComputedStyle(document.body).paddingTop) || 0) === 0);
        await d.goto('/fr/contact');
        await d.waitFor('the page behaviours installed (the cookie banner padded)', () => {
          const b = document.querySelector<HTMLElement>('.dm-cookie-banner');
          return performance.getEntriesByName('dm-behaviour:navigation').length > 0 && b && getComputedStyle(document.body).paddingBottom === `${b.offsetHeight}px`;
        });
        expect(await d.eval(() => !!document.querySelector('.dm-outdated-browser')), 'dismissed for the session').toBe(false);
        expect(await problems(d)).toEqual([]);
      } finally {
        await setCookies([[OUTDATED_COOKIE, '']]).catch(() => undefined);
      }
    });

    it('home: the #hash tab on load, click and arrow keys; the map behind its consent notice, then markers, info window and place search', async () => {
      await d.reset();
      await d.goto('/fr/#tab-audit');
      const tab = (id: string) =>
        d.eval((t) => ({
          selected: document.querySelector(`[data-target="#${t}"]`)?.getAttribute('aria-selected'),
          shown: document.getElementById(t)!.classList.contains('active'),
          hash: location.hash,
        }), id);
      await d.waitFor('the audit tab shown', () => document.querySelector('[data-target="#tab-audit"]')?.getAttribute('aria-selected') === 'true');
      expect(await tab('tab-audit')).toEqual({ selected: 'true', shown: true, hash: '#tab-audit' });
      await d.click('[data-target="#tab-conseil"]');
      await d.waitFor('the conseil tab and its hash', () => location.hash === '#tab-conseil');
      expect(await tab('tab-conseil')).toEqual({ selected: 'true', shown: true, hash: '#tab-conseil' });
      await d.press('ArrowLeft');
      await d.waitFor('ArrowLeft to the audit tab', () => location.hash === '#tab-audit');
      expect(await tab('tab-audit')).toEqual({ selected: 'true', shown: true, hash: '#tab-audit' });
      expect(await d.eval(() => document.activeElement?.getAttribute('data-target'))).toBe('#tab-audit');

      // Consent gate: the notice, and nothing of the map asked before consent.
      const notice = '.dm_widget[data-widget="map"] .dm-map-consent';
      await d.waitFor('the consent notice', (n) => document.querySelector(`${n} .dm-map-consent__title`)?.textContent === 'Google Maps est désactivé.', notice);
      const mapCode = mapCodeFiles();
      const before = await fetched(d);
      expect(before.filter((p) => mapCode.includes(p) || p === '/ajax/diem/object')).toEqual([]);

      await d.click(`${notice} .dm-map-consent__allow`);
      await d.waitFor('7 office markers', () => ((window as unknown as { __gmapsDouble?: { markers: unknown[] } }).__gmapsDouble?.markers.length ?? 0) >= 7, undefined, 15_000);
      expect(await d.eval(() => !!document.querySelector('.dm-map-consent'))).toBe(false);
      expect(await d.eval(() => document.cookie.includes('googlemaps=true') || document.cookie.includes('googlemaps%3Dtrue') || /googlemaps=true/.test(decodeURIComponent(document.cookie)))).toBe(true);

      await d.eval(() => {
        const g = window as unknown as { __gmapsDouble: { markers: { getTitle(): string }[] }; google: { maps: { event: { trigger(o: unknown, e: string, a: unknown): void } } } };
        const m = g.__gmapsDouble.markers.find((x) => x.getTitle() === 'Cabinet Iroise Conseil')!;
        g.google.maps.event.trigger(m, 'click', {});
      });
      await d.waitFor('the info window of Brest', () => document.querySelector('[data-double="infowindow"]')?.textContent?.includes('8 rue de Siam'));

      const input = '[id="628-input"]';
      await d.waitFor('the search input shown', (s) => {
        const el = document.querySelector<HTMLElement>(s);
        return !!el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }, input, 15_000);
      await d.type(input, 'Rennes');
      await d.waitFor('two places announced', () =>
        [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === '2 results are available, use up and down arrow keys to navigate.'),
      );
      await d.press('ArrowDown');
      await d.press('Enter');
      await d.waitFor('the map zoomed to the place', () =>
        (window as unknown as { __gmapsDouble: { maps: { getZoom(): number }[] } }).__gmapsDouble.maps[0].getZoom() === 10,
      );
      // The chosen place's text, written into the box, is not searched for: past the 300 ms suggestion delay (a page
      // timer started after the box's own runs after it), no new request and the list stays closed.
      await d.eval(() => new Promise((done) => setTimeout(() => setTimeout(done), 600)));
      expect(await d.eval((s) => document.querySelector(s)!.getAttribute('aria-expanded'), input)).toBe('false');
      // Through Places API (New), the one the maps library of today has: the suggestion requests of the search and the
      // closing details request share one session token, and the details ask three fields only.
      const asked = await d.eval(() =>
        (window as unknown as { __gmapsDouble: { placeRequests: { api: string; call: string; token: string | null; fields?: string[]; language?: string | null }[] } }).__gmapsDouble.placeRequests,
      );
      expect(asked.map((r) => r.api)).not.toContain('legacy');
      const suggestions = asked.filter((r) => r.call === 'fetchAutocompleteSuggestions');
      const details = asked.filter((r) => r.call === 'fetchFields');
      expect(suggestions.length).toBeGreaterThan(0);
      expect(details).toHaveLength(1);
      expect(asked.at(-1)!.call, `the details request is the last one ${JSON.stringify(asked)}`).toBe('fetchFields');
      expect(new Set([...suggestions, ...details].map((r) => r.token)).size, `one session token per search ${JSON.stringify(asked)}`).toBe(1);
      expect(details[0].token).toBeTruthy();
      expect(details[0].fields).toEqual(['location', 'viewport', 'svgIconMaskURI', 'iconBackgroundColor']);
      expect(suggestions.every((r) => r.language === 'fr')).toBe(true);
      expect(await problems(d)).toEqual([]);
    });

    it('phone (390 px): the collapsed menu opens and closes; the quick-access bar along the bottom leaves the end of the page readable; Shift+Tab leaves no field under the top menu', async () => {
      await d.reset();
      await d.viewport(390, 844);
      try {
        await d.goto('/fr/contact');
        const toggle = '.navbar-toggle[data-target="#dm-navbar-collapse"]';
        await d.waitFor('the collapsed menu ready', (t) => document.querySelector(t)?.getAttribute('aria-expanded') === 'false', toggle);
        await d.click(toggle);
        await d.waitFor('the menu open', (t) => {
          const menu = document.getElementById('dm-navbar-collapse')!;
          return document.querySelector(t)!.getAttribute('aria-expanded') === 'true' && menu.classList.contains('in') && menu.getBoundingClientRect().height > 100;
        }, toggle);
        await d.click(toggle);
        await d.waitFor('the menu closed, its animation over', (t) => {
          const menu = document.getElementById('dm-navbar-collapse')!;
          return document.querySelector(t)!.getAttribute('aria-expanded') === 'false' && !menu.classList.contains('in') && !menu.classList.contains('collapsing') && menu.getBoundingClientRect().height === 0;
        }, toggle);

        await d.waitFor('the quick-access bar shown past 100 px', () => {
          if (window.scrollY < 150) window.scrollTo(0, 200);
          return document.querySelector('[data-fixed-menu="right"]')!.classList.contains('active');
        });
        // At the very end of the page (once the body's padding has settled), no text of the footer, the form or the
        // cookie banner lies under the bar.
        const end = await d.waitFor('the end of the page clear of the bar', () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const bar = document.querySelector('[data-fixed-menu="right"]')!.getBoundingClientRect();
          const texts = [...document.querySelectorAll('footer p, footer a, main p, main label, .dm-cookie-banner p')].filter((e) => !document.querySelector('[data-fixed-menu="right"]')!.contains(e));
          const covered = texts.filter((e) => {
            const t = e.getBoundingClientRect();
            return t.height && t.bottom > bar.top && t.top < bar.bottom;
          });
          const atEnd = Math.abs(scrollY + innerHeight - document.documentElement.scrollHeight) <= 1;
          return atEnd && covered.length === 0 && { barTop: Math.round(bar.top), barBottom: Math.round(bar.bottom), view: innerHeight };
        });
        expect(end.barBottom).toBeLessThanOrEqual(end.view + 1);
        expect(end.barBottom - end.barTop).toBeGreaterThan(20);

        // Shift+Tab back to a field whose top lies under the fixed top menu (WebKit scrolls only the caret clear of
        // it): the field ends clear of the menu.
        await d.eval(() => {
          const menu = document.querySelector('[data-fixed-menu="top"]')!.getBoundingClientRect();
          const name = document.getElementById('contact-page-name')!;
          window.scrollBy(0, name.getBoundingClientRect().top - (menu.bottom - 10));
          document.getElementById('contact-page-email')!.focus({ preventScroll: true });
        });
        await d.waitFor('the name field 10 px under the fixed menu, the next field focused', () => {
          const menu = document.querySelector('[data-fixed-menu="top"]')!;
          const under = menu.getBoundingClientRect().bottom - document.getElementById('contact-page-name')!.getBoundingClientRect().top;
          return menu.classList.contains('dm-fixed') && Math.abs(under - 10) < 1 && document.activeElement?.id === 'contact-page-email';
        });
        await d.press('Shift+Tab');
        await d.waitFor('the name field focused, clear of the fixed menu', () => {
          const name = document.getElementById('contact-page-name')!;
          return document.activeElement === name && name.getBoundingClientRect().top >= document.querySelector('[data-fixed-menu="top"]')!.getBoundingClientRect().bottom;
        }, undefined, 3_000);
        expect(await problems(d)).toEqual([]);
      } finally {
        await d.viewport(1280, 900);
      }
    });

    it('home: dropdown, the search modal (focus kept inside, Esc, focus back), keyboard focus visible, tooltip, offices, lazy image, date picker by keyboard', async () => {
      await d.reset();
      await d.goto('/fr/');
      await d.waitFor('the navigation chunk installed', () => performance.getEntriesByName('dm-behaviour:navigation').length > 0 || !!document.querySelector('.mega-dropdown-menu'));

      // Dropdown: a click opens it; Esc closes it and gives focus back to its toggle.
      const toggle = '.navbar-nav > li.dropdown:nth-child(2) > a.dropdown-toggle';
      await d.click(toggle);
      await d.waitFor('the dropdown open', (t) => document.querySelector(t)!.getAttribute('aria-expanded') === 'true' && document.querySelector(t)!.parentElement!.classList.contains('open'), toggle);
      await d.press('Escape');
      await d.waitFor('the dropdown closed, focus on its toggle', (t) => !document.querySelector(t)!.parentElement!.classList.contains('open') && document.activeElement === document.querySelector(t), toggle);

      // The search modal: focus moves to its query field, Tab stays inside, Esc closes, focus returns to the opener.
      const opener = '[data-target="#dm-search-modal"]';
      await d.click(opener);
      await d.waitFor('the modal shown, its query field focused', () => document.getElementById('dm-search-modal')!.classList.contains('in') && document.activeElement?.id === 'dm-search-query');
      const ring = () =>
        d.eval(() => {
          const e = document.activeElement!;
          const s = getComputedStyle(e);
          return { focused: `${e.tagName.toLowerCase()}.${e.className}`, style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
        });
      const rings = [];
      for (let i = 0; i < 4; i++) {
        await d.press('Tab');
        expect(await d.eval(() => !!document.activeElement?.closest('#dm-search-modal')), `Tab ${i + 1} stays in the modal`).toBe(true);
        rings.push(await ring());
      }
      // Keyboard focus is visible: the buttons of the modal show an outline (Bootstrap's and the engine's own).
      const buttons = rings.filter((r) => r.focused.startsWith('button.'));
      expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.filter((r) => r.style === 'none' || !(r.width > 0)), 'focused buttons without an outline').toEqual([]);
      await d.press('Escape');
      await d.waitFor('the modal closed, focus back on its opener', (o) => !document.getElementById('dm-search-modal')!.classList.contains('in') && document.activeElement === document.querySelector(o), opener);
      // Focus given back after a key stays visible: the site's 3 px :focus-visible ring (src/page/page.css).
      const back = await ring();
      expect(back, 'the opener shows the focus ring when Esc gives focus back').toMatchObject({ style: 'solid', width: 3 });

      // Tooltip: shown 500 ms after keyboard focus arrives, described by it; Esc hides it.
      const tip = '[data-toggle="tooltip"], [data-original-title]';
      await d.waitFor('the tooltip installed', (t) => !!document.querySelector(t)?.hasAttribute('data-original-title'), tip);
      const focusedAt = await d.eval((t) => {
        document.querySelector<HTMLElement>(t)!.focus();
        return performance.now();
      }, tip);
      const shown = await d.waitFor('the tooltip shown', (t) => {
        const id = document.querySelector(t)!.getAttribute('aria-describedby');
        const el = id && document.getElementById(id);
        return el && el.classList.contains('in') && { text: el.textContent, at: performance.now() };
      }, tip);
      expect(shown.text).toBe('Experts-comptables diplômés et commissaires aux comptes inscrits');
      expect(shown.at - focusedAt, 'shown after its 500 ms delay').toBeGreaterThanOrEqual(450);
      await d.press('Escape');
      await d.waitFor('the tooltip hidden', (t) => {
        const id = document.querySelector(t)!.getAttribute('aria-describedby');
        const el = id && document.getElementById(id);
        return !el || !el.classList.contains('in');
      }, tip);

      // Offices: seven buttons, details hidden; a click opens Brest only.
      await d.waitFor('the office buttons', () => document.querySelectorAll('.dm-offices .dm-office-toggle').length === 7);
      await clickText(d, '.dm-offices .dm-office-toggle', 'Brest');
      const brest = await d.eval(() => {
        const b = [...document.querySelectorAll('.dm-offices .dm-office-toggle')].find((x) => x.textContent!.trim() === 'Brest')!;
        const details = document.getElementById(b.getAttribute('aria-controls')!)!;
        const visible = [...document.querySelectorAll<HTMLElement>('.dm-office-details')].filter((x) => x.getClientRects().length > 0);
        return { expanded: b.getAttribute('aria-expanded'), text: details.textContent!.includes('8 rue de Siam'), visible: visible.length };
      });
      expect(brest).toEqual({ expanded: 'true', text: true, visible: 1 });

      // Lazy image: its data-src stays unused while far below the viewport, and becomes its source once near.
      const office = 'img[data-src="/assets/office.svg"], img.lazy-loaded[src="/assets/office.svg"]';
      const early = await d.eval((sel) => {
        const img = document.querySelector(sel)!;
        return { far: img.getBoundingClientRect().top > innerHeight + 400, pending: img.hasAttribute('data-src') };
      }, office);
      expect(!early.far || early.pending, `an image far below is not loaded yet ${JSON.stringify(early)}`).toBe(true);
      await d.eval((sel) => document.querySelector(sel)!.scrollIntoView({ block: 'center', behavior: 'instant' }), office);
      await d.waitFor('the lazy image loaded', (sel) => {
        const img = document.querySelector<HTMLImageElement>(sel);
        return img && img.classList.contains('lazy-loaded') && img.complete && img.naturalWidth > 0;
      }, office);

      // Date picker: a text field with the site's own French calendar, whatever date input the engine has.
      const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
      const FR_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
      const label = (t: number) => {
        const x = new Date(t);
        return `${x.getDate()} ${FR_MONTHS[x.getMonth()]} ${x.getFullYear()}, ${FR_DAYS[x.getDay()]}`;
      };
      await d.waitFor('the date picker button', () => !!document.querySelector('.dm-datepicker-button'));
      await d.click('.dm-datepicker-button');
      const today = await d.waitFor('the calendar open on today', () => {
        const dialog = document.querySelector('[role="dialog"].dm-datepicker, .dm-datepicker[role="dialog"], [role="dialog"] .dm-datepicker-title');
        const n = new Date();
        return !!dialog && !!document.activeElement?.getAttribute('aria-label') && new Date(n.getFullYear(), n.getMonth(), n.getDate()).getTime();
      });
      expect(await d.eval(() => document.activeElement?.getAttribute('aria-label'))).toBe(label(today));
      expect(await d.eval(() => [...document.querySelectorAll('[role="dialog"] thead th')].map((t) => t.textContent))).toEqual(['Sem.', 'L', 'M', 'M', 'J', 'V', 'S', 'D']);
      await d.press('ArrowRight');
      await d.press('ArrowDown');
      const picked = new Date(today);
      picked.setDate(picked.getDate() + 8);
      await d.waitFor('focus on the day a week and a day later', (l) => document.activeElement?.getAttribute('aria-label') === l, label(picked.getTime()));
      await d.press('Enter');
      const dd = (n: number) => String(n).padStart(2, '0');
      await d.waitFor('the field filled and the calendar closed', (v) =>
        !document.querySelector('[role="dialog"] .dm-datepicker-title') && (document.getElementById('contact-date') as HTMLInputElement).value === v,
        `${dd(picked.getDate())}/${dd(picked.getMonth() + 1)}/${picked.getFullYear()}`,
      );
      expect(await d.eval(() => document.activeElement?.className)).toContain('dm-datepicker-button');
      expect(await problems(d)).toEqual([]);
    });

    it('German pages: news list with German dates, a topic filter and the article; the consent text and the date picker of Kontakt; the German home', async () => {
      await d.reset();
      await d.goto('/de/aktuelles');
      const items = '.dm_widget[data-widget-id="721"] .dm-news-item';
      await d.waitFor('6 cards', (sel) => document.querySelectorAll(sel).length === 6, items);
      expect(await d.eval(() => document.documentElement.lang)).toBe('de');
      expect(await d.eval((sel) => document.querySelector(`${sel} .dm-news-date`)?.textContent, items)).toMatch(/^Veröffentlicht am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
      const filters = '[data-widget-id="721"] .dm-news-filters button';
      await d.waitFor('the German topic buttons', (sel) => [...document.querySelectorAll(sel)].map((b) => b.textContent).join('|') === 'Alle|Steuern in Frankreich|Gründung und Niederlassung|Personal und Lohn', filters);
      await clickText(d, filters, 'Personal und Lohn');
      await d.waitFor('the cards of that topic', (sel) => {
        const all = [...document.querySelectorAll(sel)];
        return all.length > 0 && all.every((el) => el.querySelector('.dm-news-topic')?.textContent === 'Personal und Lohn');
      }, items);
      expect(await problems(d)).toEqual([]);

      await d.goto('/de/aktuelles?title=grenzgaenger-was-sich-2027-fuer-die-quellensteuer-aendert');
      await d.waitFor('the German article', () => document.querySelector('.dm-news-share-title')?.textContent === 'Artikel teilen' && !!document.querySelector('.dm-news-article-body h2'));
      expect(await d.eval(() => document.querySelector('.dm-news-article-body footer .dm-news-ref, .dm-news-ref')?.textContent)).toBe('Ref.: 62000');
      await d.waitFor('Lesen Sie auch', () => document.querySelector('.dm-news-related h2, .dm-news-related h3')?.textContent === 'Lesen Sie auch');
      expect(await problems(d)).toEqual([]);

      await d.goto('/de/kontakt');
      const label = await d.waitFor('the German consent text', () => {
        const l = document.querySelector('.dm-consent label');
        return l?.textContent?.includes('Datenschutzerklärung') && {
          checkbox: !!l.querySelector('input[type="checkbox"][required]'),
          link: l.querySelector('a')?.textContent,
        };
      });
      expect(label).toEqual({ checkbox: true, link: 'Datenschutzerklärung' });
      expect(await d.eval(() => document.querySelector('.dm-cookie-banner [data-dismiss="banner"]')?.textContent)).toBe('Verstanden');
      // The date picker in German: KW, Monday first, 'Sonntag, 22. November 2026', dd.mm.yyyy.
      const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
      const DE_DAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
      const label_ = (t: number) => {
        const x = new Date(t);
        return `${DE_DAYS[x.getDay()]}, ${x.getDate()}. ${DE_MONTHS[x.getMonth()]} ${x.getFullYear()}`;
      };
      await d.waitFor('the date field', () => document.getElementById('kontakt-datum')?.getAttribute('placeholder') === 'TT.MM.JJJJ');
      await d.click('#kontakt-datum ~ .dm-datepicker-button, .dm-datepicker-host .dm-datepicker-button');
      const today = await d.waitFor('the calendar open', () => {
        const n = new Date();
        return !!document.querySelector('.dm-datepicker[role="dialog"]') && !!document.activeElement?.getAttribute('aria-label') && new Date(n.getFullYear(), n.getMonth(), n.getDate()).getTime();
      });
      expect(await d.eval(() => document.activeElement?.getAttribute('aria-label'))).toBe(label_(today));
      expect(await d.eval(() => [...document.querySelectorAll('.dm-datepicker[role="dialog"] thead th')].map((t) => t.textContent))).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      await d.press('ArrowDown');
      const picked = new Date(today);
      picked.setDate(picked.getDate() + 7);
      await d.waitFor('focus a week later', (l) => document.activeElement?.getAttribute('aria-label') === l, label_(picked.getTime()));
      await d.press('Enter');
      const dd = (n: number) => String(n).padStart(2, '0');
      await d.waitFor('the field filled, German format', (v) => !document.querySelector('.dm-datepicker[role="dialog"]') && (document.getElementById('kontakt-datum') as HTMLInputElement).value === v,
        `${dd(picked.getDate())}.${dd(picked.getMonth() + 1)}.${picked.getFullYear()}`);
      expect(await problems(d)).toEqual([]);

      // The German home: its lazy image, the banner's padding, and none of the French pages' chunks it has no markup for.
      await d.goto('/de/');
      await d.waitFor('body padding = the cookie banner height', () => {
        const b = document.querySelector<HTMLElement>('.dm-cookie-banner');
        return b && getComputedStyle(document.body).paddingBottom === `${b.offsetHeight}px`;
      });
      await d.eval(() => document.querySelector('img[data-src], img.lazy-loaded')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await d.waitFor('the lazy image loaded', () => {
        const img = document.querySelector<HTMLImageElement>('img.lazy-loaded');
        return img && img.complete && img.naturalWidth > 0;
      });
      const chunks = (await fetched(d)).filter((p) => p.startsWith('/dist/')).map((p) => p.split('/').pop()!);
      expect(chunks.filter((c) => /^(tooltip|date-picker|hash-tabs|offices)-/.test(c))).toEqual([]);
      expect(await problems(d)).toEqual([]);
    });

    it('German office map: the German consent notice, then markers, the German search box and its announcement', async () => {
      await d.reset();
      await d.goto('/de/unsere-bueros');
      const notice = '.dm_widget[data-widget-id="630"] .dm-map-consent';
      await d.waitFor('the German consent notice', (n) => document.querySelector(`${n} .dm-map-consent__title`)?.textContent === 'Google Maps ist deaktiviert.', notice);
      await d.click(`${notice} .dm-map-consent__allow`);
      await d.waitFor('7 office markers', () => ((window as unknown as { __gmapsDouble?: { markers: { getTitle(): string }[] } }).__gmapsDouble?.markers.filter((m) => m.getTitle()).length ?? 0) === 7, undefined, 15_000);
      const input = '[id="630-input"]';
      await d.waitFor('the search input shown', (s) => {
        const el = document.querySelector<HTMLElement>(s);
        return !!el && el.getBoundingClientRect().height > 0 && el.getAttribute('placeholder') === 'Ort suchen';
      }, input, 15_000);
      await d.type(input, 'R');
      await d.waitFor('three places announced in German', () =>
        [...document.querySelectorAll('[data-widget-id="630"] [role="status"]')].some((s) => s.textContent === '3 Ergebnisse sind verfügbar. Mit den Pfeiltasten nach oben und unten wählen Sie aus.'),
      );
      expect(await problems(d)).toEqual([]);
    });

    it('strict CSP: the news list and the full article (sanitized through Trusted Types where the engine has them) without a violation', async () => {
      await d.reset();
      await d.goto('/csp/fr/actualites-ec');
      await d.waitFor('the cards', () => document.querySelectorAll('[data-widget-id="701"] .dm-news-item').length === 7);
      // The first card's image comes from the news host, another origin than the page's (as on a real site), which
      // the policy's img-src allows.
      const image = await d.waitFor('the first card\'s image', () => {
        const img = document.querySelector<HTMLImageElement>('[data-widget-id="701"] .dm-news-item img');
        return img?.complete && img.naturalWidth > 0 && img.currentSrc;
      });
      expect(new URL(image).origin).not.toBe(new URL(base()).origin);
      const href = await d.eval(() => document.querySelector<HTMLAnchorElement>('[data-widget-id="701"] .dm-news-item a[href*="title="], [data-widget-id="701"] .dm-news-item a[href*="article="]')?.getAttribute('href'));
      expect(href).toBeTruthy();
      expect((await probe(d)).violations).toEqual([]);
      await d.goto(new URL(href!, `${base()}/csp/fr/actualites-ec`).href);
      await d.waitFor('the article body', () => !!document.querySelector('article .dm-news-article-body h2')); // (not the early heading)
      const state = await d.eval(() => ({ trustedTypes: typeof (window as unknown as { trustedTypes?: unknown }).trustedTypes === 'object', violations: window.__engines.violations }));
      expect(state.violations).toEqual([]);
      expect(await d.eval(() => document.querySelectorAll('.dm-news-article-body script').length)).toBe(0);
      expect(await problems(d)).toEqual([]);
      // Capability: Trusted Types. Where the engine has them, the page's policy is really enforced (a plain string
      // into innerHTML is refused), so the article above came through the runtime's policy; elsewhere the runtime
      // writes the sanitizer's output as it is.
      const enforced = await d.eval(() => {
        try {
          document.createElement('div').innerHTML = '<b>plain string</b>';
          return false;
        } catch {
          return true;
        }
      });
      console.log(`${engine}: Trusted Types ${state.trustedTypes ? (enforced ? 'present and enforced' : 'present, not enforced') : 'absent'}`);
      if (state.trustedTypes) expect(enforced, 'the strict CSP enforces Trusted Types').toBe(true);
    });

    it('strict CSP: the home page, its carousel, tabs, tooltip, and the map after consent, without a violation', async () => {
      await d.reset();
      await d.goto('/csp/fr/#tab-audit');
      await d.waitFor('the carousel', () => document.querySelectorAll('[data-widget-id="700"] .carousel-indicators button').length > 1);
      await d.waitFor('the audit tab shown', () => document.querySelector('[data-target="#tab-audit"]')?.getAttribute('aria-selected') === 'true');
      await d.waitFor('the tooltip installed', () => !!document.querySelector('[data-original-title]'));
      const notice = '.dm_widget[data-widget="map"] .dm-map-consent';
      await d.waitFor('the consent notice', (n) => !!document.querySelector(n), notice);
      await d.click(`${notice} .dm-map-consent__allow`);
      await d.waitFor('7 office markers', () => ((window as unknown as { __gmapsDouble?: { markers: unknown[] } }).__gmapsDouble?.markers.length ?? 0) >= 7, undefined, 15_000);
      await d.eval(() => {
        const g = window as unknown as { __gmapsDouble: { markers: { getTitle(): string }[] }; google: { maps: { event: { trigger(o: unknown, e: string, a: unknown): void } } } };
        g.google.maps.event.trigger(g.__gmapsDouble.markers.find((x) => x.getTitle() === 'Cabinet Iroise Conseil')!, 'click', {});
      });
      // The info window's HTML (template + sanitizer) goes through the runtime's Trusted Types policy.
      await d.waitFor('the info window of Brest', () => document.querySelector('[data-double="infowindow"]')?.textContent?.includes('8 rue de Siam'));
      expect((await probe(d)).violations).toEqual([]);
      expect(await problems(d)).toEqual([]);
    });
  });
}
