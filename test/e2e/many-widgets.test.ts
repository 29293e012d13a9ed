// A page of many news widgets while their answers are on the way: only the loaders in view are rendered, so their
// spinners' endless animations cost nothing out of view (README "Layout stability"; the bench's 200 and 2,000
// placeholders), and a loader keeps its box whether it is rendered or not.
import { describe, expect, it } from 'vitest';
import { useBrowser, open } from './browser';
import { syntheticPage } from '../bench/timings.mjs';

const browser = useBrowser();

const COUNT = 60;
const OPTIONS = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], templateChoice: 'tpl_simple_list', nbArticlesTotal: 1 });

describe('many widgets loading', () => {
  it('renders the loaders in view only (where the browser has content-visibility), each with the same box', async () => {
    const s = await open(browser(), { viewport: { width: 1280, height: 900 } });
    const widgets = Array.from({ length: COUNT }, (_, i) => `<div class="dm_widget" data-widget="news" data-widget-id="${2000 + i}" data-options='${OPTIONS}'></div>`).join('\n');
    await s.page.route('**/many', (route) => route.fulfill({ contentType: 'text/html', body: syntheticPage(widgets) }));
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
});
