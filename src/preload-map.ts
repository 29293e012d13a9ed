/**
 * The chunks to preload beside each chunk that front.js may import() (by file name in chunks/; see retry.ts). Empty
 * here; build.mjs fills in this module's content from its first pass (a module's content, unlike a define, changes no
 * other chunk's hash).
 */
const PRELOAD: Record<string, string[]> = {};
export default PRELOAD;
