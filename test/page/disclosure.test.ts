import { describe, expect, it } from 'vitest';
import { controlsOf, ensureId, isExpanded, setExpanded } from '../../src/page/lib/disclosure';
import { page } from './context';

describe('disclosure', () => {
  it('shows and hides .collapse panels by class and others by the hidden attribute, updating their controls', () => {
    page('<a id="c1" href="#p" data-toggle="collapse">a</a><button id="c2" aria-controls="p q">b</button><div id="p" class="collapse"></div><div id="r"></div>');
    const p = document.getElementById('p')!;
    expect(controlsOf(p).map((c) => c.id)).toEqual(['c1', 'c2']);
    setExpanded(p, true);
    expect(isExpanded(p)).toBe(true);
    expect(p.className).toBe('collapse in');
    expect(document.getElementById('c2')!.getAttribute('aria-expanded')).toBe('true');
    setExpanded(p, false);
    expect(document.getElementById('c1')!.classList.contains('collapsed')).toBe(true);
    const r = document.getElementById('r')!;
    setExpanded(r, false, []);
    expect(r.hidden).toBe(true);
    expect(isExpanded(r)).toBe(false);
  });

  it('ensureId keeps an existing id and makes unique ones', () => {
    page('<div id="keep"></div><div></div><div></div>');
    const [a, b, c] = [...document.querySelectorAll('div')];
    expect(ensureId(a)).toBe('keep');
    expect(ensureId(b, 'x')).not.toBe(ensureId(c, 'x'));
  });
});
