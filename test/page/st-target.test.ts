import { describe, expect, it } from 'vitest';
import { findTarget, stParam } from '../../src/page/lib/st-target';

describe('?st= target', () => {
  it('finds targets by selector and ignores selectors that do not parse or are huge', () => {
    document.body.innerHTML = '<div id="a" class="x"></div>';
    expect(findTarget(document, '#a')?.id).toBe('a');
    expect(findTarget(document, ')))')).toBeNull();
    expect(findTarget(document, '<img src=x onerror=alert(1)>')).toBeNull();
    expect(findTarget(document, '#' + 'a'.repeat(10_000))).toBeNull();
    expect(findTarget(document, '')).toBeNull();
    expect(findTarget(document, null)).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('reads st from a URL, and null from junk', () => {
    expect(stParam('https://s.example/fr/?st=%23offices&x=1')).toBe('#offices');
    expect(stParam('/fr/?st=.a', 'https://s.example/')).toBe('.a');
    expect(stParam('/fr/')).toBeNull();
  });
});
