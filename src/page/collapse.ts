/**
 * Collapse (Bootstrap 3 markup, without jQuery): a `[data-toggle="collapse"]` control shows or hides the panels named
 * by its data-target (a selector) or href; with data-parent, the other open panels of that accordion close.
 * Used by the navigation-menu accordion and the navbar's collapsed-layout toggle.
 */
import type { PageContext } from '../page-context';
import { ensureId, isExpanded, setExpanded } from './lib/disclosure';

const SELECTOR = '[data-toggle="collapse"]';

/** The elements a selector from the markup names; none when it does not parse. */
function select(doc: Document, selector: string | null): HTMLElement[] {
  if (!selector || selector === '#') return [];
  try {
    return [...doc.querySelectorAll(selector)].filter((el): el is HTMLElement => el instanceof HTMLElement);
  } catch {
    return [];
  }
}

const panelsOf = (doc: Document, control: Element) => select(doc, control.getAttribute('data-target') ?? control.getAttribute('href'));

function toggle(doc: Document, control: Element): void {
  for (const panel of panelsOf(doc, control)) {
    const open = !isExpanded(panel);
    const [parent] = select(doc, control.getAttribute('data-parent'));
    if (open && parent) {
      for (const other of parent.querySelectorAll<HTMLElement>('.collapse.in')) {
        if (other !== panel && !other.contains(panel)) setExpanded(other, false);
      }
    }
    setExpanded(panel, open);
  }
}

export function install({ doc }: PageContext): void {
  const controls = doc.querySelectorAll(SELECTOR);
  if (!controls.length) return;
  for (const c of controls) {
    const panels = panelsOf(doc, c);
    if (!panels.length) continue;
    c.setAttribute('aria-controls', panels.map((p) => ensureId(p, 'dm-collapse')).join(' '));
    c.setAttribute('aria-expanded', String(isExpanded(panels[0])));
    if (c.tagName === 'A' && !c.hasAttribute('role')) c.setAttribute('role', 'button');
  }
  doc.addEventListener('click', (e) => {
    const control = (e.target as Element).closest?.(SELECTOR);
    if (!control) return;
    e.preventDefault();
    toggle(doc, control);
  });
  // Links with role=button activate with Space too.
  doc.addEventListener('keydown', (e) => {
    const control = (e.target as Element).closest?.(SELECTOR);
    if (control?.tagName === 'A' && e.key === ' ') {
      e.preventDefault();
      toggle(doc, control);
    }
  });
}
