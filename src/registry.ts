/**
 * The widget types: data-widget value → its definition module, imported only when a placeholder of that type is on
 * the page (in parallel with the runtime chunk). To add a type, write widgets/<type>/define.ts and list it here.
 * A type whose first data calls need no consent may also write widgets/<type>/first-calls.ts (zod-free and small, as
 * it is in the entry: see src/early.ts) and list it in FIRST_CALLS: the entry starts those calls the moment a
 * placeholder is found, before any chunk has arrived.
 */
import type { EarlyStart } from './early';
import type { WidgetDefinition } from './widget';
import newsFirstCalls from '../widgets/news/first-calls';

export type DefinitionLoader = () => Promise<{ default: WidgetDefinition }>;

export const WIDGETS: Record<string, DefinitionLoader> = {
  news: () => import('../widgets/news/define'),
  map: () => import('../widgets/map/define'),
};

export const FIRST_CALLS: Record<string, EarlyStart> = {
  news: newsFirstCalls,
};
