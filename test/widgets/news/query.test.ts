import { describe, expect, it } from 'vitest';
import { articleParam, isSlug, pageParam, readQuery } from '../../../widgets/news/query';

describe('news query parameters', () => {
  it('?page: an integer, else 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('abc')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('-4')).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('99999999999999999999')).toBe(2 ** 53); // past any end: no article, not page 1
  });
  it('?article: {JSON topic array}|{slug}', () => {
    expect(articleParam('["ABP","AMAS"]|mon-article')).toEqual({ topics: ['ABP', 'AMAS'], slug: 'mon-article' });
    expect(articleParam('garbage')).toBeUndefined();
    expect(articleParam('{"a":1}|x')).toBeUndefined();
    expect(articleParam('[1,2]|x')).toBeUndefined();
    expect(articleParam('[<script>]|x')).toBeUndefined();
  });
  it('slugs: letters, digits, dashes; paths and markup are not slugs', () => {
    expect(isSlug('medecins-liberaux-2035')).toBe(true);
    expect(isSlug('élevage_laitier')).toBe(true);
    expect(isSlug('../../x')).toBe(false);
    expect(isSlug('<img src=x>')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
  it('reads every parameter from a search string', () => {
    expect(readQuery('?page=abc&title=../../x&debug')).toEqual({ page: 1, title: '../../x', article: undefined, debug: true });
  });
});
