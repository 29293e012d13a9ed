/**
 * A small typed accessor over the page config and page data, shared by the page behaviours and the widgets.
 */
import { readPageConfig, readPageData, type PageConfig, type PageData, type PageRecord } from './config';
import { isObject } from './is-object';

export interface PageContext {
  readonly doc: Document;
  readonly config: PageConfig;
  readonly data: PageData;
  /** env 'dev': diagnostics and help texts are shown in the page. */
  readonly dev: boolean;
  /** The page language: the html lang attribute, else the current page's lang, else the culture. */
  readonly lang: string;
  /** The current page, then its parent, grandparent and great-grandparent (those that are present). */
  pages(): PageRecord[];
  /** A page's `infos` JSON string, parsed ({} when absent or not an object). */
  infos(page?: PageRecord): Record<string, unknown>;
  setting(name: string): unknown;
}

const infosCache = new WeakMap<object, Record<string, unknown>>();

export function parseInfos(page?: PageRecord): Record<string, unknown> {
  if (!page) return {};
  const cached = infosCache.get(page);
  if (cached) return cached;
  let value: unknown = page.infos;
  if (typeof value === 'string') {
    try {
      value = value.trim() ? JSON.parse(value) : {};
    } catch {
      value = {};
    }
  }
  const infos = isObject(value) ? value : {};
  infosCache.set(page, infos);
  return infos;
}

export function createPageContext(doc: Document = document): PageContext {
  const config = readPageConfig(doc);
  const data = readPageData(doc);
  const chain = [data.currentPage, data.parentCurrentPage, data.grandParentCurrentPage, data.rearGrandParentCurrentPage];
  const pageLang = data.currentPage?.lang;
  return {
    doc,
    config,
    data,
    dev: config.env === 'dev',
    lang: (doc.documentElement.lang || (typeof pageLang === 'string' ? pageLang : '') || config.culture || 'fr').slice(0, 2).toLowerCase(),
    pages: () => chain.filter((p): p is PageRecord => !!p),
    infos: (page = data.currentPage) => parseInfos(page),
    setting: (name) => data.settings[name],
  };
}
