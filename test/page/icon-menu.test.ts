import { describe, expect, it } from 'vitest';
import { columnLevel, equalize } from '../../src/page/icon-menu';
import { page, stubHeight } from './context';

describe('icon menu', () => {
  it("reads the column's size class level", () => {
    page('<div id="m"><div class="col-xs-12 col-md-4"></div><div class="col-md-4"></div></div><div id="n"><div class="x"></div></div>');
    expect(columnLevel([...document.getElementById('m')!.children])).toBe(1);
    expect(columnLevel([...document.getElementById('n')!.children])).toBe(0);
  });

  it('equalizes item heights at or above the size class, resets below', () => {
    page('<div class="dm-icon-menu"><div class="col-sm-4">a</div><div class="col-sm-4">b</div><div class="col-sm-4">c</div></div>');
    const menu = document.querySelector('.dm-icon-menu')!;
    const items = [...menu.children] as HTMLElement[];
    [120, 180, 90].forEach((h, i) => stubHeight(items[i], h));
    equalize(menu, 2);
    expect(items.map((i) => i.style.minHeight)).toEqual(['180px', '180px', '180px']);
    equalize(menu, 1);
    expect(items.map((i) => i.style.minHeight)).toEqual(['', '', '']);
    equalize(menu, 4);
    expect(items[2].style.minHeight).toBe('180px');
  });
});
