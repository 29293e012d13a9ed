/**
 * Speculation rules (README "The next page at once"): the one `<script type="speculationrules">` of the page, owned by
 * the runtime (this chunk loads at the visitor's first interaction: speculate-soon.ts). Widgets mark the links a
 * visitor is about to follow with two classes (so can a page template): `dm-prerender` (a page of content, e.g. an
 * article) is prerendered on hover (200 ms) or pointerdown ("moderate"), `dm-prefetch` (another page of a list, the link
 * to all) only fetched. Document rules on those classes: the rule set never changes, however many links and widgets.
 * Same-origin links only, never rel=nofollow. Browsers without the API ignore the script.
 *
 * Off with the page config's `speculation: "off"` or where the visitor saves data (navigator.connection.saveData);
 * `"prefetch"` prefetches the prerender links too. Under a strict CSP the script carries the nonce of the entry's
 * script element (else of the first script with one), and where Trusted Types are enforced its text comes from the
 * policy 'dm-front-rules', which passes only this rule set.
 */
import { rawConfig } from './config';

export type SpeculationMode = 'prerender' | 'prefetch' | 'off';

export const POLICY = 'dm-front-rules';
export const PRERENDER = '.dm-prerender';
export const PREFETCH = '.dm-prefetch';
export const MODES: readonly SpeculationMode[] = ['prerender', 'prefetch', 'off'];

/** The page's mode: the config's `speculation` (an invalid value: the default, 'prerender'), 'off' with saveData. */
export function speculationMode(doc: Document): SpeculationMode {
  const nav = doc.defaultView?.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined;
  if (nav?.connection?.saveData) return 'off';
  const value = rawConfig(doc).speculation;
  return MODES.includes(value as SpeculationMode) ? (value as SpeculationMode) : 'prerender';
}

type Rule = { source: 'document'; where: object; eagerness: 'moderate' };

/** Same origin (a path pattern is relative to the page), one of `selectors`, and not rel=nofollow. */
const rule = (selectors: readonly string[]): Rule => ({
  source: 'document',
  where: { and: [{ href_matches: '/*' }, { selector_matches: [...selectors] }, { not: { selector_matches: '[rel~=nofollow]' } }] },
  eagerness: 'moderate',
});

/** The rule set's JSON for `mode` (undefined when it has no rule). */
export function ruleSet(mode: SpeculationMode, prerender: readonly string[], prefetch: readonly string[]): string | undefined {
  if (mode === 'off') return undefined;
  const fetchOnly = mode === 'prefetch' ? [...prerender, ...prefetch] : prefetch;
  const set: Record<string, Rule[]> = {};
  if (mode === 'prerender' && prerender.length) set.prerender = [rule(prerender)];
  if (fetchOnly.length) set.prefetch = [rule(fetchOnly)];
  return Object.keys(set).length ? JSON.stringify(set) : undefined;
}

/** The nonce of the entry's script element (front.js, beside this chunk's folder), else of the first script with one. */
export function pageNonce(doc: Document, entryUrl?: string): string {
  // Browsers hide the attribute once the element is inserted (its nonce is then only the property).
  const nonceOf = (s: HTMLScriptElement) => s.nonce || s.getAttribute('nonce') || '';
  const scripts = [...doc.scripts].filter(nonceOf);
  const own = entryUrl ? scripts.find((s) => s.src === entryUrl) : undefined;
  return nonceOf(own ?? scripts[0] ?? doc.createElement('script'));
}

interface ScriptPolicy {
  createScript(s: string): unknown;
}

let current: HTMLScriptElement | undefined;
let expected = '';
let policy: ScriptPolicy | null | undefined;

/** The rule set's text as the page's Trusted Types want it: as is, or through our policy (null where refused). */
function scriptText(doc: Document, json: string): unknown {
  const tt = (doc.defaultView as (Window & { trustedTypes?: { createPolicy(n: string, r: object): ScriptPolicy } }) | null)?.trustedTypes;
  if (!tt) return json;
  if (policy === undefined) {
    try {
      policy = tt.createPolicy(POLICY, {
        createScript: (s: string) => {
          if (s !== expected) throw new TypeError(`${POLICY} passes only the page's speculation rules`);
          return s;
        },
      });
    } catch {
      policy = null; // the page's CSP does not allow the policy: text as is (refused only where TT are enforced)
    }
  }
  expected = json;
  return policy ? policy.createScript(json) : json;
}

/** Adds the page's rule set, once (nothing where the mode is 'off'). Never throws. */
export function speculate(doc: Document, entryUrl = new URL('../front.js', import.meta.url).href): void {
  if (current) return;
  try {
    const json = ruleSet(speculationMode(doc), [PRERENDER], [PREFETCH]);
    if (!json) return;
    const script = doc.createElement('script');
    script.type = 'speculationrules';
    const nonce = pageNonce(doc, entryUrl);
    if (nonce) script.nonce = nonce;
    (script as { textContent: unknown }).textContent = scriptText(doc, json);
    doc.head.append(script);
    current = script;
  } catch {
    // a page whose Trusted Types refuse the text: no speculation, nothing else changes
  }
}

/** For tests: forget the rule set of the page. */
export function resetSpeculation(): void {
  current?.remove();
  current = undefined;
  policy = undefined;
}
