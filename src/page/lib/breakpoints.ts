/**
 * Layout breakpoints read from the page style (README › Page behaviours, Breakpoints). A theme exposes them as CSS
 * custom properties on the root element, changed in its media queries (src/page/page.css sets Bootstrap 3's defaults):
 *   --dm-navbar-layout: horizontal | collapsed
 *   --dm-screen: xs | sm | md | lg        (levels 1 to 4)
 * They are re-read on resize (debounced 100 ms); subscribers are called when either changes.
 */
import { onResize } from './timing';

export type NavbarLayout = 'horizontal' | 'collapsed';
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

export const SCREEN_LEVELS: Record<ScreenSize, number> = { xs: 1, sm: 2, md: 3, lg: 4 };

export interface Breakpoints {
  layout: NavbarLayout;
  screen: ScreenSize;
  /** 1 to 4. */
  level: number;
}

/** Reads the breakpoints from the root element's computed style; without the properties, Bootstrap 3's widths. */
export function readBreakpoints(win: Window): Breakpoints {
  const style = win.getComputedStyle(win.document.documentElement);
  const rawScreen = style.getPropertyValue('--dm-screen').trim().replace(/^["']|["']$/g, '');
  const rawLayout = style.getPropertyValue('--dm-navbar-layout').trim().replace(/^["']|["']$/g, '');
  const width = win.innerWidth;
  const screen: ScreenSize =
    rawScreen in SCREEN_LEVELS ? (rawScreen as ScreenSize) : width >= 1200 ? 'lg' : width >= 992 ? 'md' : width >= 768 ? 'sm' : 'xs';
  const layout: NavbarLayout =
    rawLayout === 'horizontal' || rawLayout === 'collapsed' ? rawLayout : SCREEN_LEVELS[screen] >= 2 ? 'horizontal' : 'collapsed';
  return { layout, screen, level: SCREEN_LEVELS[screen] };
}

const listeners = new Map<Window, { current: Breakpoints; subs: Set<(b: Breakpoints) => void> }>();

/** The current breakpoints, and fn called (debounced) on resize whenever they change. */
export function watchBreakpoints(win: Window, fn?: (b: Breakpoints, previous: Breakpoints) => void): Breakpoints {
  let entry = listeners.get(win);
  if (!entry) {
    const e = { current: readBreakpoints(win), subs: new Set<(b: Breakpoints) => void>() };
    entry = e;
    listeners.set(win, e);
    onResize(win, () => {
      const next = readBreakpoints(win);
      const prev = e.current;
      e.current = next;
      if (next.layout !== prev.layout || next.screen !== prev.screen) for (const s of e.subs) s(next);
    });
  }
  if (fn) {
    let prev = entry.current;
    entry.subs.add((b) => {
      fn(b, prev);
      prev = b;
    });
  }
  return entry.current;
}
