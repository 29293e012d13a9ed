/**
 * Links containing `?st=` (README › Page behaviours) anywhere in the page except navigation menus (`nav`, `.navbar`,
 * `.dm-nav-menu`): a click scrolls smoothly to the target when the link points to this page and the target exists
 * here; otherwise the browser navigates as usual (and the target page scrolls on load, see st-scroll).
 */
import type { PageContext } from '../page-context';
import { smoothScrollTo } from './lib/smooth-scroll';
import { findTarget, stParam } from './lib/st-target';
import { NAV_MENUS } from './lib/nav-menus';

/** The element a link's `?st=` names when the link points to this page, or null. */
export function sameDocumentTarget(doc: Document, link: HTMLAnchorElement): HTMLElement | null {
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', doc.location.href);
  } catch {
    return null;
  }
  if (url.origin !== doc.location.origin || url.pathname !== doc.location.pathname) return null;
  return findTarget(doc, stParam(url));
}

export function install({ doc }: PageContext): void {
  doc.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.<HTMLAnchorElement>('a[href*="st="]');
    if (!link || link.closest(NAV_MENUS) || !stParam(link.href)) return;
    const target = sameDocumentTarget(doc, link);
    if (!target) return;
    e.preventDefault();
    void smoothScrollTo(target);
  });
}
