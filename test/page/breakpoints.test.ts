import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBreakpoints, SCREEN_LEVELS } from '../../src/page/lib/breakpoints';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('breakpoints', () => {
  it('reads --dm-screen and --dm-navbar-layout from the root style', () => {
    document.documentElement.style.setProperty('--dm-screen', 'md');
    document.documentElement.style.setProperty('--dm-navbar-layout', 'collapsed');
    expect(readBreakpoints(window)).toEqual({ screen: 'md', layout: 'collapsed', level: 3 });
  });

  it("falls back to Bootstrap 3's widths without the properties", () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(800);
    expect(readBreakpoints(window)).toEqual({ screen: 'sm', layout: 'horizontal', level: 2 });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(500);
    expect(readBreakpoints(window)).toEqual({ screen: 'xs', layout: 'collapsed', level: 1 });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1300);
    expect(readBreakpoints(window).level).toBe(4);
  });

  it('orders xs < sm < md < lg as levels 1 to 4', () => {
    expect(SCREEN_LEVELS).toEqual({ xs: 1, sm: 2, md: 3, lg: 4 });
  });
});
