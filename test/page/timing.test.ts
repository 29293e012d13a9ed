import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, onScroll } from '../../src/page/lib/timing';
import { throttle } from '../../src/page/lib/throttle';

afterEach(() => vi.useRealTimers());

describe('timing', () => {
  it('debounce calls once, 100 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('throttle runs at once, then at most once per window', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 250);
    t();
    t();
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(249);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('onScroll listens passively and debounces by 100 ms', () => {
    vi.useFakeTimers();
    const add = vi.spyOn(window, 'addEventListener');
    const fn = vi.fn();
    onScroll(window, fn);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledOnce();
    add.mockRestore();
  });
});
