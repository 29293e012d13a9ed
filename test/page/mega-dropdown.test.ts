import { describe, expect, it, vi } from 'vitest';
import { createMegaDropdown, regroup } from '../../src/page/mega-dropdown';
import { page } from './context';

const MENU = `<ul class="nav navbar-nav"><li class="dropdown mega-dropdown"><a href="#" data-toggle="dropdown">Group</a>
  <ul class="dropdown-menu">
    <li class="dropdown-submenu"><a href="#" class="dropdown-toggle" data-toggle="dropdown" data-url="/fr/a" aria-expanded="false">A</a>
      <ul class="dropdown-menu"><li><a href="/fr/a/1">A1</a></li><li><a href="/fr/a/2">A2</a></li></ul></li>
    <li><a href="/fr/b">B</a></li>
    <li class="divider"></li>
    <li class="dropdown-submenu"><a href="#" data-toggle="dropdown" data-url="/fr/c">C</a><ul class="dropdown-menu"><li><a href="/fr/c/1">C1</a></li></ul></li>
    <li><a href="/fr/d">D</a></li>
  </ul></li></ul>`;

describe('mega-dropdown', () => {
  it("regroups into a 'with children' and a 'no children' column; parents become direct links", () => {
    page(MENU);
    const original = document.querySelector<HTMLElement>('.mega-dropdown > .dropdown-menu')!;
    const before = original.outerHTML;
    const menu = regroup(original);
    expect(original.outerHTML).toBe(before);
    expect(menu.className).toBe('dropdown-menu mega-dropdown-menu');
    const parents = [...menu.querySelectorAll('.mega-col-children .mega-parent > a')];
    expect(parents.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('data-toggle'), a.hasAttribute('aria-expanded')])).toEqual([
      ['A', '/fr/a', false, false],
      ['C', '/fr/c', false, false],
    ]);
    expect([...menu.querySelectorAll('.mega-col-children .mega-sublist a')].map((a) => a.textContent)).toEqual(['A1', 'A2', 'C1']);
    expect([...menu.querySelectorAll('.mega-col-leaves > ul > li > a')].map((a) => a.textContent)).toEqual(['B', 'D']);
  });

  it('restores the original menu exactly, across any number of round trips', () => {
    page(MENU);
    const li = document.querySelector<HTMLElement>('.mega-dropdown')!;
    const before = li.innerHTML;
    const mega = createMegaDropdown(li);
    for (let i = 0; i < 3; i++) {
      mega.setLayout('horizontal');
      expect(li.querySelector('.mega-dropdown-menu')).not.toBeNull();
      mega.setLayout('collapsed');
      expect(li.innerHTML).toBe(before);
    }
    expect(mega.layout).toBe('collapsed');
  });
});

describe('mega-dropdown install', () => {
  it('reads the breakpoints in the next frame, not while installing (a forced style of the whole page)', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules(); // a breakpoints module that has not read this window yet
      const { install } = await import('../../src/page/mega-dropdown');
      document.documentElement.style.setProperty('--dm-navbar-layout', 'horizontal');
      const ctx = page('<ul class="nav"><li class="dropdown mega-dropdown"><a href="#">Métiers</a><ul class="dropdown-menu"><li><a href="/a">A</a></li></ul></li></ul>');
      const styles = vi.spyOn(window, 'getComputedStyle');
      install(ctx);
      expect(styles).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      expect(styles).toHaveBeenCalled();
      expect(document.querySelector('.mega-dropdown-menu')).not.toBeNull(); // horizontal: regrouped
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      document.documentElement.removeAttribute('style');
    }
  });
});
