import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/st-scroll';
import { ST_DELAY_MS } from '../../src/page/lib/st-load';
import { page } from './context';
import { onDemandInstalled } from '../../src/page/lib/installed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** A page at ?st=#target whose target sits 900 px down, under reduced motion (a jump), window.scrollTo recorded. */
function pageWithTarget() {
  vi.useFakeTimers();
  history.replaceState(null, '', '/fr/?st=%23target');
  const ctx = page('<div id="target"></div>');
  vi.spyOn(document.getElementById('target')!, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
  return { ctx, to: vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined) };
}

describe('?st= on load', () => {
  it('scrolls to the element 1500 ms after install, not before', async () => {
    const { ctx, to } = pageWithTarget();
    install(ctx);
    await vi.advanceTimersByTimeAsync(ST_DELAY_MS - 1);
    expect(to).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    // then the next frame (the behaviours loaded on demand have measured by then)
    await vi.waitFor(() => expect(to).toHaveBeenCalledWith(0, 900));
  });

  it('waits for the behaviours loaded on demand, but not for one whose chunk never comes', async () => {
    const { ctx, to } = pageWithTarget();
    const before = onDemandInstalled.done;
    onDemandInstalled.done = new Promise(() => {}); // a chunk retried for ever
    try {
      install(ctx);
      await vi.advanceTimersByTimeAsync(2 * ST_DELAY_MS - 100);
      await vi.dynamicImportSettled();
      expect(to).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(to).toHaveBeenCalledWith(0, 900));
    } finally {
      onDemandInstalled.done = before;
    }
  });

  it('ignores selectors that do not parse, and HTML', async () => {
    vi.useFakeTimers();
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    for (const st of [')))', '<img src=x onerror=alert(1)>', '']) {
      history.replaceState(null, '', `/fr/?st=${encodeURIComponent(st)}`);
      install(page('<div id="target"></div>'));
    }
    await vi.advanceTimersByTimeAsync(2000);
    await vi.dynamicImportSettled();
    expect(to).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
  });
});
