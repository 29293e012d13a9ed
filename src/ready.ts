/** Runs fn once the DOM is parsed (at once when it already is). */
export function onReady(doc: Document, fn: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}
