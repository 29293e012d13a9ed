/**
 * The coercions of option values, without zod: the schemas (src/zod-options.ts, widget options) pipe into them, and the
 * entry applies them to raw options when it starts a widget's first calls, so both read an option alike.
 */

/** A number's text: digits, an optional sign and decimals ('1e2', '0x3', '' are not numbers: unlike Number()). */
export const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number from a number or a number's text; NaN from anything else (true, [4], '0x3'…), which no check accepts. */
export const toNumber = (v: unknown): number => (typeof v == 'number' ? v : typeof v == 'string' && NUMBER_TEXT.test(v) ? +v : NaN);

/** true/1/'1'/'true' → true; every other accepted form (false, 0, '0', 'false', '') → false. */
export const toFlag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** A list of codes: a JSON array, or a comma-separated string (how the CMS stores some lists); trimmed, no blanks. */
export const toCodes = (v: readonly string[] | string): string[] =>
  (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean);
