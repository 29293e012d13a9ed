import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, reveal } from '../../src/page/lazy-images';
import { page } from './context';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazy images', () => {
  it('reveal copies data-src and data-srcset', () => {
    page('<img data-src="/a.jpg" data-srcset="/a.jpg 1x, /a2.jpg 2x" alt="">');
    const img = document.querySelector('img')!;
    reveal(img);
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(img.getAttribute('srcset')).toBe('/a.jpg 1x, /a2.jpg 2x');
    expect(img.hasAttribute('data-src')).toBe(false);
    expect(img.classList.contains('lazy-loaded')).toBe(true);
  });

  it('uses an IntersectionObserver with a margin, revealing images as they intersect', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    const io = vi.fn(function (this: object, cb: IntersectionObserverCallback, opts: IntersectionObserverInit) {
      callback = cb;
      expect(opts.rootMargin).toBe('200px 0px');
      return { observe: (el: Element) => observed.push(el), unobserve: vi.fn() };
    });
    vi.stubGlobal('IntersectionObserver', io);
    const ctx = page('<img id="a" data-src="/a.jpg" alt=""><img id="b" data-src="/b.jpg" alt=""><img id="c" src="/c.jpg" alt="">');
    install(ctx);
    expect(observed.map((e) => e.id)).toEqual(['a', 'b']);
    expect(document.getElementById('a')!.getAttribute('loading')).toBe('lazy');
    callback([{ isIntersecting: true, target: observed[1] } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(document.getElementById('b')!.getAttribute('src')).toBe('/b.jpg');
    expect(document.getElementById('a')!.hasAttribute('src')).toBe(false);
  });

  it('without IntersectionObserver, checks on scroll throttled at 250 ms', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    const ctx = page('<img id="a" data-src="/a.jpg" alt="">');
    const img = document.getElementById('a')!;
    let top = 2000;
    vi.spyOn(img, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 100 }) as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    install(ctx);
    expect(img.hasAttribute('src')).toBe(false);
    top = 500;
    window.dispatchEvent(new Event('scroll'));
    expect(img.hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(250);
    expect(img.getAttribute('src')).toBe('/a.jpg');
  });
});
