// The news widget's first calls: what the entry works out from the raw options (newsFirstCalls: the calls and the plan
// handed down to the define chunk and the view) must be exactly what the validated options give (planOf), or the
// widget would render another plan than its options say, and its requests would not be adopted and go out twice.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newsFirstCalls as first, planOf, readFirstOptions } from '../../../widgets/news/first-calls';
import { NewsOptionsSchema } from '../../../widgets/news/news-options';
import type { PageContext } from '../../../src/page-context';
import { SUBSCRIBED_URL } from '../../../widgets/news/urls';
import { pageContext } from './helpers';

const list = (topics: string[], n: number, page = 1) =>
  `ajax/testa/article/motifs/${encodeURIComponent(JSON.stringify(topics))}/nbperpage/${n}/idpage/${page}/size/xbig?withoutIdInKey=true`;

const withSearch = <T,>(search: string, fn: () => T): T => {
  const before = location.href;
  history.replaceState(null, '', search || location.pathname);
  try {
    return fn();
  } finally {
    history.replaceState(null, '', before);
  }
};

/** The URLs of the first calls the entry starts (src/first-calls.ts sends those of a plan). */
const newsFirstCalls = (raw: Record<string, unknown>, ctx: PageContext) => {
  const plan = first(raw, ctx);
  return typeof plan == 'object' ? plan.urls : [];
};

describe('news first calls from the raw options', () => {
  const ctx = pageContext({ infos: { testamotifs: ['ABP', 'AMAS'] } });

  it('list mode: the subscribed topics, the lead topics, then the page of the list', () => {
    expect(newsFirstCalls({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'] }, ctx)).toEqual([SUBSCRIBED_URL, list(['ABP'], 3)]);
    expect(newsFirstCalls({ behaviorChoice: 'full', sourceChoice: 'auto', nbArticlesTotal: '6', hasLeadMotifs: '1', leadMotifs: 'IEC', nbLeadArticles: 2 }, ctx))
      .toEqual([SUBSCRIBED_URL, list(['IEC'], 2), list(['ABP', 'AMAS'], 6)]);
  });

  it('?page only with pagination; ?title opens the article of a full widget (the slug call alone)', () => {
    const full = { behaviorChoice: 'full', sourceChoice: 'auto', hasPagination: true };
    expect(withSearch('?page=4', () => newsFirstCalls(full, ctx))).toEqual([SUBSCRIBED_URL, list(['ABP', 'AMAS'], 3, 4)]);
    expect(withSearch('?page=4', () => newsFirstCalls({ ...full, hasPagination: 'false' }, ctx))).toEqual([SUBSCRIBED_URL, list(['ABP', 'AMAS'], 3)]);
    expect(withSearch('?title=les-aides-2027', () => newsFirstCalls(full, ctx))).toEqual(['ajax/testa/article/slug/les-aides-2027']);
    expect(withSearch('?title=../../x', () => newsFirstCalls(full, ctx))).toEqual([]); // not a slug: nothing to ask
  });

  it('the plan handed down: the setup, the query read once, the calls, and the view its first render needs', () => {
    const raw = { behaviorChoice: 'full', sourceChoice: 'auto', hasPagination: true, hasLeadMotifs: true, leadMotifs: 'IEC' };
    expect(withSearch('?page=2&debug', () => first(raw, ctx))).toEqual({
      setup: { behavior: 'full', mode: 'list', topics: ['ABP', 'AMAS'], lead: ['IEC'], slug: '' },
      query: { page: 2, title: '', article: undefined, debug: true },
      urls: [SUBSCRIBED_URL, list(['IEC'], 1, 2), list(['ABP', 'AMAS'], 3, 2)],
      view: 'view',
    });
    expect(withSearch('?title=un-article', () => first({ behaviorChoice: 'full', sourceChoice: 'auto' }, ctx))).toMatchObject({ setup: { mode: 'article' }, view: 'article-view' });
  });

  it('none when the options decide a catalogued error, whose number is handed down instead of a plan', () => {
    expect(first({ sourceChoice: 'auto' }, ctx)).toBe(6);
    expect(first({ behaviorChoice: 'mini', sourceChoice: 'manual' }, ctx)).toBe(2);
    expect(newsFirstCalls({ sourceChoice: 'auto' }, ctx)).toEqual([]); // 6
    expect(newsFirstCalls({ behaviorChoice: 'mini', sourceChoice: 'manual' }, ctx)).toEqual([]); // 2
    expect(newsFirstCalls({ behaviorChoice: 'mini', sourceChoice: 'auto' }, pageContext())).toEqual([]); // 1
    expect(newsFirstCalls({ behaviorChoice: 'mini', sourceChoice: 'auto', hasLeadMotifs: 1 }, ctx)).toEqual([]); // 4
  });

  it('none when a count the calls send is one the schema rejects (nbperpage/1000000000, /-1, /NaN; 1e2, true, [4], 0x3)', () => {
    const mini = { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'] };
    // The last four: forms Number() reads as a count (100, 1, 4, 3) but the schema's numbers are not.
    for (const bad of [1e9, -1, 'NaN', 'abc', 0, 2.5, 201, '1e2', true, [4], '0x3', ' ', null]) {
      expect(first({ ...mini, nbArticlesTotal: bad }, ctx)).toBeUndefined();
      expect(newsFirstCalls({ ...mini, hasLeadMotifs: 1, leadMotifs: ['IEC'], nbLeadArticles: bad }, ctx)).toEqual([]);
      expect(NewsOptionsSchema.safeParse({ ...mini, nbArticlesTotal: bad }).success).toBe(false);
    }
    expect(newsFirstCalls({ ...mini, nbArticlesTotal: '200' }, ctx)).toEqual([SUBSCRIBED_URL, list(['ABP'], 200)]);
  });

  it('the plan and the calls equal to the validated options\' wherever the options are valid (property)', () => {
    // Mostly valid forms (every form the schema accepts), sometimes invalid ones.
    const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) => fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: invalid, weight: 1 });
    const topics = mostly(fc.oneof(fc.array(fc.constantFrom('ABP', ' AMAS', 'IEC', '', 'A B'), { maxLength: 3 }), fc.constantFrom('ABP', 'ABP, AMAG', ' , ', '')), fc.oneof(fc.integer(), fc.constant(null)));
    const flag = mostly(fc.constantFrom(true, false, 0, 1, '0', '1', 'true', 'false', ''), fc.constantFrom('yes', 2, null));
    const count = mostly(fc.oneof(fc.integer({ min: 1, max: 200 }), fc.constantFrom('3', ' 12 ', '200')), fc.oneof(fc.constantFrom(0, 201, '1.5', 'abc', '', '-1', '1e2', null), fc.double()));
    const raw = fc.record({
      behaviorChoice: fc.constantFrom('mini', 'full', 'List+Page', 4),
      sourceChoice: fc.constantFrom('auto', 'manual', 'both'),
      manualMotifsList: topics, motifs: topics, leadMotifs: topics,
      hasLeadMotifs: flag, hasPagination: flag,
      nbArticlesTotal: count, nbLeadArticles: count,
    }, { requiredKeys: [] });
    const search = fc.constantFrom('', '?page=2', '?page=abc', '?title=un-article', '?title=../x', `?article=${encodeURIComponent('["ABP"]|un-article')}`, '?debug');
    const contexts = [pageContext({ infos: { testamotifs: 'ABP,IEC' } }), pageContext({ env: 'dev', parentInfos: { testamotifs: ['AMAG'] } }), pageContext()];
    let compared = 0;
    fc.assert(
      fc.property(raw, search, fc.constantFrom(0, 1, 2), (options, query, c) => {
        const parsed = NewsOptionsSchema.safeParse(options);
        if (!parsed.success) return;
        const ctx = contexts[c];
        withSearch(query, () => {
          const validated = planOf(parsed.data, ctx);
          let entry: ReturnType<typeof first> | Error;
          try {
            entry = first(options, ctx);
          } catch (e) {
            entry = e as Error;
          }
          expect(entry).toEqual(validated);
          compared++;
        });
      }),
      { numRuns: 1000 },
    );
    expect(compared).toBeGreaterThan(200); // the generator reaches valid options often enough to mean something
  });

  it('reads the schema\'s defaults when an option is absent', () => {
    const validated = NewsOptionsSchema.parse({});
    const raw = readFirstOptions({});
    for (const key of Object.keys(raw) as (keyof typeof raw)[]) expect(raw[key], key).toEqual(validated[key]);
  });
});
