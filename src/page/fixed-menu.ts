/**
 * Fixed menu (README › Page behaviours): at 100 px of scroll or more, the top menu (`[data-fixed-menu="top"]`) gets the
 * classes `navbar-fixed-top dm-fixed` and its parent keeps the height it had, so the page does not jump; the
 * right-side menu (`[data-fixed-menu="right"]`) gets `active` and the body `dm-fixed-right` (on narrow screens the menu is
 * a bottom bar the page is padded for: page.css). Below 100 px, neither. The root gets `dm-has-fixed-right` at once, so
 * that on narrow screens its scroll-padding-bottom counts the bar (page.css): a control that focus scrolls into view
 * lands above the bar, which shows once the scroll has passed 100 px. Checked on load and after
 * scroll and resize (debounced 100 ms, passive listeners). The root's scroll-padding-top is set to the top menu's
 * height, so anchors and smooth scrolls land below it rather than under it. A `?st=` target scrolled to before this
 * chunk came (st-scroll.ts waits for it a while only) is scrolled to again, below the menu.
 */
import type { PageContext } from '../page-context';
import { scrollOffset, smoothScrollTo } from './lib/smooth-scroll';
import { findTarget, stParam } from './lib/st-target';
import { onResize, onScroll } from './lib/timing';

export const FIXED_MENU_SCROLL_PX = 100;

export function install({ doc }: PageContext): void {
  const top = doc.querySelector<HTMLElement>('[data-fixed-menu="top"]');
  const right = doc.querySelectorAll<HTMLElement>('[data-fixed-menu="right"]');
  if (!top && !right.length) return;
  const win = doc.defaultView!;
  if (right.length) doc.documentElement.classList.add('dm-has-fixed-right'); // no layout read: page.css does the rest
  const update = () => {
    const fixed = win.scrollY >= FIXED_MENU_SCROLL_PX;
    if (top && fixed !== top.classList.contains('dm-fixed')) {
      const holder = top.parentElement;
      if (holder) holder.style.minHeight = fixed ? `${holder.offsetHeight}px` : '';
      top.classList.toggle('navbar-fixed-top', fixed);
      top.classList.toggle('dm-fixed', fixed);
    }
    for (const r of right) r.classList.toggle('active', fixed);
    if (right.length) doc.body.classList.toggle('dm-fixed-right', fixed); // page.css pads the page for the bottom bar
  };
  const cover = () => {
    if (top) doc.documentElement.style.scrollPaddingTop = `${top.offsetHeight}px`;
  };
  win.requestAnimationFrame(() => {
    // A `?st=` scroll on load that came before this chunk (a slow connection) left its target where the menu now
    // covers it: scrolled to again, unless the visitor has scrolled since (the page is no longer where it landed).
    const st = performance.getEntriesByName('dm-st-target').length ? findTarget(doc, stParam(doc.location.href)) : null;
    const landed = st && scrollOffset(st);
    cover();
    update();
    if (st && Math.abs(win.scrollY - landed!) <= 1 && scrollOffset(st) !== landed) void smoothScrollTo(st);
  });
  onScroll(win, update);
  onResize(win, () => (cover(), update()));
}
