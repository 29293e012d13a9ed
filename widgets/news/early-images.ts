/**
 * The first images of a news widget, shown in its skeleton as soon as their answer is there (README "Layout
 * stability"): a list's first row, or the full article's main image. On a slow connection the view's code (React and
 * the cards, about 60 KB gzip) arrives well after the answer, and that image is usually the page's largest paint: the
 * visitor sees it while the rest loads. Only for a widget in the first viewport (on-screen.ts), and only the images its view loads at
 * once (a list's first row: firstRow), each with the URL, srcset, sizes, classes and box the view gives it; the card or
 * the article then takes the element over (card.tsx, article-view.tsx), so that it is fetched and painted once and the
 * page's largest paint stays in the page. The skeleton keeps its height: an image takes exactly its box's place.
 * Not for lists with lead topics (their first cards come from another call). An answer that is not a list leaves its
 * boxes as they are. A full article without a usable image (or a video, which shows none) starts with its heading,
 * then the page's largest text: that heading (the answer's title, as text) takes the image's box.
 */
import type { NewsOptions } from './news-options';
import type { NewsSetup } from './setup';
import { firstReport } from './on-screen';
import { peekFirstCall, SKELETON_CLASS, type PageContext } from '../../src/core-entry';
import { h } from '../../src/dom';
import { articleCallOf } from './article-id';
import { hasEarlyImages } from './skeleton';
import { cardImageClass, cardSizes, firstRow, imageBox, imageUrl, isVideo, MAIN_IMAGE_SIZES, mainImageClass, parseMedias, pickMedia, ratioOf, srcset } from './images';

/**
 * From the entry, as its first call leaves (first-calls.ts): a list's first images once the list call answers; in
 * article mode, the article call as soon as the slug lookup answers, then the main image. That call leaves as one of
 * the placeholder's first calls (`send`, src/first-calls.ts), without waiting for the runtime and the definition: the
 * definition's article call (askArticle, calls.ts) adopts it, or, where it asked first, this sends nothing. A
 * placeholder the runtime rejected sends none, and one it rejected after this call left has it aborted.
 */
export function showEarly(el: HTMLElement, o: EarlyOptions, setup: NewsSetup, ctx: PageContext, answer: Promise<unknown>, send: (urls: readonly string[]) => void): void {
  const host = ctx.config.news_host;
  if (setup.mode !== 'article') return showEarlyImages(el, o, setup, host, answer);
  answer.then((value) => {
    const url = articleCallOf(value);
    if (!url || !el.isConnected) return;
    send([url]);
    showEarlyImages(el, o, setup, host, peekFirstCall(url, ctx.config));
  }, () => {}); // a failed lookup: the view says so
}

/**
 * The images shown early, by placeholder (or the full article's heading, in its image's place): a skeleton the view
 * draws later (status.tsx DomBox) takes them over.
 */
const shown = new WeakMap<Element, (HTMLElement | undefined)[]>();
/**
 * The skeletons (or placeholders without one) whose answer is awaited already: the entry's (first-calls.ts) or the
 * definition's, whichever asked first. A placeholder mounted again has a new skeleton: it is asked for again.
 */
const asked = new WeakSet<Element>();
let priorityTaken = false;

type EarlyOptions = Pick<NewsOptions, 'templateChoice' | 'itemsByColumn' | 'mediaAlternate'>;

/**
 * Shows the images of the widget's first answer in its skeleton once that answer is there: a list's first row, or the
 * full article's main image (`answer`: the list call's, or the article call's, asked for at the slug lookup's answer).
 * Once per placeholder: the entry asks with the list call's answer, or the article call's, as it comes (showEarly),
 * the definition with the call it adopted (define.ts) where the entry did not (a call another placeholder had made
 * already, an article call the definition sent first).
 */
export function showEarlyImages(el: HTMLElement, o: EarlyOptions, setup: NewsSetup, host: string, answer: Promise<unknown> | undefined, signal?: AbortSignal): void {
  const article = setup.mode === 'article';
  const key = el.querySelector(`.${SKELETON_CLASS}`) ?? el;
  if (!answer || asked.has(key) || (!article && !hasEarlyImages(o, setup))) return;
  asked.add(key);
  Promise.all([firstReport(el), answer]).then(([inView, value]) => {
    if (!inView || signal?.aborted || !el.isConnected) return;
    const ratio = ratioOf(o.mediaAlternate);
    const image = (mediasPaths: unknown, className: string, sizes: string) => {
      const media = pickMedia(parseMedias(typeof mediasPaths === 'string' ? mediasPaths : ''), ratio);
      const src = media && imageUrl(host, media.url, 'xbig');
      if (!media || !src) return undefined;
      const img = el.ownerDocument.createElement('img');
      img.className = className;
      img.alt = '';
      Object.assign(img, imageBox(media, ratio), { sizes, srcset: srcset(host, media.url), src });
      return img;
    };
    let images: (HTMLElement | undefined)[];
    if (article) {
      // The article view's main image (none for a video), else the heading its body starts with (article-view.tsx).
      const data = (value as { data?: { mediasPaths?: unknown; motif?: unknown; title?: unknown } } | null)?.data;
      const motifs = data?.motif && typeof data.motif === 'object' ? Object.keys(data.motif) : [];
      const doc = el.ownerDocument;
      images = [(isVideo(motifs) ? undefined : image(data?.mediasPaths, mainImageClass(ratio), MAIN_IMAGE_SIZES))
        ?? (typeof data?.title == 'string' && data.title ? h(doc, 'div', 'dm-news-article-body', h(doc, 'header', '', h(doc, 'h2', '', data.title))) : undefined)];
    } else {
      const articles = (value as { data?: { articles?: unknown } } | null)?.data?.articles;
      if (!Array.isArray(articles)) return;
      images = articles.slice(0, firstRow(o)).map((a) => image(a?.mediasPaths, cardImageClass(o.templateChoice, ratio), cardSizes(o.templateChoice, o.itemsByColumn)));
    }
    const first = images[0];
    if (first instanceof HTMLImageElement && (article || !priorityTaken)) first.fetchPriority = 'high';
    priorityTaken = true;
    shown.set(el, images);
    const skeleton = el.querySelector<HTMLElement>(`.${SKELETON_CLASS}`);
    if (skeleton) placeIn(skeleton, images);
  }, () => {}); // a failed answer: the view says so
}

/** The image shown early for this placeholder's card at `index`, if it shows that `src`: the card takes it over. */
export function earlyImage(el: Element | undefined, index: number, src: string): HTMLImageElement | undefined {
  const img = el && shown.get(el)?.[index];
  return img?.getAttribute('src') === src ? (img as HTMLImageElement) : undefined;
}

/** A skeleton (or its cards: the carousel's while its code loads) with the images shown early for this placeholder. */
export function withEarlyImages(el: Element | undefined, skeleton: HTMLElement): HTMLElement {
  const images = el && shown.get(el);
  if (images) placeIn(skeleton, images);
  return skeleton;
}

/**
 * Into the image boxes of a skeleton, in order: its cards', or the article's main image (in its figure) or heading.
 * The loader under the heading is drawn anew: moved up, it would count as a layout shift.
 */
function placeIn(skeleton: HTMLElement, images: (HTMLElement | undefined)[]): void {
  const boxes = skeleton.querySelectorAll('.dm-news-noimage');
  images.forEach((img, i) => {
    const box = boxes[i];
    if (!img || !box) return;
    if (!box.classList.contains('dm-news-main-image')) return box.replaceWith(img);
    if (!(img instanceof HTMLImageElement)) {
      const loader = box.nextElementSibling;
      box.replaceWith(img);
      return loader?.replaceWith(loader.cloneNode(true));
    }
    const figure = skeleton.ownerDocument.createElement('figure');
    figure.className = 'dm-news-main-image';
    figure.append(img);
    box.replaceWith(figure);
  });
}
