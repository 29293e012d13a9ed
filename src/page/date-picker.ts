/**
 * Date picker (README › Page behaviours, "Date picker") on date fields: `input.datepicker` or
 * `input[data-provide="datepicker"]` (type text), loaded by import() only on pages that have one. Its texts and date
 * format are the page language's (the catalogue's datePicker: French 'dd/mm/yy' by default, German 'dd.mm.yy' with
 * 'KW', 'Heute', 'Schließen'). A button after the field opens a modal dialog (WAI-ARIA date picker dialog pattern) with
 * previous / next month buttons, month and year selects (yearRange c-10:c+10 around the shown year), a grid whose weeks
 * start on the locale's first day (Monday) with an ISO week column, and 'today' and 'close' buttons. Keys in the grid:
 * arrows (day, week), Home/End (week start/end), PageUp/PageDown (month; with Shift, year), Enter or Space picks, Esc
 * closes; Tab cycles inside the dialog. The chosen date is written in the locale's format and the field gets 'input'
 * and 'change' events; focus returns to the button.
 */
import { FR, formatDate, isoWeek, parseDate, yearRange } from './lib/date-locale-fr';
import type { PageContext } from '../page-context';
import type { Catalogue, DatePickerText } from '../i18n/catalogue';
import { warn } from '../log';
import { ensureId, keepTabInside } from './lib/disclosure';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
function addMonths(d: Date, n: number): Date {
  const last = new Date(d.getFullYear(), d.getMonth() + n + 1, 0).getDate();
  return new Date(d.getFullYear(), d.getMonth() + n, Math.min(d.getDate(), last));
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Record<string, unknown> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...kids);
  return node;
}

/** A calendar glyph (SVG, hidden from assistive technology: the button has its own label). */
function calendarIcon(doc: Document): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = doc.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(NS, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', 'M4 0h2v2h4V0h2v2h3v14H1V2h3zM3 6v8h10V6zm2 2h2v2H5zm4 0h2v2H9z');
  svg.append(path);
  return svg;
}

/** The days of the week in grid order, from the locale's first day. */
const dayOrder = (L: DatePickerText) => Array.from({ length: 7 }, (_, i) => (L.firstDay + i) % 7);
/** How many days d is after the start of its week. */
const fromWeekStart = (d: Date, L: DatePickerText) => (d.getDay() - L.firstDay + 7) % 7;

/** The month one draws: its texts, the focused and the selected day, and what its controls do. */
interface Month {
  doc: Document;
  L: DatePickerText;
  /** The focused day (its month is the one shown). */
  focusDay: Date;
  selected: Date | null;
  /** Moves the focus to a day (redrawing; the grid takes the focus unless focusGrid is false). */
  go: (d: Date, focusGrid?: boolean) => void;
  pick: (d: Date) => void;
  close: () => void;
}

/** The previous-month button, the month's title (labelling the dialog and the grid) and the next-month button. */
function monthHeader({ doc, L, focusDay, go }: Month, titleId: string): HTMLElement {
  const title = el(doc, 'h2', { className: 'dm-datepicker-title', textContent: `${L.monthNames[focusDay.getMonth()]} ${focusDay.getFullYear()}` });
  title.id = titleId;
  const prev = el(doc, 'button', { type: 'button', className: 'btn btn-link dm-datepicker-prev', textContent: L.prevText });
  const next = el(doc, 'button', { type: 'button', className: 'btn btn-link dm-datepicker-next', textContent: L.nextText });
  prev.addEventListener('click', () => go(addMonths(focusDay, -1), false));
  next.addEventListener('click', () => go(addMonths(focusDay, 1), false));
  return el(doc, 'div', { className: 'dm-datepicker-header' }, prev, title, next);
}

/** The month and year selects (yearRange around the shown year). */
function monthSelects({ doc, L, focusDay, go }: Month): HTMLElement {
  const month = el(doc, 'select', { className: 'form-control input-sm dm-datepicker-month' });
  month.setAttribute('aria-label', L.month);
  L.monthNames.forEach((name, i) => month.append(el(doc, 'option', { value: String(i), textContent: name, selected: i === focusDay.getMonth() })));
  const year = el(doc, 'select', { className: 'form-control input-sm dm-datepicker-year' });
  year.setAttribute('aria-label', L.year);
  for (const y of yearRange(focusDay.getFullYear())) year.append(el(doc, 'option', { value: String(y), textContent: String(y), selected: y === focusDay.getFullYear() }));
  month.addEventListener('change', () => go(new Date(focusDay.getFullYear(), Number(month.value), 1), false));
  year.addEventListener('change', () => go(new Date(Number(year.value), focusDay.getMonth(), 1), false));
  return el(doc, 'div', { className: 'dm-datepicker-selects' }, month, year);
}

/** The day a key moves the grid's focus to, or undefined for a key that does not move it. */
function dayAfterKey(e: KeyboardEvent, day: Date, L: DatePickerText): Date | undefined {
  const moves: Record<string, () => Date> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -fromWeekStart(day, L)),
    End: () => addDays(day, 6 - fromWeekStart(day, L)),
    PageUp: () => addMonths(day, e.shiftKey ? -12 : -1),
    PageDown: () => addMonths(day, e.shiftKey ? 12 : 1),
  };
  return moves[e.key]?.();
}

/**
 * The grid of the shown month: the ISO week of each row, a button per day of the month (only the focused day in the
 * Tab order; the selected day and today marked), keys that move the focus. Returns the focused day's button too.
 */
function dayGrid(m: Month, titleId: string): { grid: HTMLTableElement; focused?: HTMLButtonElement } {
  const { doc, L, focusDay, selected } = m;
  const today = new Date();
  const head = el(doc, 'tr', {}, el(doc, 'th', { scope: 'col', className: 'dm-datepicker-week', textContent: L.weekHeader }));
  for (const d of dayOrder(L)) head.append(el(doc, 'th', { scope: 'col' }, el(doc, 'abbr', { title: L.dayNames[d], textContent: L.dayNamesMin[d] })));
  const body = el(doc, 'tbody');
  const first = new Date(focusDay.getFullYear(), focusDay.getMonth(), 1);
  let day = addDays(first, -fromWeekStart(first, L));
  let focused: HTMLButtonElement | undefined;
  while (day.getMonth() === focusDay.getMonth() || day < first) {
    const row = el(doc, 'tr', {}, el(doc, 'td', { className: 'dm-datepicker-week', textContent: String(isoWeek(day)) }));
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      const d = day;
      const cell = el(doc, 'td');
      if (d.getMonth() === focusDay.getMonth()) {
        const b = el(doc, 'button', { type: 'button', textContent: String(d.getDate()), tabIndex: sameDay(d, focusDay) ? 0 : -1 });
        b.setAttribute('aria-label', L.dayLabel(d.getDate(), L.monthNames[d.getMonth()], d.getFullYear(), L.dayNames[d.getDay()]));
        if (selected && sameDay(d, selected)) cell.setAttribute('aria-selected', 'true'), cell.classList.add('dm-selected');
        if (sameDay(d, today)) cell.classList.add('dm-today'), b.setAttribute('aria-current', 'date');
        b.addEventListener('click', () => m.pick(d));
        if (sameDay(d, focusDay)) focused = b;
        cell.append(b);
      }
      row.append(cell);
    }
    body.append(row);
  }
  const grid = el(doc, 'table', { className: 'dm-datepicker-grid' }, el(doc, 'thead', {}, head), body);
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-labelledby', titleId);
  grid.addEventListener('keydown', (e) => {
    const to = dayAfterKey(e, focusDay, L);
    if (!to) return;
    e.preventDefault();
    m.go(to);
  });
  return { grid, focused };
}

/** 'Today' (moves the focus to today) and 'Close'. */
function monthFooter({ doc, L, go, close }: Month): HTMLElement {
  const todayBtn = el(doc, 'button', { type: 'button', className: 'btn btn-default dm-datepicker-today', textContent: L.currentText });
  todayBtn.addEventListener('click', () => go(new Date()));
  const closeBtn = el(doc, 'button', { type: 'button', className: 'btn btn-primary dm-datepicker-close', textContent: L.closeText });
  closeBtn.addEventListener('click', () => close());
  return el(doc, 'div', { className: 'dm-datepicker-footer' }, todayBtn, closeBtn);
}

/** Prepares the field (placeholder, no autocomplete) and puts the button that opens the picker after it. */
function fieldButton(input: HTMLInputElement, L: DatePickerText): HTMLButtonElement {
  const doc = input.ownerDocument;
  if (!input.placeholder) input.placeholder = L.placeholder;
  input.autocomplete = 'off';
  input.parentElement?.classList.add('dm-datepicker-host');
  const label = input.labels?.[0]?.textContent?.trim();
  const button = el(doc, 'button', { type: 'button', className: 'btn btn-default dm-datepicker-button' }, calendarIcon(doc));
  button.setAttribute('aria-label', label ? L.chooseDateFor(label) : L.chooseDate);
  button.setAttribute('aria-haspopup', 'dialog');
  input.after(button);
  return button;
}

export function attachDatePicker(input: HTMLInputElement, L: DatePickerText = FR, lang = 'fr'): void {
  const doc = input.ownerDocument;
  if (input.dataset.dmDatepicker) return;
  input.dataset.dmDatepicker = '1';
  const button = fieldButton(input, L);
  let dialog: HTMLElement | undefined;
  let focusDay = new Date();

  const close = (restore = true) => {
    dialog?.remove();
    dialog = undefined;
    button.setAttribute('aria-expanded', 'false');
    doc.removeEventListener('mousedown', outside, true);
    if (restore) button.focus();
  };
  const outside = (e: Event) => {
    if (dialog && !dialog.contains(e.target as Node) && e.target !== button) close(false);
  };
  const pick = (d: Date) => {
    input.value = formatDate(d, L);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    close();
  };
  const go = (d: Date, focusGrid = true) => {
    focusDay = d;
    render(focusGrid);
  };

  const render = (focus: boolean) => {
    if (!dialog) return;
    const titleId = ensureId(dialog, 'dm-datepicker') + '-title';
    dialog.setAttribute('aria-labelledby', titleId);
    const month: Month = { doc, L, focusDay, selected: parseDate(input.value, L), go, pick, close: () => close() };
    const { grid, focused } = dayGrid(month, titleId);
    dialog.replaceChildren(monthHeader(month, titleId), monthSelects(month), grid, monthFooter(month));
    if (focus) focused?.focus();
  };

  const open = () => {
    if (dialog) return close();
    focusDay = parseDate(input.value, L) ?? new Date();
    dialog = el(doc, 'div', { className: 'dm-datepicker' });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.lang = lang;
    dialog.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close();
      } else if (e.key === 'Tab' && dialog) {
        keepTabInside(e, dialog, [...dialog.querySelectorAll<HTMLElement>('button, select')].filter((b) => b.tabIndex >= 0));
      }
    });
    button.after(dialog);
    button.setAttribute('aria-expanded', 'true');
    doc.addEventListener('mousedown', outside, true);
    render(true);
  };
  button.addEventListener('click', open);
}

export const DATE_FIELD_SELECTOR = 'input.datepicker, input[data-provide="datepicker"]';

/**
 * The page language's texts: French here; another language's from its catalogue chunk (README "Languages"), French
 * when it has none. The chunk is imported here rather than through src/i18n/catalogue.ts, whose loader is part of the
 * runtime chunk that pages with only a date field do not load; the browser fetches it once either way.
 */
function localeOf(lang: string): Promise<{ texts: DatePickerText; lang: string }> {
  const french = { texts: FR, lang: 'fr' };
  if (lang === 'fr' || !/^[a-z]{2,3}$/.test(lang)) return Promise.resolve(french);
  return import(`../i18n/languages/${lang}.ts`).then(
    (m: { default: Catalogue }) => ({ texts: m.default.datePicker, lang }),
    () => french,
  );
}

/** Attaches the picker to the page's date fields, in the page language (its texts are loaded first if need be). */
export function install({ doc, lang }: PageContext): void {
  const attachAll = ({ texts, lang }: { texts: DatePickerText; lang: string }) =>
    doc.querySelectorAll<HTMLInputElement>(DATE_FIELD_SELECTOR).forEach((input) => attachDatePicker(input, texts, lang));
  if (lang === 'fr') attachAll({ texts: FR, lang });
  else localeOf(lang).then(attachAll).catch((e: unknown) => warn('the date picker failed', e));
}
