import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, setSwitched } from '../../src/page/navbar-switcher';
import { page } from './context';

const NAV = '<nav class="navbar navbar-inverse" data-switcher><a class="navbar-brand"><span class="navbar-brand-name">Firm</span><img class="navbar-brand-logo" alt="Firm" hidden></a></nav>';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

describe('navbar switcher', () => {
  it('switches style, name and logo, and back', () => {
    page(NAV);
    const nav = document.querySelector<HTMLElement>('nav')!;
    setSwitched(nav, true);
    expect(nav.className).toContain('navbar-default');
    expect(nav.className).not.toContain('navbar-inverse');
    expect(nav.querySelector<HTMLElement>('.navbar-brand-name')!.hidden).toBe(true);
    expect(nav.querySelector<HTMLElement>('.navbar-brand-logo')!.hidden).toBe(false);
    setSwitched(nav, false);
    expect(nav.className).toContain('navbar-inverse');
    expect(nav.querySelector<HTMLElement>('.navbar-brand-logo')!.hidden).toBe(true);
  });

  it("reads the breakpoints in the first frame, not in the entry's task (a forced style of the whole page)", async () => {
    vi.useFakeTimers();
    vi.resetModules(); // a breakpoints module that has not read this window yet
    const { install: fresh } = await import('../../src/page/navbar-switcher');
    document.documentElement.style.setProperty('--dm-navbar-layout', 'collapsed');
    const ctx = page(NAV);
    const styles = vi.spyOn(window, 'getComputedStyle');
    fresh(ctx);
    expect(styles).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(styles).toHaveBeenCalled();
    expect(document.querySelector('nav')!.classList.contains('dm-switched')).toBe(true); // collapsed: switched at once
  });

  it('horizontal layout: switches once scrolled past the navbar bottom (debounced)', () => {
    vi.useFakeTimers();
    document.documentElement.style.setProperty('--dm-navbar-layout', 'horizontal');
    const ctx = page(NAV);
    const nav = document.querySelector<HTMLElement>('nav')!;
    vi.spyOn(nav, 'getBoundingClientRect').mockReturnValue({ bottom: 50 } as DOMRect);
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    install(ctx);
    vi.advanceTimersToNextFrame();
    expect(nav.classList.contains('dm-switched')).toBe(false);
    y = 51;
    window.dispatchEvent(new Event('scroll'));
    expect(nav.classList.contains('dm-switched')).toBe(false);
    vi.advanceTimersByTime(100);
    expect(nav.classList.contains('dm-switched')).toBe(true);
    y = 10;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(nav.classList.contains('dm-switched')).toBe(false);
  });
});
