/**
 * Dropdowns (Bootstrap 3 markup, without jQuery), in the disclosure-navigation pattern: a `[data-toggle="dropdown"]`
 * control opens its parent (`li` or `.dropdown`) by adding `open`, with aria-expanded; nested submenus
 * (`.dropdown-submenu`) open inside their menu. Esc closes the innermost open menu and returns focus to its toggle;
 * a click outside or focus leaving closes them.
 */
import type { PageContext } from '../page-context';

const TOGGLE = '[data-toggle="dropdown"]';

const holderOf = (toggle: Element) => toggle.closest('li, .dropdown, .btn-group');

function setOpen(toggle: Element, open: boolean): void {
  const holder = holderOf(toggle);
  if (!holder) return;
  holder.classList.toggle('open', open);
  toggle.setAttribute('aria-expanded', String(open));
  if (!open) for (const inner of holder.querySelectorAll(`.open > ${TOGGLE}`)) setOpen(inner, false);
}

/** Closes every open dropdown that does not contain el. */
function closeOthers(doc: Document, el: Element | null): void {
  for (const toggle of doc.querySelectorAll(`.open > ${TOGGLE}`)) {
    const holder = holderOf(toggle);
    if (holder && !(el && holder.contains(el))) setOpen(toggle, false);
  }
}

export function install({ doc }: PageContext): void {
  const toggles = doc.querySelectorAll(TOGGLE);
  if (!toggles.length) return;
  for (const t of toggles) {
    t.setAttribute('aria-expanded', String(!!holderOf(t)?.classList.contains('open')));
    if (t.tagName === 'A' && !t.hasAttribute('role')) t.setAttribute('role', 'button');
  }
  const toggle = (t: Element) => {
    const open = !holderOf(t)?.classList.contains('open');
    closeOthers(doc, t);
    setOpen(t, open);
  };
  doc.addEventListener('click', (e) => {
    const t = (e.target as Element).closest?.(TOGGLE);
    if (!t) return closeOthers(doc, e.target as Element);
    e.preventDefault();
    toggle(t);
  });
  doc.addEventListener('keydown', (e) => {
    const target = e.target as Element;
    const t = target.closest?.(TOGGLE);
    if (t && e.key === ' ' && t.tagName === 'A') {
      e.preventDefault();
      toggle(t);
    } else if (e.key === 'Escape') {
      const open = target.closest?.('.open');
      const ownToggle = open?.querySelector<HTMLElement>(`:scope > ${TOGGLE}`);
      if (!ownToggle) return;
      setOpen(ownToggle, false);
      ownToggle.focus();
    }
  });
  doc.addEventListener('focusin', (e) => closeOthers(doc, e.target as Element));
}
