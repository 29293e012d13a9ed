/**
 * The news widget's skeleton: the final box of the widget, drawn with plain DOM before its code and data arrive, so
 * that nothing below it moves when the cards come (README "Layout stability"). The entry draws it into the placeholder
 * from the raw options (first-calls.ts); the view draws the same one while its first answer is on its way, so the
 * placeholder never changes height between the two. The boxes have the classes of the real cards, whose every part
 * has a fixed height in news.css (line clamps): a skeleton card is exactly as tall as the card that replaces it.
 * In the entry: keep it small.
 */
import { SKELETON_CLASS } from '../../src/core-entry';
import type { NewsOptions } from './news-options';
import type { NewsSetup } from './setup';
import { h } from '../../src/dom';

/** The list templates (README › News widget, "Options": templateChoice); news-options.ts validates templateChoice
 * against them. */
export const TEMPLATES = ['tpl_thumbnail', 'tpl_medialist', 'tpl_carousel', 'tpl_simple_list', 'tpl_iconlist'] as const;
export type Template = (typeof TEMPLATES)[number];

/** The options the skeleton reads (the entry reads them from the raw markup: first-calls.ts). */
export type ShapeOptions = Pick<NewsOptions, 'templateChoice' | 'nbArticlesTotal' | 'nbLeadArticles' | 'itemsByColumn' | 'title' | 'titleLevel'
  | 'itemTitleLevel' | 'showFilters' | 'hasPagination' | 'linkToAll' | 'linkToAllPosition' | 'addDate' | 'truncateResume' | 'mediaAlternate' | 'loaderType'>;

/** What the skeleton draws: the widget's mode, its topics (a filter chip each) and lead topics (their cards). */
export type ShapeSetup = Pick<NewsSetup, 'mode' | 'topics' | 'lead'>;

/**
 * The skeleton's words (the 'all topics' chip, the loader's): the page language's, given by the view once its
 * catalogue is there. The entry draws none, so that no page shows another language's words.
 */
export interface SkeletonText {
  all: string;
  loading: string;
}

/** Whether a list shows its first images before its view (early-images.ts): templates with images, no lead topics. */
export const hasEarlyImages = (o: Pick<NewsOptions, 'templateChoice'>, setup: Pick<NewsSetup, 'lead'>) =>
  !setup.lead.length && /thumbnail|medialist|carousel/.test(o.templateChoice);

/** Bootstrap 3 columns of a grid template: 12 / itemsByColumn on md, half width on sm. */
export const colClass = (itemsByColumn: number) => `col-xs-12 col-sm-6 col-md-${Math.max(1, Math.floor(12 / itemsByColumn))}`;


/** Boxes, not content: no empty headings, lists or chips for assistive technologies (the loader speaks for them). */
const hide = (el: HTMLElement): HTMLElement => (el.setAttribute('aria-hidden', 'true'), el);

/** The news loader (a spinner of loaderType, 130 px high at least), announced as a status. */
function loader(doc: Document, type: number, text = ''): HTMLElement {
  const box = h(doc, 'div', `dm-news-loader dm-news-spinner-${type}`, hide(h(doc, 'span', 'dm-news-spinner')), h(doc, 'span', 'sr-only', text));
  box.setAttribute('role', 'status');
  return box;
}

/** An image's box of the widget's ratio (a card without an image shows the same box). */
const image = (doc: Document, o: ShapeOptions, more = '') => h(doc, 'div', `dm-news-noimage dm-ratio-${o.mediaAlternate ? '3-2' : '24-11'} ${more}`);

/** The list's classes of each template (templates.tsx). */
const LISTS: Record<string, string> = {
  thumbnail: 'row list-unstyled dm-news-thumbnails',
  medialist: 'media-list dm-news-medialist',
  simple_list: 'list-unstyled dm-news-simple-list',
  iconlist: 'row list-unstyled dm-news-iconlist',
};

/** The cards' boxes of a list (`count` of them), in the template's own markup; the carousel: its first slide. */
export function skeletonCards(doc: Document, o: ShapeOptions, count: number, template = o.templateChoice): HTMLElement {
  const tpl = template.slice(4);
  const text = (topic: boolean) => [
    topic && h(doc, 'p', 'dm-news-topic'),
    h(doc, `h${o.itemTitleLevel}`, 'dm-news-item-title'),
    o.addDate && h(doc, 'p', 'dm-news-date'),
    tpl !== 'simple_list' && h(doc, 'p', 'dm-news-summary'),
  ];
  // Not .dm-news-item: a skeleton card is not a card (tests and scripts count the real ones).
  const cols = colClass(o.itemsByColumn);
  const card = (): HTMLElement =>
    tpl === 'medialist' ? h(doc, 'li', 'media', h(doc, 'div', 'media-left', image(doc, o, 'media-object')), h(doc, 'div', 'media-body', ...text(true)))
    : tpl === 'simple_list' ? h(doc, 'li', '', ...text(false))
    // The icon's box without its glyph: the icon font is fetched when the cards show one (news.css pins the width).
    : tpl === 'iconlist' ? h(doc, 'li', cols, h(doc, 'span', 'dm-news-icon'), h(doc, 'div', 'dm-news-icon-body', ...text(false)))
    : tpl === 'carousel' ? h(doc, 'div', 'item active', image(doc, o), h(doc, 'div', 'carousel-caption', ...text(false)))
    : h(doc, 'li', cols, h(doc, 'div', 'thumbnail', image(doc, o), h(doc, 'div', 'caption', ...text(true))));
  const list = tpl === 'carousel' ? h(doc, 'div', 'carousel slide dm-news-carousel', h(doc, 'div', 'carousel-inner', card())) : h(doc, 'ul', LISTS[tpl]);
  if (tpl !== 'carousel') for (let i = 0; i < count; i++) list.append(card());
  return hide(list);
}

/** The filter row while the topics' names are not known: 'Tous' (all) and neutral chips, in the row's fixed height. */
export function pendingFilters(doc: Document, n: number, all = ''): HTMLElement {
  const row = hide(h(doc, 'div', 'dm-news-filters'));
  for (let i = 0; i <= n; i++) row.append(h(doc, 'span', 'btn btn-default dm-news-chip-pending', !i && all));
  return row;
}

/** The pagination row's box (always one row: news.css). */
export const pendingPager = (doc: Document) => hide(h(doc, 'div', 'dm-news-pagination dm-news-pager-pending', h(doc, 'ul', 'pagination', h(doc, 'li', '', h(doc, 'span', '', '\u00a0')))));

/** The whole widget's box: title, filters, the cards under the loader, pagination and link to all; or the article's. */
export function skeleton(doc: Document, o: ShapeOptions, s: ShapeSetup, text?: SkeletonText): HTMLElement {
  if (s.mode === 'article') return h(doc, 'div', `dm-news dm-news-full ${SKELETON_CLASS}`, image(doc, o, 'dm-news-main-image'), loader(doc, o.loaderType, text?.loading));
  const root = h(
    doc,
    'div',
    `dm-news dm-news-list dm-news-${o.templateChoice} ${SKELETON_CLASS}`,
    !!o.title && h(doc, `h${o.titleLevel}`, 'dm-news-title', o.title),
    o.showFilters && pendingFilters(doc, s.topics.length, text?.all),
    h(doc, 'div', 'dm-news-items', loader(doc, o.loaderType, text?.loading), skeletonCards(doc, o, o.nbArticlesTotal + (s.lead.length ? o.nbLeadArticles : 0))),
    o.hasPagination && pendingPager(doc),
    o.linkToAllPosition === 'article' && !!o.linkToAll && h(doc, 'p', 'dm-news-link-to-all', h(doc, 'span', 'btn btn-primary', o.linkToAll)),
  );
  root.setAttribute('aria-busy', 'true');
  return root;
}

/** Draws the skeleton into an empty placeholder (a placeholder with content of its own is left alone). */
export function drawSkeleton(el: Element, o: ShapeOptions, s: ShapeSetup): void {
  if (!el.firstElementChild) el.replaceChildren(skeleton(el.ownerDocument, o, s));
}
