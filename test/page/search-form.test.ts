import { describe, expect, it } from 'vitest';
import { install } from '../../src/page/search-form';
import { page } from './context';

describe('search form', () => {
  it('marks the navbar form focused while its input has focus', () => {
    install(page('<form class="navbar-form"><input id="i"></form><button id="b">x</button>'));
    document.getElementById('i')!.focus();
    expect(document.querySelector('form')!.classList.contains('focused')).toBe(true);
    document.getElementById('b')!.focus();
    expect(document.querySelector('form')!.classList.contains('focused')).toBe(false);
  });

  it("focuses the modal's query input when it is shown", () => {
    install(page('<div class="modal" id="m"><button>x</button><input name="query"></div>'));
    document.getElementById('m')!.dispatchEvent(new CustomEvent('shown.bs.modal', { bubbles: true }));
    expect((document.activeElement as HTMLInputElement).name).toBe('query');
  });
});
