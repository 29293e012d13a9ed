/**
 * The chunks to preload, per lazy part (see preload.ts). Empty here; build.mjs fills in this module's content from
 * its first pass (a module's content, unlike a define, changes no other chunk's hash).
 */
const PRELOAD: Record<string, string[]> = {};
export default PRELOAD;
