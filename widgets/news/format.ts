/**
 * Text formatting of the news cards (README › News widget, "Options": dateType, truncateResume, nbArticlesPagination):
 * dates in the page language (French by default), summaries cut on whole words, the page count.
 */
import type { NewsText } from '../../src/core';
import { news as fr } from '../../src/i18n/fr/news';

export const MONTHS = fr.months;

export const ELLIPSIS = ' (...)';

export { saneSeconds, TS_RANGE } from './timestamps';
import { saneSeconds } from './timestamps';

interface DateParts {
  day: number;
  month: number;
  year: number;
}

/**
 * Paris's offset from UTC, in seconds, at unix time `s`: two hours in summer time, else one. Summer time runs from
 * 01:00 UTC on the last Sunday of March (6 April in 1980) to 01:00 UTC on the last Sunday of October (of September
 * before 1996), France's rules over the whole range saneSeconds accepts. Worked out by hand: the first
 * Intl.DateTimeFormat with a time zone costs a page 50–90 ms of main thread (measured in Chromium 156), on the way to
 * the first card.
 */
export function parisOffset(s: number): number {
  const year = new Date(s * 1000).getUTCFullYear();
  /** 01:00 UTC on the last Sunday of month `m` (0-based) of that year, in unix seconds. */
  const lastSunday = (m: number) => {
    const last = new Date(Date.UTC(year, m + 1, 0, 1));
    return last.getTime() / 1000 - last.getUTCDay() * 86_400;
  };
  const start = year === 1980 ? Date.UTC(1980, 3, 6, 1) / 1000 : lastSunday(2);
  return s >= start && s < lastSunday(year < 1996 ? 8 : 9) ? 7_200 : 3_600;
}

/**
 * The calendar date of an article, in Paris: from dateUpdate_ts (unix seconds, see saneSeconds), else the dateUpdate
 * string ('YYYY-MM-DD…'). Never throws: a date that cannot be read is no date.
 */
export function dateParts(raw: number | undefined, dateUpdate = ''): DateParts | undefined {
  const ts = saneSeconds(raw);
  if (ts !== undefined) {
    const d = new Date((ts + parisOffset(ts)) * 1000);
    return { day: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
  }
  const m = String(dateUpdate).match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) return undefined;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * 'mini': day + the short month ('5 Fév', '5. Feb.'); 'full': 'Publié le 5 Février 2026', 'Veröffentlicht am
 * 5. Februar 2026'. '' without a date.
 */
export function formatDate(type: 'mini' | 'full', ts: number | undefined, dateUpdate?: string, text: NewsText = fr): string {
  const d = dateParts(ts, dateUpdate);
  if (!d) return '';
  return type === 'mini' ? text.dateMini(d.day, text.monthsShort[d.month - 1]) : text.dateFull(d.day, text.months[d.month - 1], d.year);
}

/** Named character references of French news text; others stay as written (numeric ones are all decoded). */
const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", laquo: '«', raquo: '»', hellip: '…', rsquo: '’',
  lsquo: '‘', ldquo: '“', rdquo: '”', ndash: '–', mdash: '—', euro: '€', deg: '°', copy: '©', reg: '®', trade: '™',
  middot: '·', bull: '•', times: '×', shy: '', thinsp: '\u2009', oelig: 'œ', OElig: 'Œ', aelig: 'æ', AElig: 'Æ',
};
for (const [letter, marks] of Object.entries({ a: 'grave acute circ uml', e: 'grave acute circ uml', i: 'circ uml acute', o: 'circ uml acute', u: 'grave circ uml acute', c: 'cedil', y: 'uml' })) {
  const combining: Record<string, string> = { grave: '\u0300', acute: '\u0301', circ: '\u0302', uml: '\u0308', cedil: '\u0327' };
  for (const mark of marks.split(' ')) {
    ENTITIES[letter + mark] = (letter + combining[mark]).normalize('NFC');
    ENTITIES[letter.toUpperCase() + mark] = (letter.toUpperCase() + combining[mark]).normalize('NFC');
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * The text of an HTML string, for display as text (never parsed as HTML, so it needs no sanitizer and no Trusted
 * Types sink, and stays cheap for long lists): comments, script/style/template contents and tags dropped, character
 * references decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, (tag) => (/^<\/?(p|div|br|li|h\d|tr|td|th|blockquote|section|article|header|footer)\b/i.test(tag) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Cut a text to max characters (code points, NFC, so accents are never split) on a whole word, ending ' (...)'.
 * A text that fits is returned whole; max 0 means no limit.
 */
export function truncateWords(text: string, max: number): string {
  const chars = Array.from(text.normalize('NFC'));
  if (!max || chars.length <= max) return chars.join('');
  const head = chars.slice(0, max + 1).join('');
  const cut = head.search(/\s\S*$/);
  const kept = (cut > 0 ? head.slice(0, cut) : chars.slice(0, max).join('')).replace(/[\s,;:.\-–]+$/u, '');
  return kept + ELLIPSIS;
}

/** A card summary: the summary HTML as text, cut to truncateResume. */
export const summaryText = (html: string, max: number): string => truncateWords(htmlToText(html), max);

/** Page count = ceil(min(count, cap) / perPage), the cap being nbArticlesPagination (120 by default). */
export function pageCount(count: number, perPage: number, cap = 120): number {
  if (!(count > 0) || !(perPage > 0)) return 0;
  return Math.ceil(Math.min(count, cap) / perPage);
}
