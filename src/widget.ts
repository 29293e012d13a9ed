/**
 * The widget contract: what a widget type declares (defineWidget) and what its React component receives.
 * Types, and the one helper the widget definitions call (not the entry: it only imports the types).
 */
import type { ComponentType } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { PageContext } from './page-context';
import type { Http } from './http';

/** What the runtime hands to a widget's gate, prefetch and component. */
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
  /** The first data request, started by the runtime before the widget's code arrived (undefined without prefetch). */
  readonly prefetched?: Promise<P>;
}

export interface WidgetModule<O, P = unknown> {
  default: ComponentType<WidgetProps<O, P>>;
}

export interface WidgetDefinition<O = any, P = any> {
  /** The value of data-widget. */
  type: string;
  /** zod/mini schema of the options, with their defaults (the README documents each widget type's). */
  options: ZodMiniType<O, any>;
  /**
   * Resolves when the widget may load its code and data (for example: maps consent given). Rejects with a
   * WidgetError to report a catalogued error instead. Nothing of the widget is fetched before it resolves.
   */
  gate?: (options: O, env: WidgetEnv) => Promise<void>;
  /**
   * The widget's first data request, started in parallel with its code. Throwing a WidgetError reports that
   * catalogued error and the widget is not rendered. A rejected promise is handed to the component to handle.
   */
  prefetch?: (options: O, env: WidgetEnv) => Promise<P> | undefined;
  /** The widget's code: `() => import('./view')`. */
  load: () => Promise<WidgetModule<O, P>>;
}

/** Types a definition (options, gate, prefetch, load); the module's default export. */
export const defineWidget = <O, P>(definition: WidgetDefinition<O, P>): WidgetDefinition<O, P> => definition;
