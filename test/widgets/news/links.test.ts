import { describe, expect, it } from 'vitest';
import { articleHref, linkToAllHref, pageHref } from '../../../widgets/news/links';

const HERE = 'https://site.example/fr/actualites-ec?page=3&title=old#x';

describe('news links', () => {
  it('full widget: this page with ?title={slug}', () => {
    expect(articleHref({ slug: 'mon-article', motifs: ['ABP'] }, 'full', 'auto', ['ABP'], HERE)).toBe('/fr/actualites-ec?title=mon-article');
  });
  it("mini widget: ?article={JSON topics}|{slug}, the article's own topics or the fixed one", () => {
    const auto = articleHref({ slug: 'a', motifs: ['ABP', 'ZZ'] }, 'mini', 'auto', ['ABP', 'AMAS'], HERE);
    expect(new URL(auto, HERE).searchParams.get('article')).toBe('["ABP"]|a');
    const fixed = articleHref({ slug: 'a', motifs: ['ABP'] }, 'mini', 'AMAG', ['ABP'], HERE);
    expect(new URL(fixed, HERE).searchParams.get('article')).toBe('["AMAG"]|a');
  });
  it('page links keep the other parameters; page 1 has none', () => {
    expect(pageHref(2, HERE)).toBe('/fr/actualites-ec?page=2&title=old');
    expect(pageHref(1, HERE)).toBe('/fr/actualites-ec?title=old');
  });
  it('link to all: linkToAllUrl, else this page; never a javascript: URL', () => {
    expect(linkToAllHref('/fr/actualites-ec', HERE)).toBe('/fr/actualites-ec');
    expect(linkToAllHref('', HERE)).toBe('/fr/actualites-ec');
    expect(linkToAllHref('javascript:alert(1)', HERE)).toBe('/fr/actualites-ec');
  });
});
