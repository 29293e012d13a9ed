import { describe, expect, it } from 'vitest';
import { install } from '../../src/page/dropdown';
import { page } from './context';

describe('dropdown', () => {
  it('opens and closes with aria-expanded; a click outside and Esc close it', () => {
    install(page(`<ul><li class="dropdown"><a id="t" href="#" data-toggle="dropdown">Menu</a><ul class="dropdown-menu">
      <li class="dropdown-submenu"><a id="s" href="#" data-toggle="dropdown">Sub</a><ul class="dropdown-menu"><li><a id="leaf" href="/x">Leaf</a></li></ul></li></ul></li></ul><p id="out">out</p>`));
    const t = document.getElementById('t')!;
    expect(t.getAttribute('aria-expanded')).toBe('false');
    expect(t.getAttribute('role')).toBe('button');
    t.click();
    expect(t.parentElement!.classList.contains('open')).toBe(true);
    expect(t.getAttribute('aria-expanded')).toBe('true');
    document.getElementById('s')!.click();
    expect(document.getElementById('s')!.parentElement!.classList.contains('open')).toBe(true);
    expect(t.parentElement!.classList.contains('open')).toBe(true);
    document.getElementById('leaf')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('s')!.parentElement!.classList.contains('open')).toBe(false);
    expect(document.activeElement!.id).toBe('s');
    document.getElementById('out')!.click();
    expect(t.parentElement!.classList.contains('open')).toBe(false);
    expect(t.getAttribute('aria-expanded')).toBe('false');
  });
});
