/**
 * Integrator diagnostics and catalogued widget errors share one rule (spec §6): env 'dev' shows them in the page
 * (Bootstrap 3 alert markup, built with DOM APIs, never HTML strings) and logs them; 'prod' only logs them.
 */
import { warn } from './log';

export interface Diagnostic {
  /** Short, actionable: what is wrong. */
  warning: string;
  /** How to fix it. */
  help?: string;
  /** Machine-readable code: a widget error code (1-6) or a diagnostic name. */
  code?: number | string;
}

export const ALERT_CLASS = 'dm-front-diagnostic';

export function report(el: Element | null, diagnostic: Diagnostic, dev: boolean): void {
  warn(diagnostic.warning + (diagnostic.help ? ` (${diagnostic.help})` : ''), el ?? '');
  if (!dev || !el) return;
  el.querySelector(':scope > .' + ALERT_CLASS)?.remove();
  el.prepend(renderAlert(el.ownerDocument, diagnostic));
}

/** The dev-mode alert markup; also used by the React error display so both look the same. */
export function renderAlert(doc: Document, { warning, help, code }: Diagnostic): HTMLElement {
  const box = doc.createElement('div');
  box.className = `alert alert-warning ${ALERT_CLASS}`;
  box.setAttribute('role', 'alert');
  if (code !== undefined) box.dataset.code = String(code);
  const strong = doc.createElement('strong');
  strong.textContent = warning;
  box.append(strong);
  if (help) {
    const p = doc.createElement('p');
    p.textContent = help;
    box.append(p);
  }
  return box;
}
