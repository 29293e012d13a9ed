import { describe, expect, it } from 'vitest';
import { install } from '../../src/page/collapse';
import { page } from './context';

describe('collapse', () => {
  it('toggles panels with aria-expanded; data-parent closes the other panels of the accordion', () => {
    install(page(`<div id="acc">
      <a id="a" href="#pa" data-toggle="collapse" data-parent="#acc">A</a><div class="collapse in" id="pa">a</div>
      <a id="b" href="#pb" data-toggle="collapse" data-parent="#acc">B</a><div class="collapse" id="pb">b</div></div>
      <button id="bad" data-toggle="collapse" data-target=")))">bad</button>`));
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    expect(a.getAttribute('aria-expanded')).toBe('true');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-controls')).toBe('pb');
    expect(b.getAttribute('role')).toBe('button');
    b.click();
    expect(document.getElementById('pb')!.classList.contains('in')).toBe(true);
    expect(document.getElementById('pa')!.classList.contains('in')).toBe(false);
    expect(a.getAttribute('aria-expanded')).toBe('false');
    b.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(document.getElementById('pb')!.classList.contains('in')).toBe(false);
    expect(() => document.getElementById('bad')!.click()).not.toThrow();
  });
});
