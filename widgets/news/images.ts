/**
 * Article images from the news service host (README › News widget, "Calls"): the size variants _big 500w, _xbig 800w,
 * _xxbig 1200w and _h 1440w in .jpeg, the main ratio '24-11' (or '3-2' with mediaAlternate), and the
 * k4_{externalKey}_{ratio}.jpeg placeholders of the article HTML.
 */

export interface Media {
  index: string;
  url: string;
  copyright: string;
}

export type ImageSize = 'big' | 'xbig' | 'xxbig' | 'h';

export const WIDTHS: Record<ImageSize, number> = { big: 500, xbig: 800, xxbig: 1200, h: 1440 };

/** Video articles: their topics include EREVUEVIDEO or IEC (play style; no main image in the full view). */
export const isVideo = (motifs: readonly string[]): boolean => motifs.includes('EREVUEVIDEO') || motifs.includes('IEC');

export const ratioOf = (mediaAlternate: boolean): string => (mediaAlternate ? '3-2' : '24-11');

/** mediasPaths: a JSON string holding a list of {index, url, copyright}; anything unreadable is no media. */
export function parseMedias(json: string): Media[] {
  let list: unknown;
  try {
    list = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((m) => {
    if (typeof m !== 'object' || m === null) return [];
    const { index, url, copyright } = m as Record<string, unknown>;
    if (typeof url !== 'string' || !url) return [];
    return [{ index: String(index ?? ''), url, copyright: typeof copyright === 'string' ? copyright : '' }];
  });
}

/** The media of that ratio, else the first; only medias with an http(s) or relative url. */
export function pickMedia(medias: readonly Media[], ratio: string): Media | undefined {
  const usable = medias.filter((m) => imageUrl('http://h', m.url, 'big') !== '');
  return usable.find((m) => m.index === ratio) ?? usable[0];
}

/** The URL of one size of a media: the news host + its url + _{size}.jpeg; only http(s) URLs, else ''. */
export function imageUrl(host: string, url: string, size: ImageSize): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:\/\//i.test(url)) return '';
  const base = /^https?:\/\//i.test(url) ? url : host.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '');
  try {
    const u = new URL(base.replace(/\.jpe?g$/i, '') + `_${size}.jpeg`, globalThis.location?.href ?? 'http://localhost/');
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : '';
  } catch {
    return '';
  }
}

/**
 * The width and height attributes of an image of this media (its xbig width, 800, and its ratio, e.g. '24-11'; else
 * the ratio asked for): the browser reserves the image's box before it loads, so nothing moves when it arrives.
 */
export function imageBox(media: Media, ratio: string): { width: number; height: number } {
  const [w, h] = (/^[1-9]\d*-[1-9]\d*$/.test(media.index) ? media.index : ratio).split('-').map(Number);
  return { width: WIDTHS.xbig, height: Math.round((WIDTHS.xbig * h) / w) };
}

/**
 * The srcset of a media: its four sizes. Above 2 device pixels per CSS pixel, each is declared wider by the ratio over 2,
 * so that the browser takes the size that a 2× screen would: a 3× phone gets the 800 px image, not the 1200 px one, for a
 * card or an article as wide as the screen (twice the bytes for a sharpness hard to see, on the largest paint).
 */
export function srcset(host: string, url: string): string {
  const k = Math.max(1, devicePixelRatio / 2);
  return (Object.keys(WIDTHS) as ImageSize[]).map((s) => `${imageUrl(host, url, s)} ${(WIDTHS[s] * k) | 0}w`).join(', ');
}

/** Bootstrap 3's grid breakpoints (CSS px): md and sm. Below sm, a card is as wide as the list. */
const MD = 992;
const SM = 768;

/** The sizes attribute for a card in a column of 12 / itemsByColumn on md, half width on sm, full on xs. */
export function sizesFor(itemsByColumn: number): string {
  const md = Math.round(100 / itemsByColumn);
  return `(min-width: ${MD}px) ${md}vw, (min-width: ${SM}px) 50vw, 100vw`;
}

/** The sizes attribute of a template's card image (templates.tsx): a carousel slide, a media list's thumbnail, a cell. */
export const cardSizes = (template: string, itemsByColumn: number): string =>
  template === 'tpl_carousel' ? '100vw' : template === 'tpl_medialist' ? `(min-width: ${SM}px) 200px, 96px` : sizesFor(itemsByColumn);

/** The classes of a template's card image: the box of its ratio, and Bootstrap's media object or responsive image. */
export const cardImageClass = (template: string, ratio: string): string => `dm-ratio-${ratio} ${template === 'tpl_medialist' ? 'media-object' : 'img-responsive'}`;

/** The full article's main image: its classes, and its width (the page's, up to the container's 1140 px). */
export const mainImageClass = (ratio: string): string => `img-responsive dm-ratio-${ratio}`;
export const MAIN_IMAGE_SIZES = '(min-width: 1200px) 1140px, 100vw';

/**
 * The cards of a list's first row at the viewport's width now (the images it loads at once when in view): a slide; a
 * grid's row (as sizesFor: its columns from md, two from sm, one on a phone, where the row's other cards are
 * further down and would share the connection with the first, the largest paint); or 3.
 */
export const firstRow = (o: { templateChoice: string; itemsByColumn: number }): number =>
  o.templateChoice === 'tpl_carousel' ? 1 : o.templateChoice === 'tpl_thumbnail' || o.templateChoice === 'tpl_iconlist' ? (innerWidth >= MD ? o.itemsByColumn : innerWidth >= SM ? 2 : 1) : 3;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** k4_{externalKey}_{ratio}.jpeg → the news host + the media url of that ratio (xbig, the size of the article call). */
export function replacePlaceholders(html: string, externalKey: string, medias: readonly Media[], host: string): string {
  if (!externalKey) return html;
  const re = new RegExp(`k4_${escapeRegExp(externalKey)}_(\\d+-\\d+)\\.jpeg`, 'g');
  return html.replace(re, (whole, ratio: string) => {
    const media = medias.find((m) => m.index === ratio);
    return media ? imageUrl(host, media.url, 'xbig') || whole : whole;
  });
}
