import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRow, imageBox, imageUrl, isVideo, parseMedias, pickMedia, ratioOf, replacePlaceholders, sizesFor, srcset } from '../../../widgets/news/images';

const HOST = 'https://news.example/host';
const medias = [
  { index: '24-11', url: '/articles/7/visuel-24-11', copyright: 'AFP' },
  { index: '3-2', url: '/articles/7/visuel-3-2', copyright: 'AFP' },
];

describe('article images', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds each size variant from the news host in .jpeg', () => {
    expect(imageUrl(HOST, '/articles/7/visuel-24-11', 'big')).toBe('https://news.example/host/articles/7/visuel-24-11_big.jpeg');
    expect(imageUrl(HOST + '/', 'articles/7/v', 'h')).toBe('https://news.example/host/articles/7/v_h.jpeg');
  });
  it('gives a srcset of the four widths', () => {
    expect(srcset(HOST, '/a')).toBe(
      'https://news.example/host/a_big.jpeg 500w, https://news.example/host/a_xbig.jpeg 800w, https://news.example/host/a_xxbig.jpeg 1200w, https://news.example/host/a_h.jpeg 1440w',
    );
  });
  it('above 2 device pixels per CSS pixel, declares each size wider by the ratio over 2: a 3× screen takes what a 2× one does', () => {
    const widths = () => srcset(HOST, '/a').split(', ').map((c) => c.split(' ')[1]).join(' ');
    for (const [ratio, expected] of [[1, '500w 800w 1200w 1440w'], [2, '500w 800w 1200w 1440w'], [2.625, '656w 1050w 1575w 1890w'], [3, '750w 1200w 1800w 2160w']] as const) {
      vi.stubGlobal('devicePixelRatio', ratio);
      expect(widths(), `${ratio}×`).toBe(expected);
    }
  });
  it("a list's first row at the viewport's width: a grid's columns from 992 px, two from 768 px, one below; a slide; 3 in a list", () => {
    const rows = (width: number) => {
      vi.stubGlobal('innerWidth', width);
      return ['tpl_thumbnail', 'tpl_iconlist', 'tpl_carousel', 'tpl_medialist', 'tpl_simple_list'].map((templateChoice) => firstRow({ templateChoice, itemsByColumn: 4 }));
    };
    expect(rows(1280)).toEqual([4, 4, 1, 3, 3]);
    expect(rows(992)).toEqual([4, 4, 1, 3, 3]);
    expect(rows(991)).toEqual([2, 2, 1, 3, 3]);
    expect(rows(768)).toEqual([2, 2, 1, 3, 3]);
    expect(rows(767)).toEqual([1, 1, 1, 3, 3]);
    expect(rows(390)).toEqual([1, 1, 1, 3, 3]);
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
