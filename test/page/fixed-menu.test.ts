import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/fixed-menu';
import { page, stubHeight } from './context';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fixed menu', () => {
  it('fixes the top menu and activates the right menu at 100 px, neither below; debounced 100 ms', () => {
    vi.useFakeTimers();
    const ctx = page('<header id="h"><nav class="navbar" data-fixed-menu="top"></nav></header><aside data-fixed-menu="right"></aside>');
    const nav = document.querySelector<HTMLElement>('nav')!;
    stubHeight(nav, 50);
    stubHeight(document.getElementById('h')!, 50);
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    install(ctx);
    // At once, before any scroll: the root's scroll-padding-bottom counts the bar on narrow screens (page.css).
    expect(document.documentElement.classList.contains('dm-has-fixed-right')).toBe(true);
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.style.scrollPaddingTop).toBe('50px');
    const at = (v: number) => {
      y = v;
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
      return [nav.classList.contains('navbar-fixed-top'), document.querySelector('aside')!.classList.contains('active')];
    };
    expect(at(99)).toEqual([false, false]);
    expect(at(100)).toEqual([true, true]);
    expect(document.getElementById('h')!.style.minHeight).toBe('50px');
    expect(at(20)).toEqual([false, false]);
    expect(document.getElementById('h')!.style.minHeight).toBe('');
    document.documentElement.style.scrollPaddingTop = '';
    document.documentElement.classList.remove('dm-has-fixed-right');
  });
});
