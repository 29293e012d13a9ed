/**
 * The widget error catalogue (README › The page contract, "Diagnostics and errors"; when each code is raised: README ›
 * News widget, "Errors"): each code has a warning and a help text, shown in the page in dev mode, only logged in
 * production.
 */
import { report, type Diagnostic } from './diagnostics';

export type WidgetErrorCode = 1 | 2 | 3 | 4 | 5 | 6;

export const WIDGET_ERRORS: Record<WidgetErrorCode, { warning: string; help: string }> = {
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

/** Report a catalogued widget error: in the page in dev mode, only logged in production. */
export function reportWidgetError(el: Element, code: WidgetErrorCode, widgetId: string, dev: boolean): void {
  report(el, widgetError(code, widgetId), dev);
}
