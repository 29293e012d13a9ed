/**
 * The target of a `?st=SELECTOR` parameter (README › Page behaviours): read from a URL and looked up safely (the value
 * is data, never HTML; a selector that does not parse finds nothing), and scrolled to. Used on load (st-scroll.ts,
 * which loads this module), by `?st=` links (st-links.ts) and by navigation-menu items (menu-toggles.ts).
 */
import { smoothScrollTo } from './smooth-scroll';

/** The element a selector names, or null (a selector that does not parse, or one too long to be real, finds nothing). */
export function findTarget(doc: Document, selector: string | null | undefined): HTMLElement | null {
  if (!selector || selector.length > 500) return null;
  try {
    const el = doc.querySelector(selector);
    return el instanceof HTMLElement ? el : null;
  } catch {
    return null;
  }
}

/** The `st` query parameter of a URL, or null. */
export function stParam(url: string | URL, base?: string): string | null {
  try {
    return new URL(url, base).searchParams.get('st');
  } catch {
    return null;
  }
}

/**
 * Scrolls smoothly to the element a URL's `?st=` names, if it is in doc. Marked 'dm-st-target' once looked up, found
 * or not (the moment `?st=` on load has done what it will do).
 */
export function scrollToStTarget(doc: Document, url: string): void {
  const el = findTarget(doc, stParam(url));
  if (el) void smoothScrollTo(el);
  performance.mark('dm-st-target');
}
