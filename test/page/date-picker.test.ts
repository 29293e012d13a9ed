import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/date-picker';
import { formatDate, isoWeek, parseDate, yearRange, FR } from '../../src/page/lib/date-locale-fr';
import { page } from './context';

afterEach(() => vi.useRealTimers());

describe('French date locale', () => {
  it('formats and parses dd/mm/yy (four-digit year, as jQuery UI)', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(parseDate('05/01/2026')?.getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('2026-01-05')).toBeNull();
  });

  it('numbers ISO weeks and spans c-10:c+10', () => {
    expect(isoWeek(new Date(2026, 0, 1))).toBe(1);
    expect(isoWeek(new Date(2027, 0, 1))).toBe(53);
    expect(isoWeek(new Date(2026, 10, 22))).toBe(47);
    expect(yearRange(2026)).toHaveLength(21);
    expect([yearRange(2026)[0], yearRange(2026)[20]]).toEqual([2016, 2036]);
  });

  it("has jQuery UI's French labels and Monday as first day", () => {
    expect([FR.closeText, FR.prevText, FR.nextText, FR.currentText, FR.weekHeader]).toEqual(['Fermer', 'Précédent', 'Suivant', "Aujourd'hui", 'Sem.']);
    expect(FR.firstDay).toBe(1);
    expect(FR.dateFormat).toBe('dd/mm/yy');
  });
});

describe('date picker', () => {
  const key = (k: string, shiftKey = false) =>
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));

  it('adds a labelled button that opens a French calendar dialog, Monday first, focused on the field date', () => {
    install(page('<label for="d">Date</label><input id="d" class="datepicker" value="15/03/2026">'));
    const button = document.querySelector<HTMLButtonElement>('.dm-datepicker-button')!;
    expect(button.getAttribute('aria-label')).toBe('Choisir une date : Date');
    button.click();
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('.dm-datepicker-title')!.textContent).toBe('mars 2026');
    expect([...dialog.querySelectorAll('thead th')].map((t) => t.textContent)).toEqual(['Sem.', 'L', 'M', 'M', 'J', 'V', 'S', 'D']);
    expect(document.activeElement!.getAttribute('aria-label')).toBe('15 mars 2026, dimanche');
    expect(dialog.querySelector('.dm-selected button')!.textContent).toBe('15');
    expect([...dialog.querySelectorAll('.dm-datepicker-footer button')].map((b) => b.textContent)).toEqual(["Aujourd'hui", 'Fermer']);
  });

  it('moves with the keyboard and picks with a click, writing dd/mm/yyyy and firing change', () => {
    install(page('<input id="d" class="datepicker" value="15/03/2026">'));
    const input = document.getElementById('d') as HTMLInputElement;
    const changed = vi.fn();
    input.addEventListener('change', changed);
    document.querySelector<HTMLButtonElement>('.dm-datepicker-button')!.click();
    key('ArrowLeft');
    key('ArrowUp');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('7 mars 2026, samedi');
    key('PageUp', true);
    expect(document.querySelector('.dm-datepicker-title')!.textContent).toBe('mars 2025');
    key('End');
    (document.activeElement as HTMLElement).click();
    expect(input.value).toBe('09/03/2025');
    expect(changed).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement!.className).toContain('dm-datepicker-button');
  });

  it("'Précédent', 'Suivant', the selects and Esc", () => {
    install(page('<input id="d" data-provide="datepicker" value="31/01/2026">'));
    document.querySelector<HTMLButtonElement>('.dm-datepicker-button')!.click();
    const title = () => document.querySelector('.dm-datepicker-title')!.textContent;
    [...document.querySelectorAll<HTMLButtonElement>('.dm-datepicker-next')][0].click();
    expect(title()).toBe('février 2026');
    document.querySelector<HTMLButtonElement>('.dm-datepicker-prev')!.click();
    document.querySelector<HTMLButtonElement>('.dm-datepicker-prev')!.click();
    expect(title()).toBe('décembre 2025');
    const year = document.querySelector<HTMLSelectElement>('.dm-datepicker-year')!;
    year.value = '2030';
    year.dispatchEvent(new Event('change'));
    expect(title()).toBe('décembre 2030');
    document.querySelector<HTMLElement>('.dm-datepicker-grid button')!.focus();
    key('Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect((document.getElementById('d') as HTMLInputElement).value).toBe('31/01/2026');
  });
});

describe('date picker on a German page', () => {
  it('German months and days, KW, Heute, Schließen, dd.mm.yy', async () => {
    install(page('<label for="d">Wunschtermin</label><input id="d" class="datepicker" value="15.03.2026">', {}, 'de'));
    const button = await vi.waitFor(() => {
      const b = document.querySelector<HTMLButtonElement>('.dm-datepicker-button');
      if (!b) throw new Error('no picker yet');
      return b;
    });
    const input = document.getElementById('d') as HTMLInputElement;
    expect(input.placeholder).toBe('TT.MM.JJJJ');
    expect(button.getAttribute('aria-label')).toBe('Datum auswählen: Wunschtermin');
    button.click();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.lang).toBe('de');
    expect(dialog.querySelector('.dm-datepicker-title')!.textContent).toBe('März 2026');
    expect([...dialog.querySelectorAll('thead th')].map((t) => t.textContent)).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Sonntag, 15. März 2026');
    expect([...dialog.querySelectorAll('.dm-datepicker-footer button')].map((b) => b.textContent)).toEqual(['Heute', 'Schließen']);
    expect([dialog.querySelector('.dm-datepicker-prev')!.textContent, dialog.querySelector('.dm-datepicker-next')!.textContent]).toEqual(['Zurück', 'Vor']);
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    (document.activeElement as HTMLElement).click();
    expect(input.value).toBe('16.03.2026');
  });

  it('reads and writes dates in the locale format', () => {
    const de = { dateFormat: 'dd.mm.yy' };
    expect(formatDate(new Date(2026, 0, 5), de)).toBe('05.01.2026');
    expect(parseDate('5.1.2026', de)?.getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(parseDate('05/01/2026', de)).toBeNull();
    expect(parseDate('31.02.2026', de)).toBeNull();
    expect(formatDate(new Date(2026, 0, 5), { dateFormat: 'yy-mm-dd' })).toBe('2026-01-05');
    expect(parseDate('2026-01-05', { dateFormat: 'yy-mm-dd' })?.getDate()).toBe(5);
  });
});
