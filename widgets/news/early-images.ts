/**
 * The first cards' images, shown in the widget's skeleton as soon as its list answer is there (README "Layout
 * stability"). On a slow connection the view's code (React and the cards, about 60 KB gzip) arrives well after the
 * answer, and the first card's image is usually the page's largest paint: the visitor sees it while the rest loads.
 * Only for a list in the first viewport, and only the images its cards load at once (the first row: firstRow), each
 * with the URL, srcset, sizes, classes and box of the card's image; the card then takes the element over (card.tsx),
 * so that it is fetched and painted once, and the page's largest paint stays in the page. The skeleton keeps its
 * height: an image takes exactly its box's place.
 * Not for lists with lead topics (their first cards come from another call) nor the full article. An answer that is
 * not a list, or an article without a usable image, leaves its box as it is.
 */
import type { NewsOptions } from './news-options';
import type { NewsSetup } from './setup';
import { cardImageClass, cardSizes, firstRow, imageBox, imageUrl, parseMedias, pickMedia, ratioOf, srcset } from './images';

/** The images shown early, by placeholder: a skeleton the view draws later (status.tsx DomBox) takes them over. */
const shown = new WeakMap<Element, (HTMLImageElement | undefined)[]>();
let priorityTaken = false;

/** Whether the placeholder's top is in the first viewport: one IntersectionObserver report, no forced layout. */
let io: IntersectionObserver | undefined;
const reports = new WeakMap<Element, (inView: boolean) => void>();
function inFirstViewport(el: Element): Promise<boolean> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve(false);
  io ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      io!.unobserve(e.target);
      reports.get(e.target)?.(e.boundingClientRect.top < (e.rootBounds?.height ?? innerHeight));
    }
  });
  return new Promise((resolve) => {
    reports.set(el, resolve);
    io!.observe(el);
  });
}

type EarlyOptions = Pick<NewsOptions, 'templateChoice' | 'itemsByColumn' | 'mediaAlternate'>;

/** Shows the first row's images of the list answer in the placeholder's skeleton, once the answer is there. */
export function showEarlyImages(el: HTMLElement, o: EarlyOptions, setup: NewsSetup, host: string, answer: Promise<unknown> | undefined, signal: AbortSignal): void {
  if (!answer || setup.mode !== 'list' || setup.lead.length || !/thumbnail|medialist|carousel/.test(o.templateChoice)) return;
  Promise.all([inFirstViewport(el), answer]).then(([inView, value]) => {
    if (!inView || signal.aborted) return;
    const articles = (value as { data?: { articles?: unknown } } | null)?.data?.articles;
    if (!Array.isArray(articles)) return;
    const ratio = ratioOf(o.mediaAlternate);
    const images = articles.slice(0, firstRow(o)).map((a) => {
      const media = pickMedia(parseMedias(typeof a?.mediasPaths === 'string' ? a.mediasPaths : ''), ratio);
      const src = media && imageUrl(host, media.url, 'xbig');
      if (!media || !src) return undefined;
      const img = el.ownerDocument.createElement('img');
      img.className = cardImageClass(o.templateChoice, ratio);
      img.alt = '';
      Object.assign(img, imageBox(media, ratio), { sizes: cardSizes(o.templateChoice, o.itemsByColumn), srcset: srcset(host, media.url), src });
      return img;
    });
    const first = images[0];
    if (first && !priorityTaken) first.fetchPriority = 'high';
    priorityTaken = true;
    shown.set(el, images);
    const skeleton = el.querySelector<HTMLElement>('.dm-news-list.dm-front-skeleton');
    if (skeleton) placeIn(skeleton, images);
  }, () => {}); // a failed answer: the view says so
}

/** The image shown early for this placeholder's card at `index`, if it shows that `src`: the card takes it over. */
export function earlyImage(el: Element | undefined, index: number, src: string): HTMLImageElement | undefined {
  const img = el && shown.get(el)?.[index];
  return img?.getAttribute('src') === src ? img : undefined;
}

/** A skeleton (or its cards: the carousel's while its code loads) with the images shown early for this placeholder. */
export function withEarlyImages(el: Element | undefined, skeleton: HTMLElement): HTMLElement {
  const images = el && shown.get(el);
  if (images) placeIn(skeleton, images);
  return skeleton;
}

/** Into the image boxes of a skeleton's cards (a list skeleton has no other), in order. */
function placeIn(skeleton: HTMLElement, images: (HTMLImageElement | undefined)[]): void {
  const boxes = skeleton.querySelectorAll('.dm-news-noimage');
  images.forEach((img, i) => img && boxes[i]?.replaceWith(img));
}
