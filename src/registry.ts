/**
 * The widget types: data-widget value → its definition module, imported only when a placeholder of that type is on
 * the page (in parallel with the runtime chunk). To add a type, write widgets/<type>/define.ts and list it here.
 */
import type { WidgetDefinition } from './widget';

export type DefinitionLoader = () => Promise<{ default: WidgetDefinition }>;

export const WIDGETS: Record<string, DefinitionLoader> = {
  news: () => import('../widgets/news/define'),
  map: () => import('../widgets/map/define'),
};

/** Types a definition (options, gate, prefetch, load); the module's default export. */
export const defineWidget = <O, P>(definition: WidgetDefinition<O, P>): WidgetDefinition<O, P> => definition;
