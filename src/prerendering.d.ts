/**
 * A page prerendered by speculation rules (README "The next page at once") says so until the visitor opens it, then
 * fires `prerenderingchange` (Chromium 108+). Not in TypeScript's DOM types; undefined where the browser has no
 * prerendering.
 */
interface Document {
  readonly prerendering?: boolean;
}
