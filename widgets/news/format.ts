/**
 * Text formatting of the news cards (spec §5, §9.2): French dates, summaries cut on whole words, the page count.
 */

export const MONTHS = ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'];

export const ELLIPSIS = ' (...)';

interface DateParts {
  day: number;
  month: number;
  year: number;
}

const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: 'numeric', month: 'numeric', year: 'numeric' });

/** The calendar date of an article, in Paris: from dateUpdate_ts (unix seconds), else the dateUpdate string. */
export function dateParts(ts: number | undefined, dateUpdate = ''): DateParts | undefined {
  if (ts !== undefined && Number.isFinite(ts) && ts > 0) {
    const parts = Object.fromEntries(paris.formatToParts(new Date(ts * 1000)).map((p) => [p.type, p.value]));
    return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
  }
  const m = dateUpdate.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return undefined;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** 'mini': day + the first 3 letters of the month ('5 Fév'); 'full': 'Publié le 5 Février 2026'. '' without a date. */
export function formatDate(type: 'mini' | 'full', ts: number | undefined, dateUpdate?: string): string {
  const d = dateParts(ts, dateUpdate);
  if (!d) return '';
  const month = MONTHS[d.month - 1];
  return type === 'mini' ? `${d.day} ${Array.from(month).slice(0, 3).join('')}` : `Publié le ${d.day} ${month} ${d.year}`;
}

/** The text of an HTML string (an inert document: nothing loads or runs), whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, style, template, noscript')) el.remove();
  return (doc.body?.textContent ?? '').replace(/\s+/g, ' ').trim();
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

/** Page count = ceil(min(count, cap) / perPage) (spec §9.2). */
export function pageCount(count: number, perPage: number, cap = 120): number {
  if (!(count > 0) || !(perPage > 0)) return 0;
  return Math.ceil(Math.min(count, cap) / perPage);
}
