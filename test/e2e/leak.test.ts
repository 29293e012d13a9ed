// Mount and unmount widgets 1,000 times in Chromium, half through window.DmFront.unmount, half by removing their
// nodes (the MutationObserver path): DOM nodes (detached ones included) and JS event listeners, counted through the
// DevTools protocol after a forced GC, stay under a fixed bound.
import { describe, expect, it } from 'vitest';
import { useBrowser, open } from './browser';
import { syntheticPage } from '../bench/timings.mjs';

const browser = useBrowser();

const NEWS = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 2, showFilters: true });
const MAP = JSON.stringify({ lepContentId: '7' }); // no consent: it waits behind its gate, listening for consent events
/** The event listeners React puts on a root's container (one per delegated event and phase). */
const ONE_ROOT = 139;

/** Runs `rounds` rounds in the page; each mounts `perRound` widgets, waits for them, then unmounts them. */
async function cycle(page: import('playwright-core').Page, rounds: number, perRound: number) {
  await page.evaluate(async ({ rounds, perRound, NEWS, MAP }) => {
    const zone = document.getElementById('zone')!;
    const ready = () => [...zone.querySelectorAll('.dm_widget[data-widget="news"]')].every((w) => w.querySelector('a[href]'));
    for (let r = 0; r < rounds; r++) {
      const html: string[] = [];
      for (let i = 0; i < perRound; i++) {
        const map = i === 0;
        html.push(`<div class="dm_widget" data-widget="${map ? 'map' : 'news'}" data-widget-id="${r}-${i}" data-options='${map ? MAP : NEWS}'></div>`);
      }
      zone.insertAdjacentHTML('beforeend', html.join(''));
      const start = performance.now();
      while (!ready()) {
        if (performance.now() - start > 10_000) throw new Error(`round ${r}: widgets did not render`);
        await new Promise((res) => setTimeout(res, 5));
      }
      if (r % 2) for (const el of [...zone.children]) window.DmFront!.unmount(el);
      zone.replaceChildren();
      await new Promise((res) => setTimeout(res, 0));
    }
  }, { rounds, perRound, NEWS, MAP });
}

describe('leak check', () => {
  it('1,000 mounts and unmounts leave nodes and listeners bounded', async () => {
    const s = await open(browser());
    await s.page.route('**/leak', (route) => route.fulfill({ contentType: 'text/html', body: syntheticPage('<div id="zone"></div>') }));
    await s.page.goto('/leak');
    await s.page.waitForFunction(() => window.DmFront);
    const cdp = await s.context.newCDPSession(s.page);
    const counters = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await s.page.waitForTimeout(50);
      await cdp.send('HeapProfiler.collectGarbage');
      return cdp.send('Memory.getDOMCounters') as Promise<{ documents: number; nodes: number; jsEventListeners: number }>;
    };
    await cycle(s.page, 10, 10); // warm-up: the chunks, React and the shared topics call are loaded
    const before = await counters();
    await cycle(s.page, 100, 10); // 1,000 more mounts
    // Read again, for up to 2 s, while over the bound: a leak stays, what pending work holds goes (the runtime's waits
    // for answers and for a commit end within 1 s: SETTLE_MS, COMMIT_WAIT_MS). In CI (two test files at a time), one
    // reading right after the last round found 1,129 listeners more, and the retry none; alone, or with both cores
    // kept busy, the first reading always found none (6 runs), so which pending work held them is not known.
    let after = await counters();
    for (let i = 0; i < 4 && after.jsEventListeners - before.jsEventListeners > ONE_ROOT + 20; i++) {
      await s.page.waitForTimeout(500);
      after = await counters();
    }
    const roots = await s.page.evaluate(() => [...document.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$'))).length);
    expect(roots).toBe(0);
    // React keeps the last fiber it worked on in a module variable, and through it that fiber's (removed) DOM: at times
    // one removed placeholder, with the delegated listeners React put on its root (139), stays alive on either side of
    // the measure (a heap snapshot's retainer path: document's selectionchange listener > react-dom's scope > a fiber >
    // its ref > the placeholder). One such placeholder is bounded; a leak of one listener per mount is 1,000.
    expect(after.jsEventListeners - before.jsEventListeners).toBeLessThanOrEqual(ONE_ROOT + 20);
    expect(after.nodes - before.nodes).toBeLessThanOrEqual(500);
    expect(after.documents).toBeLessThanOrEqual(before.documents);
    expect(s.errors).toEqual([]);
    console.log(`leak check: before ${JSON.stringify(before)}, after 1,000 mounts ${JSON.stringify(after)}`);
    await s.context.close();
  }, 180_000);
});
