import { describe, expect, it } from 'vitest';
import { imageBox, imageUrl, isVideo, parseMedias, pickMedia, ratioOf, replacePlaceholders, sizesFor, srcset } from '../../../widgets/news/images';

const HOST = 'https://news.example/host';
const medias = [
  { index: '24-11', url: '/articles/7/visuel-24-11', copyright: 'AFP' },
  { index: '3-2', url: '/articles/7/visuel-3-2', copyright: 'AFP' },
];

describe('article images', () => {
  it('builds each size variant from the news host in .jpeg', () => {
    expect(imageUrl(HOST, '/articles/7/visuel-24-11', 'big')).toBe('https://news.example/host/articles/7/visuel-24-11_big.jpeg');
    expect(imageUrl(HOST + '/', 'articles/7/v', 'h')).toBe('https://news.example/host/articles/7/v_h.jpeg');
  });
  it('gives a srcset of the four widths', () => {
    expect(srcset(HOST, '/a')).toBe(
      'https://news.example/host/a_big.jpeg 500w, https://news.example/host/a_xbig.jpeg 800w, https://news.example/host/a_xxbig.jpeg 1200w, https://news.example/host/a_h.jpeg 1440w',
    );
  });
  it('sizes: 12 / itemsByColumn columns on md, half on sm', () => {
    expect(sizesFor(3)).toBe('(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw');
  });
  it("picks ratio '24-11', or '3-2' with mediaAlternate, else the first media", () => {
    expect(pickMedia(medias, ratioOf(false))?.index).toBe('24-11');
    expect(pickMedia(medias, ratioOf(true))?.index).toBe('3-2');
    expect(pickMedia([medias[1]], '24-11')?.index).toBe('3-2');
    expect(pickMedia([], '24-11')).toBeUndefined();
  });
  it('gives an image the box of its ratio at 800 px wide, else of the ratio asked for', () => {
    expect(imageBox(medias[0], '24-11')).toEqual({ width: 800, height: 367 });
    expect(imageBox(medias[1], '24-11')).toEqual({ width: 800, height: 533 });
    expect(imageBox({ index: '', url: '/x', copyright: '' }, '3-2')).toEqual({ width: 800, height: 533 });
    expect(imageBox({ index: '0-0', url: '/x', copyright: '' }, '24-11')).toEqual({ width: 800, height: 367 });
  });
  it('reads mediasPaths leniently', () => {
    expect(parseMedias(JSON.stringify(medias))).toEqual(medias);
    expect(parseMedias('not json')).toEqual([]);
    expect(parseMedias('{"a":1}')).toEqual([]);
    expect(parseMedias('[{"index":"3-2"},{"url":"/x"}]')).toEqual([{ index: '', url: '/x', copyright: '' }]);
  });
  it('refuses URLs that are not http(s)', () => {
    expect(imageUrl(HOST, 'javascript:alert(1)', 'big')).toBe('');
    expect(imageUrl('', 'data:text/html,x', 'big')).toBe('');
    expect(pickMedia([{ index: '24-11', url: 'javascript:alert(1)', copyright: '' }], '24-11')).toBeUndefined();
  });
  it('marks EREVUEVIDEO and IEC articles as videos', () => {
    expect(isVideo(['ABP', 'IEC'])).toBe(true);
    expect(isVideo(['EREVUEVIDEO'])).toBe(true);
    expect(isVideo(['ABP'])).toBe(false);
  });
});

describe('k4 placeholders', () => {
  it('replaces k4_{externalKey}_{ratio}.jpeg with the news host and the media url of that ratio', () => {
    const html = '<img src="k4_EK12_3-2.jpeg"><img src="k4_EK12_24-11.jpeg"><img src="k4_OTHER_3-2.jpeg">';
    expect(replacePlaceholders(html, 'EK12', medias, HOST)).toBe(
      '<img src="https://news.example/host/articles/7/visuel-3-2_xbig.jpeg"><img src="https://news.example/host/articles/7/visuel-24-11_xbig.jpeg"><img src="k4_OTHER_3-2.jpeg">',
    );
  });
  it('leaves a placeholder of an unknown ratio, and treats the key literally', () => {
    expect(replacePlaceholders('k4_EK12_16-9.jpeg', 'EK12', medias, HOST)).toBe('k4_EK12_16-9.jpeg');
    expect(replacePlaceholders('k4_EKX2_3-2.jpeg', 'EK.2', medias, HOST)).toBe('k4_EKX2_3-2.jpeg');
  });
});
