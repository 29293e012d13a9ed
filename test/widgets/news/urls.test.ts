import { describe, expect, it } from 'vitest';
import { listUrl, slugUrl, SUBSCRIBED_URL } from '../../../widgets/news/urls';
import { articleUrl } from '../../../widgets/news/article-id';

describe('news call URLs', () => {
  it('list: JSON topic array URL-encoded in the path, then nbperpage, idpage, size and withoutIdInKey', () => {
    expect(listUrl({ topics: ['ABP', 'AMAS'], nbperpage: 3, page: 2, size: 'xbig' })).toBe(
      'ajax/testa/article/motifs/%5B%22ABP%22%2C%22AMAS%22%5D/nbperpage/3/idpage/2/size/xbig?withoutIdInKey=true',
    );
    expect(listUrl({ topics: ['IEC'], nbperpage: 4, page: 1, size: 'h', debug: true })).toBe(
      'ajax/testa/article/motifs/%5B%22IEC%22%5D/nbperpage/4/idpage/1/size/h?withoutIdInKey=true&debug=1',
    );
  });
  it('full article, slug lookup and subscribed topics', () => {
    expect(articleUrl(41000)).toBe('ajax/testa/article/id/41000/xsl/Html_To_Diem_BS3/size/xbig');
    expect(slugUrl('les-aides-2027')).toBe('ajax/testa/article/slug/les-aides-2027');
    expect(slugUrl('../x')).toBe('ajax/testa/article/slug/..%2Fx');
    expect(SUBSCRIBED_URL).toBe('ajax/testa/motifs/subscribed');
  });
});
