/**
 * The widget contract: what a widget type declares (its define.ts's default export, checked with `satisfies
 * WidgetDefinition<…>`) and what its React component receives. Types only: no code of its own to load.
 */
import type { ComponentType } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { PageContext } from './page-context';
import type { Http } from './http';

/** What the runtime hands to a widget's gate, first calls and component. */
export interface WidgetEnv {
  readonly ctx: PageContext;
  readonly http: Http;
  /** The placeholder element (the React root container). */
  readonly el: HTMLElement;
  /** data-widget-id ('' when absent). */
  readonly id: string;
  readonly type: string;
  /** Aborted when the placeholder is unmounted or removed from the page. */
  readonly signal: AbortSignal;
}

export interface WidgetProps<O, P = unknown> extends WidgetEnv {
  readonly options: O;
  /** What the definition's firstCalls returned, before the widget's code arrived (undefined without firstCalls). */
  readonly firstCalls?: P;
}

export interface WidgetModule<O, P = unknown> {
  default: ComponentType<WidgetProps<O, P>>;
}

export interface WidgetDefinition<O = any, P = any, S = any> {
  /** The value of data-widget. */
  type: string;
  /** zod/mini schema of the options, with their defaults (the README documents each widget type's). */
  options: ZodMiniType<O, any>;
  /**
   * What the widget shows before its options are validated, called once the definition's chunk is there (the runtime
   * chunk may still be on its way; e.g. the maps consent notice). What it draws carries the skeleton's class until the
   * widget takes it over, so that invalid options or an unmount remove it. Nothing it reads is validated yet.
   */
  early?: (env: Pick<WidgetEnv, 'ctx' | 'el'>) => void;
  /**
   * Resolves when the widget may load its code and data (for example: maps consent given). Rejects with a
   * WidgetError to report a catalogued error instead. Nothing of the widget is fetched before it resolves.
   */
  gate?: (options: O, env: WidgetEnv) => Promise<void>;
  /**
   * The widget's first calls, started in parallel with its code; what it returns (e.g. the pending answer) is handed
   * to the component as `firstCalls`. `planned` is what the type's entry-side first calls (FIRST_CALLS in
   * widgets/index.ts, src/first-calls.ts) worked them out from, if it has any and could read the raw options. Throwing
   * a WidgetError reports that catalogued error and the widget is not rendered. A rejected promise is handed to the
   * component to handle.
   */
  firstCalls?: (options: O, env: WidgetEnv, planned?: S) => P | undefined;
  /**
   * What the widget's first render waits for once its code is there, for at most SETTLE_MS (src/runtime.ts): the
   * answers of its first calls, so that its first render shows them rather than drawing its skeleton again. Resolves
   * however they end (a failure is the component's to show).
   */
  settled?: (firstCalls: P | undefined) => Promise<unknown>;
  /** The widget's code, which may depend on its options and first calls: `() => import('./view')`. */
  load: (options: O, firstCalls: P | undefined) => Promise<WidgetModule<O, P>>;
}
