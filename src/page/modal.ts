/**
 * Modals (Bootstrap 3 markup, without jQuery): `[data-toggle="modal"][data-target|href="#id"]` opens `.modal#id`,
 * which is moved to the end of body; focus moves into it and is kept there (Tab cycles), Esc, the backdrop and
 * `[data-dismiss="modal"]` close it, and focus returns to the opener. Fires 'shown.bs.modal' and 'hidden.bs.modal'
 * on the modal, as Bootstrap does, for themes and the search form.
 */
import type { PageContext } from '../page-context';
import { keepTabInside } from './lib/disclosure';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Open {
  modal: HTMLElement;
  opener: HTMLElement | null;
  backdrop: HTMLElement;
  onKey: (e: KeyboardEvent) => void;
}

let current: Open | undefined;

const focusables = (modal: HTMLElement) =>
  [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));

export function closeModal(): void {
  if (!current) return;
  const { modal, opener, backdrop, onKey } = current;
  current = undefined;
  const doc = modal.ownerDocument;
  doc.removeEventListener('keydown', onKey, true);
  modal.classList.remove('in', 'dm-modal-open');
  modal.setAttribute('aria-hidden', 'true');
  backdrop.remove();
  doc.body.classList.remove('modal-open');
  opener?.focus();
  modal.dispatchEvent(new CustomEvent('hidden.bs.modal', { bubbles: true }));
}

export function openModal(modal: HTMLElement, opener: HTMLElement | null): void {
  if (current?.modal === modal) return;
  closeModal();
  const doc = modal.ownerDocument;
  if (modal.parentElement !== doc.body || modal.nextElementSibling) doc.body.append(modal);
  modal.setAttribute('role', modal.getAttribute('role') ?? 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.removeAttribute('aria-hidden');
  if (!modal.hasAttribute('tabindex')) modal.tabIndex = -1;
  const backdrop = doc.createElement('div');
  backdrop.className = 'modal-backdrop fade in';
  backdrop.addEventListener('click', closeModal);
  doc.body.append(backdrop);
  doc.body.classList.add('modal-open');
  modal.classList.add('dm-modal-open', 'in');
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeModal();
    } else if (e.key === 'Tab') keepTabInside(e, modal, focusables(modal));
  };
  doc.addEventListener('keydown', onKey, true);
  current = { modal, opener, backdrop, onKey };
  (focusables(modal)[0] ?? modal).focus();
  modal.dispatchEvent(new CustomEvent('shown.bs.modal', { bubbles: true }));
}

/** The modal an opener points to by data-target or href ('#id'), or null. */
export function modalFor(doc: Document, opener: Element): HTMLElement | null {
  const ref = opener.getAttribute('data-target') || opener.getAttribute('href') || '';
  if (!ref.startsWith('#')) return null;
  const el = doc.getElementById(ref.slice(1));
  return el?.classList.contains('modal') ? el : null;
}

export function install({ doc }: PageContext): void {
  if (!doc.querySelector('.modal')) return;
  for (const m of doc.querySelectorAll<HTMLElement>('.modal')) if (!m.classList.contains('in')) m.setAttribute('aria-hidden', 'true');
  doc.addEventListener('click', (e) => {
    const el = e.target as Element;
    if (el.closest?.('[data-dismiss="modal"]') && current?.modal.contains(el)) {
      e.preventDefault();
      return closeModal();
    }
    if (current && el === current.modal) return closeModal();
    const opener = el.closest?.<HTMLElement>('[data-toggle="modal"]');
    const modal = opener && modalFor(doc, opener);
    if (!modal) return;
    e.preventDefault();
    openModal(modal, opener);
  });
}
