/**
 * Navigation-menu items (README › Page behaviours): an item marked `toggle-scroll` (class on the link or its li)
 * scrolls smoothly to the target its href names (`?st=SELECTOR` or `#id`) when it is on this page; an item marked
 * `toggle-modal` opens the modal its href points to (`#id`), moved to the end of body, with focus kept in it until it
 * closes.
 */
import type { PageContext } from '../page-context';
import { smoothScrollTo } from './lib/smooth-scroll';
import { stParam } from './lib/st-target';
import { sameDocumentTarget } from './st-links';
import { modalFor, openModal } from './modal';

function scrollTarget(doc: Document, link: HTMLAnchorElement): HTMLElement | null {
  if (stParam(link.href)) return sameDocumentTarget(doc, link);
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('#') && href.length > 1 ? doc.getElementById(href.slice(1)) : null;
}

export function install({ doc }: PageContext): void {
  if (!doc.querySelector('.toggle-scroll, .toggle-modal')) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.toggle-modal > a, a.toggle-modal')) {
    link.setAttribute('aria-haspopup', 'dialog');
  }
  doc.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const item = link.closest('.toggle-scroll, .toggle-modal');
    if (!item || (item !== link && item.tagName !== 'LI')) return;
    if (item.classList.contains('toggle-modal')) {
      const modal = modalFor(doc, link);
      if (!modal) return;
      e.preventDefault();
      openModal(modal, link);
      return;
    }
    const target = scrollTarget(doc, link);
    if (!target) return;
    e.preventDefault();
    void smoothScrollTo(target);
  });
}
