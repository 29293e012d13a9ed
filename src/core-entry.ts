/**
 * The part of the core a widget's entry-time code may import: its first calls (widgets/<type>/first-calls.ts) and what
 * they import are in the entry, so they see only modules the entry holds already. Everything else a widget uses comes
 * from core.ts, which re-exports this too. (A value imported from core.ts here would bring the runtime chunk's modules,
 * zod included, into the entry: esbuild keeps every module a kept module imports.) Types come from either at no cost.
 */
export type { FirstCalls, Planned } from './first-calls';
export { peekFirstCall } from './first-calls';
export { toCodes, toFlag, toNumber } from './coerce';
export { addLink } from './add-link';
export { SKELETON_CLASS } from './raw-options';
export type { DefinitionLoader } from './launcher';
export type { PageContext } from './page-context';
export type { WidgetErrorCode } from './errors';
