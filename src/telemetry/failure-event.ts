/**
 * Widget failures as DOM events. Every reported widget failure dispatches `dm-front:failure` (bubbling, from the widget's
 * placeholder or from the error display inside it) with a FailureDetail: the field reports collect them (README
 * "Field reports"), and a CMS script may listen too. The telemetry chunk loads after the page's load, so it asks for
 * the failures announced before it with `dm-front:replay-failures`, dispatched on document with a callback as detail.
 */
// An enum, not two consts: esbuild inlines enum values across modules, so no shared chunk is made for two strings.
export const enum FailureEvents {
  Failure = 'dm-front:failure',
  Replay = 'dm-front:replay-failures',
}


export interface FailureDetail {
  /** The catalogue code (1-6) or the diagnostic name. */
  code?: number | string;
  /** The diagnostic's warning. */
  message: string;
  /** The placeholder's widget type (data-widget) and CMS widget id (data-widget-id). */
  widget: string;
  widgetId: string;
}

export type Replay = (detail: FailureDetail) => void;
