/**
 * The one error module: what a diagnostic is, the widget error catalogue and its WidgetError, and how both are
 * reported. Integrator diagnostics and catalogued widget errors share one rule (README › The page contract,
 * "Diagnostics and errors"; when each catalogued code is raised: README › News widget, "Errors"): env 'dev' shows them
 * in the page (Bootstrap 3 alert markup, built with DOM APIs, never HTML strings) and logs them; 'prod' only logs them,
 * and leaves a hidden mark in the placeholder (the height CSS reserves for an empty placeholder is released; the code
 * can be found in the DOM). React's ErrorNotice (view-notices.tsx) shows them with the same markup (fillNotice).
 *
 * In the runtime chunk, never in the entry: the launcher reports what it catches through the runtime it loaded
 * (runtime.ts's `failed`), and only logs when the runtime itself did not come.
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

// The catalogue.

export type WidgetErrorCode = 1 | 2 | 3 | 4 | 5 | 6;

const WIDGET_ERRORS: Record<WidgetErrorCode, { warning: string; help: string }> = {
  1: {
    warning: 'Topics not set in the page infos',
    help: 'add topics in page edit (Intégration tab, Infos field) or choose manual mode',
  },
  2: {
    warning: 'No manual topic selected in widget {id}',
    help: "add topics in the widget's Motifs tab or choose automatic",
  },
  3: { warning: 'Topic data source (Auto/Manual) not set', help: 'save again, or delete and re-add the widget' },
  4: { warning: 'Lead topics not set', help: 'lead topics are enabled but none is defined; add them' },
  5: {
    warning: 'Error loading articles',
    help: 'check the topics, reload the page, or contact the news service administrator',
  },
  6: {
    warning: 'Widget type (List / List+Page) not set, or stored record corrupt',
    help: 'specify the behaviour type',
  },
};

export function widgetError(code: WidgetErrorCode, widgetId: string): Diagnostic {
  const { warning, help } = WIDGET_ERRORS[code];
  return { code, warning: warning.replace('{id}', widgetId), help };
}

/**
 * A failure a widget's gate, first calls or component knows and catalogues (its code, its warning, its fix): reported
 * as that diagnostic, not as a generic crash.
 */
export class DiagnosticError extends Error {
  override name = 'DiagnosticError';
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.warning);
  }
}

/** A catalogued widget error (codes 1-6) thrown by a widget's gate, first calls or component. */
export class WidgetError extends DiagnosticError {
  override name = 'WidgetError';
  constructor(readonly code: WidgetErrorCode, widgetId: string) {
    super(widgetError(code, widgetId));
  }
}

// Reporting.

const ALERT_CLASS = 'dm-front-diagnostic';
/** The hidden production mark of a failed widget: `<div hidden class="dm-front-error" data-code="…">`. */
const MARK_CLASS = 'dm-front-error';

/** Logs a diagnostic (its warning, then its help in brackets), with what else is given. */
export const logDiagnostic = ({ warning, help }: Diagnostic, ...context: unknown[]): void => warn(warning + (help ? ` (${help})` : ''), ...context);

/** Shows a diagnostic at the top of el (an earlier notice and the skeleton go), logs it and announces it. */
export function report(el: Element | null, diagnostic: Diagnostic, dev: boolean): void {
  logDiagnostic(diagnostic, el ?? '');
  if (!el) return;
  announceFailure(el, diagnostic);
  for (const old of el.querySelectorAll(`:scope > .${ALERT_CLASS}, :scope > .${MARK_CLASS}, :scope > .${SKELETON_CLASS}`)) old.remove();
  el.prepend(fillNotice(el.ownerDocument.createElement('div'), diagnostic, dev));
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

/**
 * The one markup of a diagnostic, written into box (a new `div`, or the element ErrorNotice renders): in dev mode the
 * Bootstrap 3 alert, `<div class="alert alert-warning dm-front-diagnostic" role="alert" data-code="…">` holding the
 * warning in a `strong` and the help in a `p`; in production the hidden mark.
 */
export function fillNotice(box: HTMLElement, { warning, help, code }: Diagnostic, dev: boolean): HTMLElement {
  const doc = box.ownerDocument;
  box.hidden = !dev;
  box.className = dev ? `alert alert-warning ${ALERT_CLASS}` : MARK_CLASS;
  if (dev) box.setAttribute('role', 'alert');
  else box.removeAttribute('role');
  if (code !== undefined) box.dataset.code = String(code);
  else delete box.dataset.code;
  box.replaceChildren();
  if (!dev) return box;
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
