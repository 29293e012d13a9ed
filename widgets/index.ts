/**
 * The widget types of this build, handed to the launcher by the entry (src/front.ts): data-widget value → its
 * definition module, imported only when a placeholder of that type is on the page (in parallel with the runtime
 * chunk). To add a type, write widgets/<type>/define.ts and list it here (README "Adding a widget type").
 * A type whose first calls need no consent may also write widgets/<type>/first-calls.ts (zod-free and small, as it is
 * in the entry: see src/first-calls.ts) and list it in FIRST_CALLS: the entry starts those calls the moment a
 * placeholder is found, before any chunk has arrived.
 */
import type { DefinitionLoader, FirstCalls } from '../src/core-entry';
import { newsFirstCalls } from './news/first-calls';

export const WIDGETS: Record<string, DefinitionLoader> = {
  news: () => import('./news/define'),
  map: () => import('./map/define'),
};

export const FIRST_CALLS: Record<string, FirstCalls> = {
  news: newsFirstCalls,
};
