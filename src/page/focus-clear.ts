/**
 * Focus clear of the fixed bars (README › Page behaviours, "Focus"; WCAG 2.4.11). The root's scroll padding (the top
 * menu's height, set by fixed-menu.ts; at the bottom the cookie banner and the quick-access bar, page.css) makes the
 * browser's own focus scroll land clear of them. But a browser scrolls only when it judges the control out of view,
 * and some judge that against the bare viewport: WebKit leaves a field that lies whole in the window's bottom band,
 * under the bar and the banner, where Tab took it; Firefox ESR and WebKit leave a control partly in view where it is.
 * So, in the frame after a focus that no pointer press brought (Tab, a script), a control that still reaches into that padding (and fits between the
 * paddings) is scrolled the least that clears it (`block: 'nearest'` honours the scroll padding and the control's
 * scroll-margin). Where the browser did it already (Chromium), nothing is read but the control's box and the root's
 * style, in a frame that lays the page out anyway. Controls inside what is fixed (menus, banners, modals) are left.
 */
import type { PageContext } from '../page-context';

const FIXED = '[data-fixed-menu], .navbar-fixed-top, .navbar-fixed-bottom, body > .dm-cookie-banner, body > .dm-outdated-browser, .modal';

export function install({ doc }: PageContext): void {
  if (!doc.querySelector('[data-fixed-menu], body > .dm-cookie-banner, body > .dm-outdated-browser')) return;
  const win = doc.defaultView!;
  // Focus that follows a pointer press is left alone: the visitor pointed at what they see. (Not ':focus-visible':
  // WebKit does not give it to a text field that keys focused through WebDriver, which is how that is tested.)
  let pointer = false;
  doc.addEventListener('pointerdown', () => (pointer = true), { capture: true, passive: true });
  doc.addEventListener('keydown', () => (pointer = false), { capture: true, passive: true });
  doc.addEventListener('focusin', (e) => {
    const el = e.target as Element;
    if (pointer || !(el instanceof win.HTMLElement) || el.closest(FIXED)) return;
    win.requestAnimationFrame(() => {
      if (doc.activeElement !== el) return;
      const style = win.getComputedStyle(doc.documentElement);
      const top = parseFloat(style.scrollPaddingTop) || 0;
      const bottom = win.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0);
      const r = el.getBoundingClientRect();
      if (!r.height || r.height > bottom - top) return; // taller than the room between them: the browser's choice stands
      if (r.bottom > bottom + 1 || r.top < top - 1) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  });
}
