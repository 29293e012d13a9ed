import { describe, expect, it } from 'vitest';
import { closeModal, install } from '../../src/page/modal';
import { install as installNavMenu } from '../../src/page/menu-toggles';
import { page } from './context';

const HTML = `<div id="wrap"><button id="open" data-toggle="modal" data-target="#m">Open</button>
  <ul class="dm-nav-menu"><li class="toggle-modal"><a id="item" href="#m">Item</a></li></ul>
  <div class="modal" id="m"><div class="modal-content"><button id="x" data-dismiss="modal">×</button><input id="q" name="query"><button id="last">Go</button></div></div></div>
  <p id="after">after</p>`;

const key = (key: string, shiftKey = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));

describe('modal', () => {
  it('opens at the end of body, focuses inside, Esc closes and returns focus', () => {
    const ctx = page(HTML);
    install(ctx);
    const opener = document.getElementById('open')!;
    opener.focus();
    opener.click();
    const modal = document.getElementById('m')!;
    expect(modal.classList.contains('in')).toBe(true);
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.body.lastElementChild!.className).toContain('modal-backdrop');
    expect(document.body.lastElementChild!.previousElementSibling).toBe(modal);
    expect(document.activeElement!.id).toBe('x');
    key('Escape');
    expect(modal.classList.contains('in')).toBe(false);
    expect(modal.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.modal-backdrop')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the modal', () => {
    install(page(HTML));
    document.getElementById('open')!.click();
    document.getElementById('last')!.focus();
    key('Tab');
    expect(document.activeElement!.id).toBe('x');
    key('Tab', true);
    expect(document.activeElement!.id).toBe('last');
    closeModal();
  });

  it('a toggle-modal navigation item opens the modal its href names', () => {
    const ctx = page(HTML);
    install(ctx);
    installNavMenu(ctx);
    const item = document.getElementById('item')!;
    expect(item.getAttribute('aria-haspopup')).toBe('dialog');
    item.focus();
    item.click();
    expect(document.getElementById('m')!.classList.contains('in')).toBe(true);
    document.getElementById('x')!.click();
    expect(document.getElementById('m')!.classList.contains('in')).toBe(false);
    expect(document.activeElement).toBe(item);
  });
});
