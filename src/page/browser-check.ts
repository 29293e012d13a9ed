/**
 * Whether this browser gets the outdated-browser banner (README › Page behaviours, "When the outdated-browser banner
 * appears"): it runs this module script but lacks a feature of 2022-era browsers the site relies on. In the entry, which
 * loads the banner's code (outdated-browser.ts) only for such browsers.
 */
import type { PageContext } from '../page-context';
import { BANNERS, dismissed } from './banner-state';

/** Whether this page should get the outdated-browser banner (outdated-browser.ts builds it). */
export function needsOutdatedBanner({ doc }: PageContext): boolean {
  const win = doc.defaultView!;
  return isOutdatedBrowser(win) && !dismissed(win).includes(BANNERS.outdated.selector) && !doc.querySelector(BANNERS.outdated.selector);
}

export function isOutdatedBrowser(win: Window): boolean {
  const w = win as Window & { structuredClone?: unknown; ResizeObserver?: unknown };
  return typeof w.structuredClone !== 'function' || typeof ([] as unknown as { at?: unknown }).at !== 'function' || typeof w.ResizeObserver !== 'function';
}
