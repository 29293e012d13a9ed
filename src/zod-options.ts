/**
 * The zod/mini building blocks of option schemas: the page contract's (page-contract.ts) and each widget type's
 * (widgets/<type>/<type>-options.ts). They pipe into the entry's zod-free coercions (coerce.ts), so both read a value
 * alike.
 */
import * as z from 'zod/mini';
import { NUMBER_TEXT, toFlag } from './coerce';

/** A number from a number or a numeric string ('' and junk are invalid, unlike z.coerce.number()). */
export const numberish = () =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(NUMBER_TEXT, 'expected a number'))]),
    z.transform((v) => Number(v)),
  );

/** A boolean from true/false, 1/0, '1'/'0', 'true'/'false' (unlike z.coerce.boolean(), 'false' is false). */
export const flag = () =>
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])]),
    z.transform((v) => toFlag(v)),
  );
