import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/fixed-menu';
import { page } from './context';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

const frame = () => new Promise((r) => requestAnimationFrame(r));

/** A control at [top, bottom] in a 800 px window whose root keeps 50 px at the top and 100 px at the bottom. */
function control(selector: string, top: number, bottom: number) {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  document.documentElement.style.scrollPaddingTop = '50px';
  document.documentElement.style.scrollPaddingBottom = '100px';
  const el = document.querySelector<HTMLElement>(selector)!;
  el.getBoundingClientRect = () => ({ top, bottom, height: bottom - top, left: 0, right: 10, width: 10, x: 0, y: top, toJSON() {} }) as DOMRect;
  return Object.assign(el, { scrollIntoView: vi.fn() });
}

/** Focuses the control at [top, bottom] (with that scroll margin, if given) and waits a frame: its scrollIntoView. */
async function focusAt(selector: string, top: number, bottom: number, margin?: string) {
  const el = control(selector, top, bottom);
  if (margin) el.style.scrollMarginTop = margin;
  el.focus();
  await frame();
  return el.scrollIntoView;
}

describe('fixed menu: focus clear of the fixed bars', () => {
  const html = '<main><input id="a"><input id="b"><div id="r" tabindex="-1"></div></main><aside data-fixed-menu="right"><a id="c" href="#">x</a></aside><div class="dm-cookie-banner"></div>';

  it('scrolls a control that focus left in the bottom padding the least that clears it; one clear of it stays', async () => {
    install(page(html));
    expect(await focusAt('#a', 720, 754)).toHaveBeenCalledWith({ block: 'nearest' });
    expect(await focusAt('#b', 600, 634)).not.toHaveBeenCalled();
  });

  it('scrolls a control that focus left under the top menu, or with its ring (its scroll margin) under it', async () => {
    install(page(html));
    expect(await focusAt('#a', 40, 74)).toHaveBeenCalledWith({ block: 'nearest' });
    expect(await focusAt('#b', 52, 86, '5px')).toHaveBeenCalledWith({ block: 'nearest' });
    expect(await focusAt('#a', 55, 89, '5px')).not.toHaveBeenCalled();
  });

  it('leaves focus that a pointer press brought, controls inside the fixed bars, and controls taller than the room', async () => {
    install(page(html));
    const pressed = control('#a', 720, 754);
    pressed.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pressed.focus();
    await frame();
    expect(pressed.scrollIntoView).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await focusAt('#c', 720, 754)).not.toHaveBeenCalled(); // in the bar
    expect(await focusAt('#b', 300, 760)).not.toHaveBeenCalled(); // more than half the 650 px between the bars
    // A region a script focused (a news list after a page change, scrolling smoothly to its top) is the script's.
    const region = control('#r', 720, 754);
    region.focus({ preventScroll: true });
    await frame();
    expect(region.scrollIntoView).not.toHaveBeenCalled();
  });

});
