import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/banners';
import { removeDismissed } from '../../src/page/banner-state';
import { isOutdatedBrowser, needsOutdatedBanner } from '../../src/page/browser-check';
import { page, stubHeight } from './context';

const flush = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => sessionStorage.clear());

describe('banners', () => {
  it('cookie banner: bottom padding = its height; reset when removed; animated by class', async () => {
    const ctx = page('<div class="dm-cookie-banner"><button data-dismiss="banner">OK</button></div>');
    stubHeight(document.querySelector('.dm-cookie-banner')!, 64);
    install(ctx);
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.body.classList.contains('dm-banner-padding')).toBe(true);
    expect(document.body.style.paddingBottom).toBe('64px');
    expect(document.body.style.paddingTop).toBe('');
    // On the root, for its scroll-padding-bottom and the quick-access bar (page.css).
    expect(document.documentElement.style.getPropertyValue('--dm-banner-bottom')).toBe('64px');
    document.querySelector<HTMLElement>('[data-dismiss="banner"]')!.click();
    await flush();
    expect(document.querySelector('.dm-cookie-banner')).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.getPropertyValue('--dm-banner-bottom')).toBe('');
    expect(sessionStorage.getItem('dm-banner-dismissed')).toContain('.dm-cookie-banner');
  });

  it('a dismissed banner is removed on the next page of the session; the others stay', () => {
    sessionStorage.setItem('dm-banner-dismissed', JSON.stringify(['.dm-cookie-banner']));
    removeDismissed(page('<div class="dm-cookie-banner"></div><div class="dm-outdated-browser"></div>'));
    expect(document.querySelector('.dm-cookie-banner')).toBeNull();
    expect(document.querySelector('.dm-outdated-browser')).not.toBeNull();
  });

  it('a page without banners does not read the session storage (a synchronous read on first use)', () => {
    const read = vi.spyOn(window.sessionStorage, 'getItem');
    removeDismissed(page('<p>no banner</p>'));
    expect(read).not.toHaveBeenCalled();
    removeDismissed(page('<div class="dm-cookie-banner"></div>'));
    expect(read).toHaveBeenCalledWith('dm-banner-dismissed');
    read.mockRestore();
  });

  it('outdated-browser banner added later: top padding, not when the navbar is fixed at the top', async () => {
    const ctx = page('<nav class="navbar"></nav>');
    install(ctx);
    const banner = document.createElement('div');
    banner.className = 'dm-outdated-browser';
    stubHeight(banner, 40);
    document.body.prepend(banner);
    await flush();
    expect(document.body.style.paddingTop).toBe('40px');
    document.querySelector('nav')!.classList.add('navbar-fixed-top');
    await flush();
    expect(document.body.style.paddingTop).toBe('');
    document.querySelector('nav')!.classList.remove('navbar-fixed-top');
    await flush();
    expect(document.body.style.paddingTop).toBe('40px');
    banner.remove();
    await flush();
    expect(document.body.style.paddingTop).toBe('');
  });

  it('judges a browser outdated when a needed feature is missing', () => {
    expect(isOutdatedBrowser(window)).toBe(false);
    const old = { ...window, structuredClone: undefined, ResizeObserver: function () {} } as unknown as Window;
    expect(isOutdatedBrowser(old)).toBe(true);
    expect(needsOutdatedBanner(page(''))).toBe(false);
  });
});

describe('banners and the fixed menu in the first frame', () => {
  it('every height is read before the body is padded (one layout for the frame, not one per reading)', async () => {
    const { install: navigation } = await import('../../src/page/navigation');
    const ctx = page('<div class="dm-outdated-browser"></div><div><nav class="navbar" data-fixed-menu="top"></nav></div><p>text</p><div class="dm-cookie-banner"></div>');
    const log: string[] = [];
    const read = (selector: string, height: number) =>
      Object.defineProperty(document.querySelector(selector)!, 'offsetHeight', { configurable: true, get: () => (log.push(`read ${selector}`), height) });
    read('.dm-outdated-browser', 40);
    read('[data-fixed-menu]', 50);
    read('.dm-cookie-banner', 64);
    const style = document.body.style;
    const logged = new Proxy(style, {
      set: (target, key, value) => (log.push(`write ${String(key)}`), Reflect.set(target, key, value)),
      get: (target, key) => (key === 'setProperty' ? (...a: [string, string | null]) => (log.push('write setProperty'), target.setProperty(...a)) : Reflect.get(target, key)),
    });
    Object.defineProperty(document.body, 'style', { configurable: true, get: () => logged });
    // The first frame's callbacks, in the order the behaviours asked for them, as the browser runs them.
    const frame: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frame.push(cb));
    try {
      navigation(ctx);
      raf.mockRestore();
      for (const cb of frame) cb(performance.now());
      expect(style.paddingTop).toBe('40px');
      expect(style.paddingBottom).toBe('64px');
      const firstWrite = log.findIndex((l) => l.startsWith('write'));
      expect(firstWrite, log.join(', ')).toBeGreaterThan(0);
      expect(log.slice(firstWrite).filter((l) => l.startsWith('read')), log.join(', ')).toEqual([]);
      expect(log.slice(0, firstWrite).sort()).toEqual(['read .dm-cookie-banner', 'read .dm-outdated-browser', 'read [data-fixed-menu]']);
    } finally {
      delete (document.body as { style?: unknown }).style;
    }
  });
});
