/**
 * Integrator diagnostics and catalogued widget errors share one rule (README › The page contract, "Diagnostics and
 * errors"): env 'dev' shows them in the page (Bootstrap 3 alert markup, built with DOM APIs, never HTML strings) and
 * logs them; 'prod' only logs them, and leaves a hidden mark in the placeholder (the height CSS reserves for an empty
 * placeholder is released; the code can be found in the DOM).
 */
import { warn } from './log';
import { SKELETON_CLASS } from './raw-options';
import { FailureEvents, type FailureDetail, type Replay } from './telemetry/failure-event';

export interface Diagnostic {
  /** Short, actionable: what is wrong. */
  warning: string;
  /** How to fix it. */
  help?: string;
  /** Machine-readable code: a widget error code (1-6) or a diagnostic name. */
  code?: number | string;
}

export const ALERT_CLASS = 'dm-front-diagnostic';
/** The hidden production mark of a failed widget: `<div hidden class="dm-front-error" data-code="…">`. */
export const MARK_CLASS = 'dm-front-error';

export function report(el: Element | null, diagnostic: Diagnostic, dev: boolean): void {
  warn(diagnostic.warning + (diagnostic.help ? ` (${diagnostic.help})` : ''), el ?? '');
  if (!el) return;
  announceFailure(el, diagnostic);
  for (const old of el.querySelectorAll(`:scope > .${ALERT_CLASS}, :scope > .${MARK_CLASS}, :scope > .${SKELETON_CLASS}`)) old.remove();
  el.prepend(dev ? renderAlert(el.ownerDocument, diagnostic) : renderMark(el.ownerDocument, diagnostic));
}

/** The failures announced so far (at most 25), replayed to the field reports, which load after the page's load. */
const announced: FailureDetail[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(FailureEvents.Replay, (e) => {
    for (const detail of announced) (e as CustomEvent<Replay>).detail(detail);
  });
}

/** Tell the page (and the field reports) that a widget failed: a bubbling `dm-front:failure` event from el. */
export function announceFailure(el: Element | null, { code, warning }: Diagnostic): void {
  const placeholder = el?.closest('.dm_widget');
  if (!el || !placeholder) return;
  const detail: FailureDetail = {
    code,
    message: warning,
    widget: placeholder.getAttribute('data-widget') ?? '',
    widgetId: placeholder.getAttribute('data-widget-id') ?? '',
  };
  if (announced.length < 25) announced.push(detail);
  el.dispatchEvent(new CustomEvent(FailureEvents.Failure, { bubbles: true, detail }));
}

function renderMark(doc: Document, { code }: Diagnostic): HTMLElement {
  const mark = doc.createElement('div');
  mark.hidden = true;
  mark.className = MARK_CLASS;
  if (code !== undefined) mark.dataset.code = String(code);
  return mark;
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
