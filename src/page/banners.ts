/**
 * Banners and body padding (README › Page behaviours). The cookie-information banner (`.dm-cookie-banner`) sets the
 * body's bottom padding to its height while it is in the page (and the root's `--dm-banner-bottom`, from which page.css
 * sets the root's scroll-padding-bottom, so that a control scrolled into view by focus is not left under it); the outdated-browser warning banner
 * (`.dm-outdated-browser`) does the same with the top padding. Banners present at load and banners added or removed
 * later (direct children of body) are followed, and the padding is re-measured after resize and when a navbar's class
 * changes. The padding animates over 300 ms after a 200 ms delay (class `dm-banner-padding`, see page.css; none under
 * prefers-reduced-motion) and is not applied when a navbar is fixed at that edge (`.navbar-fixed-top` /
 * `.navbar-fixed-bottom`). `[data-dismiss="banner"]` inside a banner removes it and remembers that for the session (the
 * entry removes the banners dismissed earlier: banner-state.ts).
 *
 * The outdated-browser banner is built by outdated-browser.ts, for the browsers browser-check.ts finds outdated. This
 * module comes with the navigation chunk (navigation.ts), loaded on every page with navigation or a banner.
 */
import type { PageContext } from '../page-context';
import { BANNERS, dismissed, STORAGE_KEY } from './banner-state';
import { onResize } from './lib/timing';
import { nextFrame } from './lib/frame';

/**
 * tarteaucitron.js's banner (the consent manager the map works with: README "Office-map widget") along the bottom edge
 * (its `orientation: "bottom"`): fixed there like ours, it would cover the page's end and the phone's quick-access
 * bar, so it counts as a bottom banner while it shows (it hides itself with `display: none`: a ResizeObserver follows
 * it, as its code adds it whenever it likes).
 */
const CONSENT_BANNER = '#tarteaucitronAlertBig.tarteaucitronAlertBigBottom';

function applyPadding(doc: Document): void {
  const body = doc.body;
  // Every height read before anything is written: one layout, not one per banner.
  const paddings = Object.values(BANNERS).map(({ selector, edge }) => {
    const banner = doc.querySelector<HTMLElement>(`body > ${selector}`);
    const fixedNavbar = doc.querySelector(`.navbar-fixed-${edge}`);
    let height = banner && !banner.hidden ? banner.offsetHeight : 0;
    if (edge === 'bottom') height = Math.max(height, doc.querySelector<HTMLElement>(CONSENT_BANNER)?.offsetHeight ?? 0);
    return [edge, height && !fixedNavbar ? `${height}px` : ''] as const;
  });
  body.classList.add('dm-banner-padding');
  for (const [edge, padding] of paddings) {
    body.style[edge === 'top' ? 'paddingTop' : 'paddingBottom'] = padding;
    // On the root: the phone quick-access bar stands on the cookie banner, and the root's scroll-padding-bottom keeps
    // focused controls and anchors above it (page.css).
    if (edge === 'bottom') doc.documentElement.style.setProperty('--dm-banner-bottom', padding); // '' removes it
  }
}

function remember(win: Window, selector: string): void {
  try {
    win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...dismissed(win), selector]));
  } catch {
    /* storage unavailable: the banner comes back on the next page */
  }
}

export function install(ctx: PageContext): void {
  const { doc } = ctx;
  const win = doc.defaultView!;
  const any = () => Object.values(BANNERS).some(({ selector }) => doc.querySelector(`body > ${selector}`));
  // Measured in the next frame, when the page has its first layout anyway (no forced layout during install).
  if (any()) nextFrame(win, () => applyPadding(doc));
  let padded = any();
  let consent: Element | null = null;
  const followConsent = () => {
    if (consent || !(consent = doc.querySelector(CONSENT_BANNER)) || typeof ResizeObserver !== 'function') return;
    new ResizeObserver(() => applyPadding(doc)).observe(consent);
  };
  followConsent();
  new MutationObserver(() => {
    if (any() || padded) applyPadding(doc);
    padded = any();
    followConsent();
  }).observe(doc.body, { childList: true });
  // A banner's height changes with the width; a navbar becomes fixed at an edge (its class changes) on scroll.
  const refresh = () => (padded || consent) && applyPadding(doc);
  onResize(win, refresh);
  const navbars = new MutationObserver(refresh);
  for (const n of doc.querySelectorAll('.navbar')) navbars.observe(n, { attributes: true, attributeFilter: ['class'] });
  doc.addEventListener('click', (e) => {
    const close = (e.target as Element).closest?.('[data-dismiss="banner"]');
    if (!close) return;
    const entry = Object.values(BANNERS).find(({ selector }) => close.closest(selector));
    if (!entry) return;
    close.closest(entry.selector)?.remove();
    remember(win, entry.selector);
  });
}
