/**
 * The date picker's locale helpers: the French locale, the default (jQuery UI's 'fr' regional, whose 'yy' is a
 * four-digit year: dd/mm/yy, weeks from Monday; README › Page behaviours, "Date picker"); other languages' locales are
 * in their catalogues (src/i18n). Dates are written and read in a locale's dateFormat: 'dd', 'mm' and 'yy' in any
 * order, with separators between them.
 */
import { datePicker } from '../../i18n/fr/date-picker';
import type { DatePickerText } from '../../i18n/catalogue';

export const FR: DatePickerText = datePicker;

const pad = (n: number) => String(n).padStart(2, '0');
const TOKEN = /dd|mm|yy/g;

/** A date in the locale's dateFormat (yy = four digits, as jQuery UI): 05/01/2026, 05.01.2026. */
export const formatDate = (d: Date, locale: Pick<DatePickerText, 'dateFormat'> = FR): string =>
  locale.dateFormat.replace(TOKEN, (t) => (t === 'dd' ? pad(d.getDate()) : t === 'mm' ? pad(d.getMonth() + 1) : String(d.getFullYear())));

/** Parses a date written in the locale's dateFormat (day and month may have one digit); null when it is not a real date. */
export function parseDate(text: string, locale: Pick<DatePickerText, 'dateFormat'> = FR): Date | null {
  const tokens: string[] = locale.dateFormat.match(TOKEN) ?? [];
  const source = locale.dateFormat
    .split(TOKEN)
    .map((sep, i) => sep.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + (tokens[i] ? (tokens[i] === 'yy' ? '(\\d{4})' : '(\\d{1,2})') : ''))
    .join('');
  const m = new RegExp(`^\\s*${source}\\s*$`).exec(text);
  if (!m) return null;
  const part = (t: string) => Number(m[tokens.indexOf(t) + 1]);
  const [d, mo, y] = [part('dd'), part('mm') - 1, part('yy')];
  const date = new Date(y, mo, d);
  return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date : null;
}

/** The ISO 8601 week number (jQuery UI's iso8601Week). */
export function isoWeek(date: Date): number {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() + 4 - (d.getDay() || 7));
  const jan1 = new Date(d.getFullYear(), 0, 1);
  return Math.floor(Math.round((d.getTime() - jan1.getTime()) / 86400000) / 7) + 1;
}

/** The years of yearRange 'c-10:c+10' around year c. */
export function yearRange(c: number): number[] {
  return Array.from({ length: 21 }, (_, i) => c - 10 + i);
}
