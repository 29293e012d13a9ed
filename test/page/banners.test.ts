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
    document.querySelector<HTMLElement>('[data-dismiss="banner"]')!.click();
    await flush();
    expect(document.querySelector('.dm-cookie-banner')).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
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
