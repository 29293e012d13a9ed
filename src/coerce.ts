/**
 * The coercions of option values, without zod: the schemas (src/zod-options.ts, widget options) pipe into them, and the
 * entry applies them to raw options when it starts a widget's first calls, so both read an option alike.
 */

/** true/1/'1'/'true' → true; every other accepted form (false, 0, '0', 'false', '') → false. */
export const toFlag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** A list of codes: a JSON array, or a comma-separated string (how the CMS stores some lists); trimmed, no blanks. */
export const toCodes = (v: readonly string[] | string): string[] =>
  (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean);
