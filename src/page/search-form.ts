/**
 * Search (README › Page behaviours): the navbar search form (`.navbar-form`, or any form marked `.dm-search-form`) gets
 * the class `focused` while its input has focus; a modal that holds an input named 'query' focuses it when it opens.
 */
import type { PageContext } from '../page-context';

const FORMS = '.navbar-form, .dm-search-form';

export function install({ doc }: PageContext): void {
  const forms = doc.querySelectorAll(FORMS);
  for (const form of forms) {
    form.addEventListener('focusin', (e) => {
      if ((e.target as Element).matches('input')) form.classList.add('focused');
    });
    form.addEventListener('focusout', () => form.classList.remove('focused'));
  }
  if (!doc.querySelector('.modal input[name="query"]')) return;
  doc.addEventListener('shown.bs.modal', (e) => {
    (e.target as Element).querySelector<HTMLInputElement>('input[name="query"]')?.focus();
  });
}
