/**
 * Zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; under a strict CSP (no
 * 'unsafe-eval') the probe fires a securitypolicyviolation on every page. jitless skips both. Imported first by the
 * runtime chunk, before any schema parses.
 */
import { config } from 'zod/mini';

config({ jitless: true });
