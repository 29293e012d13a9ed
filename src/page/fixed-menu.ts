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
import { nextFrame } from './lib/frame';

export const FIXED_MENU_SCROLL_PX = 100;

/**
 * Focus clear of the fixed bars (README › Page behaviours, "Focus"; WCAG 2.4.11), on every page, with or without
 * these menus (the cookie banner is fixed too). The root's scroll padding (the top menu's height, set by install
 * below; at the bottom the cookie banner and the quick-access bar, page.css) makes the browser's own focus scroll land
 * clear of them. But a browser scrolls only when it judges the control out of view, and some judge that against the
 * bare viewport, or against less than the control: WebKit leaves a field that lies whole in the window's bottom band,
 * under the bar and the banner, where Tab took it, and scrolls a text field's caret, not its box, clear of the top
 * menu (Shift+Tab leaves the field's top under it); Firefox ESR and WebKit leave a control partly in view where it is.
 * So, in the frame after a focus that no pointer press brought (Tab, a script), a control that still reaches into
 * the top or the bottom padding with its ring (its scroll margin), and is less than half as tall as the room between
 * them, is scrolled the least that clears it (`block: 'nearest'` honours the scroll padding and the control's
 * scroll-margin). Where the browser did it already (Chromium), nothing is read but the control's box and its and the
 * root's style, in a frame that lays the page out anyway. Controls inside what is fixed (the menus, the cookie banner,
 * modals) are left, and so are regions out of the Tab order (tabindex -1), which the script that focused them places
 * (a news list scrolled smoothly to its top after a page change). On a page without them the padding is 0: a control
 * left partly outside the window is scrolled into it.
 */
const FIXED = '[data-fixed-menu],.dm-cookie-banner,.modal';

export function keepFocusClear(doc: Document, win: Window): void {
  // Focus that follows a pointer press is left alone: the visitor pointed at what they see. (Not ':focus-visible':
  // WebKit does not give it to a text field that keys focused through WebDriver, which is how that is tested.)
  let pointer = false;
  doc.addEventListener('pointerdown', () => (pointer = true), true);
  doc.addEventListener('keydown', () => (pointer = false), true);
  doc.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    // (Nor a region a script focused, out of the Tab order: a list scrolled to after a page change, a widget.)
    if (pointer || el.tabIndex < 0 || el.closest(FIXED)) return;
    win.requestAnimationFrame(() => {
      const style = win.getComputedStyle(doc.documentElement);
      const top = parseFloat(style.scrollPaddingTop) || 0;
      const bottom = win.innerHeight - parseFloat(style.scrollPaddingBottom); // NaN: nothing
      const r = el.getBoundingClientRect();
      // Its ring too (the control's scroll margin, none where the browser has no such property), less a pixel: a
      // scroll may land on a fraction of one.
      const ring = (parseFloat(win.getComputedStyle(el).scrollMarginTop) || 0) - 1;
      // Not one taller than half the room between the bars: the browser's choice stands.
      if ((r.top - ring < top || r.bottom + ring > bottom) && r.height < (bottom - top) / 2) el.scrollIntoView({ block: 'nearest' });
    });
  });
}

export function install({ doc }: PageContext): void {
  const win = doc.defaultView!;
  keepFocusClear(doc, win);
  const top = doc.querySelector<HTMLElement>('[data-fixed-menu="top"]');
  const right = doc.querySelectorAll<HTMLElement>('[data-fixed-menu="right"]');
  if (!top && !right.length) return;
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
  nextFrame(win, () => {
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
