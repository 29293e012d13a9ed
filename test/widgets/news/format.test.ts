import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ELLIPSIS, formatDate, htmlToText, MONTHS, pageCount, parisOffset, summaryText, TS_RANGE, truncateWords } from '../../../widgets/news/format';

describe('French dates', () => {
  // 2026-02-05 10:00 UTC, 11:00 in Paris.
  const ts = Date.UTC(2026, 1, 5, 10) / 1000;
  it('mini: day and the first three letters of the month', () => {
    expect(formatDate('mini', ts)).toBe('5 Fév');
    expect(formatDate('mini', Date.UTC(2026, 7, 14, 12) / 1000)).toBe('14 Aoû');
  });
  it("full: 'Publié le ' + day month year", () => {
    expect(formatDate('full', ts)).toBe('Publié le 5 Février 2026');
    expect(formatDate('full', Date.UTC(2026, 11, 31, 12) / 1000)).toBe('Publié le 31 Décembre 2026');
  });
  it('uses the Paris calendar day (late UTC evening is the next day in Paris)', () => {
    expect(formatDate('full', Date.UTC(2026, 0, 31, 23, 30) / 1000)).toBe('Publié le 1 Février 2026');
  });
  it('falls back to the dateUpdate string, and is empty without a usable date', () => {
    expect(formatDate('full', undefined, '2025-03-09 08:00:00')).toBe('Publié le 9 Mars 2025');
    expect(formatDate('mini', undefined, 'garbage')).toBe('');
    expect(formatDate('mini', NaN, '')).toBe('');
  });
  it('has the twelve months from Janvier to Décembre', () => {
    expect(MONTHS).toHaveLength(12);
    expect([MONTHS[0], MONTHS[11]]).toEqual(['Janvier', 'Décembre']);
  });
});

describe('summary truncation', () => {
  it('keeps a text that fits', () => {
    expect(truncateWords('Court résumé.', 200)).toBe('Court résumé.');
  });
  it("cuts on a whole word and ends with ' (...)'", () => {
    const text = 'Les associations employeuses doivent déclarer leurs bénévoles';
    const out = truncateWords(text, 30);
    expect(out).toBe('Les associations employeuses' + ELLIPSIS);
    expect(out.length - ELLIPSIS.length).toBeLessThanOrEqual(30);
  });
  it('keeps the word that ends exactly at the limit', () => {
    expect(truncateWords('abc def ghi', 7)).toBe('abc def' + ELLIPSIS);
  });
  it('never splits an accented character (decomposed input is composed first)', () => {
    const text = 'Éé'.normalize('NFD').repeat(3) + ' fin';
    const out = truncateWords(text, 4);
    expect(out.normalize('NFC')).toBe(out);
    expect(out).not.toMatch(/\u0301/);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateWords('😀😀 😀😀 😀😀', 5)).toBe('😀😀 😀😀' + ELLIPSIS);
  });
  it('strips the HTML before cutting and decodes entities', () => {
    expect(summaryText('<p><strong>Avocats</strong>&nbsp;: la TVA &amp; les honoraires</p>', 200)).toBe('Avocats : la TVA & les honoraires');
    expect(summaryText('<p>Un <em>deux</em> trois quatre</p>', 9)).toBe('Un deux' + ELLIPSIS);
  });
  it('drops script and style contents from the text', () => {
    expect(htmlToText('<p>Texte</p><script>alert(1)</script><style>p{}</style>')).toBe('Texte');
  });
});

describe('page count', () => {
  it('is ceil(min(count, 120) / per page)', () => {
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(9, 3)).toBe(3);
    expect(pageCount(500, 6)).toBe(20);
    expect(pageCount(121, 10, 120)).toBe(12);
  });
  it('is 0 without articles', () => {
    expect(pageCount(0, 3)).toBe(0);
  });
});

describe('HTML to text', () => {
  it('decodes named and numeric references, keeps unknown ones', () => {
    expect(htmlToText('&Eacute;t&eacute; &ccedil;a &oelig;uvre &laquo;&#233;&#x e9;&#xE9;&raquo; &unknown;')).toBe('Été ça œuvre «é&#x e9;é» &unknown;');
  });
  it('separates block elements, joins inline ones, drops comments and unclosed tags', () => {
    expect(htmlToText('<p>un</p><p>deux<br>trois</p><span>qu</span><b>atre</b><!-- x --> <img src=x onerror=alert(1)')).toBe('un deux trois quatre');
  });
  it('never yields markup that was hidden in attributes', () => {
    expect(htmlToText('<a title="<b>gras</b>">lien</a>')).not.toContain('<b>');
  });
});

describe('timestamps that are not sane', () => {
  it('reads seconds in 1980–2100; repairs milliseconds, microseconds, nanoseconds; drops the rest', async () => {
    const { saneSeconds, formatDate } = await import('../../../widgets/news/format');
    const s = 1767225600; // 1 January 2026 00:00 UTC
    expect([s, s * 1e3, s * 1e6, s * 1e9].map(saneSeconds)).toEqual([s, s, s, s]);
    expect([0, -1, 1e10, 8.64e12 + 1, 1e300, NaN, Infinity, undefined, null].map(saneSeconds)).toEqual(Array(9).fill(undefined));
    // Timestamps that a plain new Date(ts * 1000) turns into RangeError "Invalid time value", or the year 58068:
    expect(formatDate('full', 1.7672256e15)).toBe('Publié le 1 Janvier 2026');
    expect(formatDate('full', 1.7672256e12)).toBe('Publié le 1 Janvier 2026');
    expect(formatDate('full', 9e15, '2025-03-04 10:00:00')).toBe('Publié le 4 Mars 2025');
    expect(formatDate('full', 9e20)).toBe('');
  });
});

describe("Paris's offset, worked out without Intl", () => {
  const clock = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  const [paris, utc] = [clock('Europe/Paris'), clock('UTC')];
  /** The Paris wall clock at unix second s: from the time zone database, and from UTC shifted by our offset. */
  const fromIntl = (s: number) => paris.format(new Date(s * 1000));
  const ours = (s: number) => utc.format(new Date((s + parisOffset(s)) * 1000));
  const at = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h, min) / 1000;

  it('switches at 01:00 UTC on the last Sundays of March and October (September before 1996; 6 April in 1980)', () => {
    expect([at(2026, 3, 29, 0, 59), at(2026, 3, 29, 1), at(2026, 10, 25, 0, 59), at(2026, 10, 25, 1)].map(parisOffset)).toEqual([3600, 7200, 7200, 3600]);
    expect([at(1995, 9, 24, 0, 59), at(1995, 9, 24, 1), at(1996, 10, 27, 0, 59), at(1996, 10, 27, 1)].map(parisOffset)).toEqual([7200, 3600, 7200, 3600]);
    expect([at(1980, 4, 6, 0, 59), at(1980, 4, 6, 1), at(1980, 3, 30, 12)].map(parisOffset)).toEqual([3600, 7200, 3600]);
  });

  it('gives the wall clock of the time zone database at any second of 1980–2100, and on each side of every switch', () => {
    fc.assert(fc.property(fc.integer({ min: TS_RANGE[0], max: TS_RANGE[1] }), (s) => ours(s) === fromIntl(s)), { numRuns: 2_000 });
    for (let y = 1980; y <= 2100; y++) {
      const days = [...[3, 9, 10].flatMap((m) => Array.from({ length: 10 }, (_, i) => [m, 22 + i])), ...(y === 1980 ? [[4, 6]] : [])];
      for (const [m, d] of days) for (const s of [at(y, m, d, 0, 59) + 59, at(y, m, d, 1)]) expect(ours(s), `${s}`).toBe(fromIntl(s));
    }
  });
});
