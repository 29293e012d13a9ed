/**
 * Offices section (README › Page behaviours): in `.dm-offices`, each `.dm-office` has a heading (`.dm-office-title`)
 * and its details (`.dm-office-details`). The heading's text is wrapped in a button with aria-expanded and
 * aria-controls that toggles the details; all details are hidden at start.
 */
import type { PageContext } from '../page-context';
import { ensureId, isExpanded, setExpanded } from './lib/disclosure';

export function install({ doc }: PageContext): void {
  for (const office of doc.querySelectorAll<HTMLElement>('.dm-offices .dm-office')) {
    const title = office.querySelector<HTMLElement>('.dm-office-title');
    const details = office.querySelector<HTMLElement>('.dm-office-details');
    if (!title || !details) continue;
    let button = title.querySelector('button');
    if (!button) {
      button = doc.createElement('button');
      button.type = 'button';
      button.className = 'dm-office-toggle';
      button.append(...title.childNodes);
      title.append(button);
    }
    button.setAttribute('aria-controls', ensureId(details, 'dm-office'));
    setExpanded(details, false, [button]);
    const control = button;
    control.addEventListener('click', () => setExpanded(details, !isExpanded(details), [control]));
  }
}
