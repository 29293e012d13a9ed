import { describe, expect, it } from 'vitest';
import { controlsOf, ensureId, isExpanded, keepTabInside, setExpanded } from '../../src/page/lib/disclosure';
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

  it('keeps Tab inside a dialog: last to first, first to last with Shift, from outside to an end, nowhere when empty', () => {
    page('<button id="out">o</button><div id="d"><button id="a">a</button><button id="m">m</button><button id="z">z</button></div>');
    const [d, a, m, z, out] = ['d', 'a', 'm', 'z', 'out'].map((id) => document.getElementById(id)!);
    const tab = (from: HTMLElement, shiftKey = false, list = [a, m, z]) => {
      from.focus();
      const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
      keepTabInside(e, d, list);
      return [document.activeElement?.id, e.defaultPrevented];
    };
    expect(tab(z)).toEqual(['a', true]);
    expect(tab(a, true)).toEqual(['z', true]);
    expect(tab(m)).toEqual(['m', false]);
    expect(tab(m, true)).toEqual(['m', false]);
    expect(tab(out)).toEqual(['a', true]);
    expect(tab(out, true)).toEqual(['z', true]);
    expect(tab(m, false, [])).toEqual(['m', true]);
  });
});
