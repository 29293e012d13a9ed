import { describe, expect, it } from 'vitest';
import { NewsOptionsSchema } from '../../../widgets/news/news-options';

describe('news options', () => {
  it("has the README's defaults", () => {
    const o = NewsOptionsSchema.parse({});
    expect(o).toMatchObject({
      nbArticlesTotal: 3, nbLeadArticles: 1, itemsByColumn: 3, nbArticlesRelated: 3, truncateResume: 200,
      nbArticlesPagination: 120, titleLevel: 3, itemTitleLevel: 4, templateChoice: 'tpl_thumbnail', linkToAllPosition: 'article',
      hasLeadMotifs: false, showFilters: false, hasPagination: false, mediaAlternate: false,
    });
  });
  it('reads CMS values: numeric strings, 0/1 and "true"/"false" flags, comma lists', () => {
    const o = NewsOptionsSchema.parse({ nbArticlesTotal: '6', showFilters: '1', hasPagination: 'false', manualMotifsList: 'ABP, AMAS' });
    expect([o.nbArticlesTotal, o.showFilters, o.hasPagination, o.manualMotifsList]).toEqual([6, true, false, ['ABP', 'AMAS']]);
  });
  it('refuses an unknown template, an empty count and a zero per-page number', () => {
    expect(NewsOptionsSchema.safeParse({ templateChoice: 'tpl_grid' }).success).toBe(false);
    expect(NewsOptionsSchema.safeParse({ nbArticlesTotal: '' }).success).toBe(false);
    expect(NewsOptionsSchema.safeParse({ nbArticlesTotal: 0 }).success).toBe(false);
  });
});
