import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../src/http';
import { MOST_PER_CALL, readFullArticle, readList, readSlug, readSubscribed } from '../../../widgets/news/responses';

const article = { id: 5, title: 'Titre', summary: '<p>Résumé</p>', slug: 'titre', motifs: ['ABP'], mediasPaths: '[{"index":"24-11","url":"/a","copyright":"AFP"}]', dateUpdate: '2026-01-02 10:00:00', dateUpdate_ts: 1767348000 };

describe('news responses', () => {
  it('reads data.articles, arrayPagination.countArticle and info', () => {
    const list = readList({ data: { articles: [article], arrayPagination: { countArticle: '42' } }, info: { q: 1 } });
    expect(list.count).toBe(42);
    expect(list.info).toEqual({ q: 1 });
    expect(list.articles[0]).toMatchObject({ id: '5', title: 'Titre', motifs: ['ABP'], medias: [{ index: '24-11', url: '/a', copyright: 'AFP' }] });
  });
  it('treats a response without data.articles as one article', () => {
    const list = readList(article);
    expect(list.articles.map((a) => a.id)).toEqual(['5']);
    expect(list.count).toBe(1);
  });
  it('leaves out an invalid article of a list, and refuses a response of the wrong shape', () => {
    expect(readList({ data: { articles: [article, { id: 6 }] } }).articles).toHaveLength(1);
    expect(() => readList({ data: { articles: 'aucun' } })).toThrow(RequestError);
    expect(() => readList('<html>')).toThrow(RequestError);
    expect(() => readList(null)).toThrow(RequestError);
  });
  it('reads no more articles than any call asks for (a hostile answer of thousands)', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...article, id: i + 1 }));
    const list = readList({ data: { articles: [{ id: 0 }, ...many], arrayPagination: { countArticle: 5000 } } });
    expect(list.articles).toHaveLength(MOST_PER_CALL);
    expect(list.articles[0].id).toBe('1'); // the invalid one left out, and not counted
    expect(list.count).toBe(5000);
  });
  it('reads the full article: HTML, motif keys, medias, externalKey, id', () => {
    const full = readFullArticle({ article: '<p>x</p>', data: { id: 5, externalKey: 'EK1', mediasPaths: article.mediasPaths, motif: { IEC: 'IEC : Vidéo' } } });
    expect(full).toMatchObject({ id: '5', html: '<p>x</p>', externalKey: 'EK1', motifs: ['IEC'] });
    expect(() => readFullArticle({ data: {} })).toThrow(RequestError);
  });
  it("reads the topic descriptions after 'CODE : '", () => {
    expect(readSubscribed({ motifs: { ABP: 'ABP : Professions libérales', X: 'Sans code' } })).toEqual({ ABP: 'Professions libérales', X: 'Sans code' });
  });
  it('slug lookup: articleId, or not found when the answer has a success field', () => {
    expect(readSlug({ articleId: 41000 })).toBe('41000');
    expect(readSlug({ success: false, message: 'x' })).toBeNull();
    // An id that would become a path ('..' is normalised away by the URL parser) is a bad answer, not a request.
    for (const articleId of ['..', '.', '../../admin', 'a/b', -1, 1.5, '']) expect(() => readSlug({ articleId })).toThrow(/slug lookup/);
    expect(readSlug({ articleId: 'A-41_b' })).toBe('A-41_b');
    expect(() => readSlug({ other: 1 })).toThrow(RequestError);
  });
});
