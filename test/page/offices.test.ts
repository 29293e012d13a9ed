import { describe, expect, it } from 'vitest';
import { install } from '../../src/page/offices';
import { page } from './context';

const CITIES = ['Rennes', 'Brest', 'Quimper', 'Vannes', 'Lorient', 'Saint-Brieuc', 'Saint-Malo'];

describe('offices section', () => {
  it('turns each city heading into a button toggling its details, all hidden at start', () => {
    install(page(`<div class="dm-offices">${CITIES.map((c) => `<div class="dm-office"><h3 class="dm-office-title">${c}</h3><div class="dm-office-details">${c} address</div></div>`).join('')}</div>`));
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.dm-office-title > button')];
    expect(buttons.map((b) => b.textContent)).toEqual(CITIES);
    expect(buttons.every((b) => b.type === 'button' && b.getAttribute('aria-expanded') === 'false')).toBe(true);
    const details = [...document.querySelectorAll<HTMLElement>('.dm-office-details')];
    expect(details.every((d) => d.hidden)).toBe(true);
    expect(buttons[1].getAttribute('aria-controls')).toBe(details[1].id);
    buttons[1].click();
    expect(details[1].hidden).toBe(false);
    expect(buttons[1].getAttribute('aria-expanded')).toBe('true');
    expect(details.filter((d) => !d.hidden)).toHaveLength(1);
    buttons[1].click();
    expect(details[1].hidden).toBe(true);
  });
});
