// A page of many news widgets while their answers are on the way: only the loaders in view are rendered, so their
// spinners' endless animations cost nothing out of view (README "Layout stability"; the bench's 200 and 2,000
// placeholders), and a loader keeps its box whether it is rendered or not. The entry starts many placeholders in
// slices (the top of src/launcher.ts): the first fills the first screen, the others come without a shift.
import { describe, expect, it } from 'vitest';
import { useBrowser, open } from './browser';
import { syntheticPage } from '../bench/timings.mjs';

const browser = useBrowser();

const COUNT = 60;
const OPTIONS = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 1 });
/** What the page records of the slicing: layout shift so far, and the skeletons drawn by DOMContentLoaded. */
type SliceProbe = { __shift: number; __atReady: { drawn: number; bottom: number } };
const placeholders = (count: number) =>
  Array.from({ length: count }, (_, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${2000 + i}" data-options='${OPTIONS}'></div>`).join('\n');

describe('many widgets loading', () => {
  it('renders the loaders in view only (where the browser has content-visibility), each with the same box', async () => {
    const s = await open(browser(), { viewport: { width: 1280, height: 900 } });
    await s.page.route('**/many', (route) => route.fulfill({ contentType: 'text/html', body: syntheticPage(placeholders(COUNT)) }));
    await s.page.route('**/ajax/**', () => {}); // the news service never answers: every widget keeps loading
    await s.page.goto('/many');
    await s.page.waitForFunction((n) => document.querySelectorAll('.dm_widget .dm-news-loader').length === n, COUNT);
    const loaders = await s.page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // content-visibility decided
      const all = [...document.querySelectorAll<HTMLElement>('.dm_widget .dm-news-loader')];
      const state = (el: HTMLElement) => {
        const spinner = el.querySelector('.dm-news-spinner')!;
        return {
          height: el.getBoundingClientRect().height,
          rendered: spinner.checkVisibility({ contentVisibilityAuto: true }),
          spinning: spinner.getAnimations().some((a) => a.playState === 'running'),
        };
      };
      return { supported: CSS.supports('content-visibility', 'auto'), first: state(all[0]), last: state(all[all.length - 1]) };
    });
    console.log(`content-visibility: ${loaders.supported ? 'supported' : 'not supported'}`);
    expect(loaders.first).toEqual({ height: 130, rendered: true, spinning: true });
    // Out of view: not rendered where the browser can skip it; otherwise it spins like the others.
    expect(loaders.last).toEqual({ height: 130, rendered: !loaders.supported, spinning: true });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('starts 300 placeholders in slices: the first covers the first screen, nothing in view moves as the others come', async () => {
    // 300, not thousands: enough for many slices, and light beside the timing bars other files measure meanwhile.
    const count = 300;
    const s = await open(browser(), { viewport: { width: 390, height: 844 } });
    await s.page.route('**/many', (route) => route.fulfill({ contentType: 'text/html', body: syntheticPage(placeholders(count)) }));
    await s.page.route('**/ajax/**', () => {}); // every widget keeps loading
    await s.page.addInitScript(() => {
      const w = window as unknown as SliceProbe;
      w.__shift = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      // The entry (a module) has run its first slice when DOMContentLoaded fires.
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = [...document.querySelectorAll('.dm_widget > .dm-front-skeleton')];
        w.__atReady = { drawn: drawn.length, bottom: drawn.length ? drawn[drawn.length - 1].getBoundingClientRect().bottom : 0 };
      });
    });
    await s.page.goto('/many');
    // Each has its skeleton, or already the view's loader in its place.
    await s.page.waitForFunction(() => [...document.querySelectorAll('.dm_widget')].every((el) => el.firstElementChild), undefined, { timeout: 30_000 });
    const { atReady, shift } = await s.page.evaluate(() => {
      const w = window as unknown as SliceProbe;
      return { atReady: w.__atReady, shift: w.__shift };
    });
    console.log(`first slice: ${atReady.drawn} of ${count} skeletons, down to ${Math.round(atReady.bottom)} px; layout shift ${shift.toFixed(4)}`);
    expect(atReady.drawn).toBeLessThan(count);
    expect(atReady.bottom).toBeGreaterThan(844);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
