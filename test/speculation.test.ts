// The page's one speculation rule set (src/speculation.ts): its rules, its switches and its nonce. That Chromium
// accepts it and acts on it is held in the browser (test/e2e/speculation.test.ts).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { pageNonce, resetSpeculation, ruleSet, speculate, speculationMode } from '../src/speculation';

const NEWS = { prerender: ['.dm-prerender'], prefetch: ['.dm-prefetch'] };

const setConfig = (config: object) => {
  document.getElementById('dm-page-config')?.remove();
  document.body.insertAdjacentHTML('afterbegin', `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>`);
};
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')];
const rulesOnPage = () => JSON.parse(scripts()[0].textContent!);

afterEach(() => {
  resetSpeculation();
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('ruleSet', () => {
  it('prerenders the prerender targets and prefetches the others, same origin, never rel=nofollow, on hover or press', () => {
    const set = JSON.parse(ruleSet('prerender', NEWS.prerender, NEWS.prefetch)!);
    expect(Object.keys(set)).toEqual(['prerender', 'prefetch']);
    expect(set.prerender).toEqual([{
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { selector_matches: ['.dm-prerender'] }, { not: { selector_matches: '[rel~=nofollow]' } }] },
      eagerness: 'moderate',
    }]);
    expect(set.prefetch[0].where.and[1]).toEqual({ selector_matches: ['.dm-prefetch'] });
  });

  it('"prefetch" prefetches every target; "off" gives no rule set', () => {
    const set = JSON.parse(ruleSet('prefetch', NEWS.prerender, NEWS.prefetch)!);
    expect(Object.keys(set)).toEqual(['prefetch']);
    expect(set.prefetch[0].where.and[1].selector_matches).toEqual([...NEWS.prerender, ...NEWS.prefetch]);
    expect(ruleSet('off', NEWS.prerender, NEWS.prefetch)).toBeUndefined();
    expect(ruleSet('prerender', [], [])).toBeUndefined();
  });
});

describe('the rule set of a page', () => {
  // A strict CSP may allow the rule script by its hash instead of a nonce: README "Security and CSP" prints these.
  const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  it('is the same text on every page, so its hash is known', () => {
    expect(hash(ruleSet('prerender', ['.dm-prerender'], ['.dm-prefetch'])!)).toBe('sha256-TqGCpDyHsZ53f/LYbb2EhCmDQIlpNvp5g1nllOPscZo=');
    expect(hash(ruleSet('prefetch', ['.dm-prerender'], ['.dm-prefetch'])!)).toBe('sha256-622JrYZlhH7yfImmtNi9pxP58HoMvDYn31IM0c9hfp8=');
  });
});

describe('speculationMode', () => {
  it('is the page config\'s value, "prerender" by default or for an invalid value', () => {
    expect(speculationMode(document)).toBe('prerender');
    for (const v of ['prefetch', 'off', 'prerender']) {
      setConfig({ speculation: v });
      expect(speculationMode(document)).toBe(v);
    }
    setConfig({ speculation: 'eager' });
    expect(speculationMode(document)).toBe('prerender');
  });

  it('is "off" where the visitor saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    expect(speculationMode(document)).toBe('off');
  });
});

describe('speculate', () => {
  it('adds one rule set, on the classes links are marked with, however often it is called', () => {
    speculate(document);
    speculate(document);
    expect(scripts()).toHaveLength(1);
    expect(rulesOnPage().prerender[0].where.and[1].selector_matches).toEqual(['.dm-prerender']);
    expect(rulesOnPage().prefetch[0].where.and[1].selector_matches).toEqual(['.dm-prefetch']);
  });

  it('adds nothing with speculation "off" or saveData', () => {
    setConfig({ speculation: 'off' });
    speculate(document);
    expect(scripts()).toEqual([]);
    setConfig({});
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    speculate(document);
    expect(scripts()).toEqual([]);
  });

  it("carries the nonce of the entry's script element, else of the first script with one", () => {
    document.body.insertAdjacentHTML('beforeend', '<script type="x-test" nonce="other"></script><script type="x-test" src="/dist/front.js" nonce="entry"></script>');
    expect(pageNonce(document, new URL('/dist/front.js', location.href).href)).toBe('entry');
    expect(pageNonce(document, 'https://cdn.example/front.js')).toBe('other');
    speculate(document, new URL('/dist/front.js', location.href).href);
    expect(scripts()[0].nonce).toBe('entry');
  });
});
