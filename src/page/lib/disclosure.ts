/**
 * The one show/hide primitive of the page behaviours (Bootstrap 3 `.collapse` / `.collapse.in` markup): a control
 * with aria-expanded and aria-controls, and its panel. Used by collapse (accordions, navbar toggle), link highlighting
 * (opening the accordion that holds the current link) and the offices section; its ensureId also gives ids to the date
 * picker's, hash tabs' and tooltips' elements for their ARIA references, and its keepTabInside keeps Tab inside a panel
 * shown as a dialog (modals, the date picker).
 */

let uid = 0;

/** Gives el an id if it has none, and returns it. */
export function ensureId(el: Element, prefix = 'dm'): string {
  if (!el.id) el.id = `${prefix}-${++uid}`;
  return el.id;
}

/** Shows or hides panel ('in' class, hidden attribute for non-collapse panels) and updates every control of it. */
export function setExpanded(panel: HTMLElement, open: boolean, controls: Iterable<Element> = controlsOf(panel)): void {
  if (panel.classList.contains('collapse')) panel.classList.toggle('in', open);
  else panel.hidden = !open;
  for (const c of controls) {
    c.setAttribute('aria-expanded', String(open));
    c.classList.toggle('collapsed', !open);
  }
}

export const isExpanded = (panel: HTMLElement): boolean =>
  panel.classList.contains('collapse') ? panel.classList.contains('in') : !panel.hidden;

/** The controls that name panel by aria-controls, data-target or href. */
export function controlsOf(panel: HTMLElement): Element[] {
  const id = panel.id;
  if (!id) return [];
  const doc = panel.ownerDocument;
  return [...doc.querySelectorAll('[aria-controls], [data-target], a[href^="#"]')].filter(
    (c) =>
      c.getAttribute('aria-controls')?.split(/\s+/).includes(id) ||
      c.getAttribute('data-target') === `#${id}` ||
      (c.getAttribute('data-toggle') === 'collapse' && c.getAttribute('href') === `#${id}`),
  );
}

/**
 * Keeps Tab inside a dialog (from its keydown handler): from its last focusable element to the first, from the first
 * back to the last with Shift, and from outside it to its first (last with Shift); with nothing to focus, Tab does
 * nothing.
 */
export function keepTabInside(e: KeyboardEvent, dialog: HTMLElement, focusables: readonly HTMLElement[]): void {
  if (!focusables.length) return e.preventDefault();
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = dialog.ownerDocument.activeElement;
  const outside = !dialog.contains(active);
  const to = e.shiftKey ? (active === first || outside) && last : (active === last || outside) && first;
  if (!to) return;
  e.preventDefault();
  to.focus();
}
