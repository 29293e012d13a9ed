/**
 * A prerendered page (speculation rules: README "The next page at once") runs its scripts before the visitor opens
 * it, with `document.prerendering` true until it is activated (`prerenderingchange`). Its widgets mount, but what a
 * visitor must have seen the page for waits: what a widget's gate guards (maps consent, and with it every request to
 * the maps hosts; a map load is billed), and the field reports (src/telemetry/index.ts checks the same flag).
 */

/** Resolves once the page is shown: at once, or when the prerendered page is activated. */
export function whenShown(doc: Document): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((shown) => doc.addEventListener('prerenderingchange', () => shown(), { once: true }));
}
