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

describe('fixed menu: focus clear of the fixed bars', () => {
  const html = '<main><input id="a"><input id="b"><div id="r" tabindex="-1"></div></main><aside data-fixed-menu="right"><a id="c" href="#">x</a></aside><div class="dm-cookie-banner"></div>';

  it('scrolls a control that focus left in the bottom padding the least that clears it; one clear of it stays', async () => {
    install(page(html));
    const under = control('#a', 720, 754);
    under.focus();
    await frame();
    expect(under.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    const clear = control('#b', 600, 634);
    clear.focus();
    await frame();
    expect(clear.scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls a control that focus left under the top menu, or with its ring (its scroll margin) under it', async () => {
    install(page(html));
    const under = control('#a', 40, 74);
    under.focus();
    await frame();
    expect(under.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    const ringUnder = control('#b', 52, 86);
    ringUnder.style.scrollMarginTop = '5px';
    ringUnder.focus();
    await frame();
    expect(ringUnder.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    const clear = control('#a', 55, 89);
    clear.style.scrollMarginTop = '5px';
    clear.focus();
    await frame();
    expect(clear.scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves focus that a pointer press brought, controls inside the fixed bars, and controls taller than the room', async () => {
    install(page(html));
    const pressed = control('#a', 720, 754);
    pressed.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pressed.focus();
    await frame();
    expect(pressed.scrollIntoView).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    const inBar = control('#c', 720, 754);
    inBar.focus();
    await frame();
    expect(inBar.scrollIntoView).not.toHaveBeenCalled();
    const tall = control('#b', 300, 760); // more than half the 700 px above the bars
    tall.focus();
    await frame();
    expect(tall.scrollIntoView).not.toHaveBeenCalled();
    // A region a script focused (a news list after a page change, scrolling smoothly to its top) is the script's.
    const region = control('#r', 720, 754);
    region.focus({ preventScroll: true });
    await frame();
    expect(region.scrollIntoView).not.toHaveBeenCalled();
  });

});
