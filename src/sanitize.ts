/**
 * The one sanitizer of the runtime: every HTML string from a server goes through it (DOMPurify 3). Loaded only with
 * the views that show server HTML (the full article, the office info window), never in the entry or the list path.
 * Styles, forms and embedded documents are dropped (strict CSP: no inline styles); links opening a new window get
 * rel="noopener". Where the browser has Trusted Types, DOMPurify parses through the page's policy 'dm-front'; the
 * result is a fragment inserted with DOM methods, so no HTML sink is needed at all.
 */
import DOMPurify, { type Config } from 'dompurify';

export const POLICY_NAME = 'dm-front';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createHTML: (s: string) => string }): { createHTML(s: string): unknown };
}

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

let ready = false;

function setUp(): void {
  if (ready) return;
  ready = true;
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (tt) {
    try {
      // Only DOMPurify holds this policy: it parses the dirty string into an inert document with it.
      CONFIG.TRUSTED_TYPES_POLICY = tt.createPolicy(POLICY_NAME, { createHTML: (s) => s }) as Config['TRUSTED_TYPES_POLICY'];
    } catch {
      // The policy exists already or is not allowed by the page's CSP: DOMPurify falls back to its own.
    }
  }
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitized HTML as nodes of the given document, to insert with DOM methods (no HTML sink). */
export function sanitizeFragment(dirty: string): DocumentFragment {
  setUp();
  return document.importNode(DOMPurify.sanitize(dirty, { ...CONFIG, RETURN_DOM_FRAGMENT: true }), true);
}
