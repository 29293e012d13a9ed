import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollOffset, smoothScrollTo } from '../../src/page/lib/smooth-scroll';

afterEach(() => vi.restoreAllMocks());

describe('smooth scroll', () => {
  it('reduces the offset by the body top padding and the root scroll padding', () => {
    document.body.innerHTML = '<div id="t"></div>';
    document.body.style.paddingTop = '30px';
    document.documentElement.style.scrollPaddingTop = '50px';
    const el = document.getElementById('t')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    expect(scrollOffset(el)).toBe(420);
    document.body.style.paddingTop = '';
    document.documentElement.style.scrollPaddingTop = '';
  });

  it('jumps under prefers-reduced-motion', async () => {
    document.body.innerHTML = '<div id="t"></div>';
    const el = document.getElementById('t')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await smoothScrollTo(el);
    expect(to).toHaveBeenCalledWith(0, 700);
    expect(raf).not.toHaveBeenCalled();
  });

  it('animates over 1000 ms with frames otherwise, ending on the target', async () => {
    document.body.innerHTML = '<div id="t"></div>';
    const el = document.getElementById('t')!;
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    let now = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      now += 250;
      queueMicrotask(() => cb(now));
      return 1;
    });
    const ys: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => void ys.push(y)) as unknown as typeof window.scrollTo);
    await smoothScrollTo(el);
    expect(ys.length).toBe(5);
    expect(ys[0]).toBe(0);
    expect(ys[2]).toBe(500);
    expect(ys.at(-1)).toBe(1000);
  });
});
