/** A catalogued widget error (a code of errors.ts, README › News widget, "Errors") thrown by a widget's gate, prefetch
 * or component. */
import type { Diagnostic } from './diagnostics';
import { widgetError, type WidgetErrorCode } from './errors';

export class WidgetError extends Error {
  override name = 'WidgetError';
  readonly diagnostic: Diagnostic;
  constructor(readonly code: WidgetErrorCode, widgetId: string) {
    const diagnostic = widgetError(code, widgetId);
    super(diagnostic.warning);
    this.diagnostic = diagnostic;
  }
}
