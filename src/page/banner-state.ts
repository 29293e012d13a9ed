/**
 * What the entry knows of the banners (banners.ts, in the navigation chunk, does the rest): their selectors and
 * edges, the banners dismissed in this session (removed by the entry before the first paint, so that they never
 * flash), and whether this browser gets the outdated-browser banner.
 */
import type { PageContext } from '../page-context';

export const BANNERS = { cookies: { selector: '.dm-cookie-banner', edge: 'bottom' }, outdated: { selector: '.dm-outdated-browser', edge: 'top' } } as const;
const STORAGE_KEY = 'dm-banner-dismissed';

/** Whether this page should get the outdated-browser banner (outdated-browser.ts builds it). */
export function needsOutdatedBanner({ doc }: PageContext): boolean {
  const win = doc.defaultView!;
  return isOutdatedBrowser(win) && !dismissed(win).includes(BANNERS.outdated.selector) && !doc.querySelector(BANNERS.outdated.selector);
}

export function isOutdatedBrowser(win: Window): boolean {
  const w = win as Window & { structuredClone?: unknown; ResizeObserver?: unknown };
  return typeof w.structuredClone !== 'function' || typeof ([] as unknown as { at?: unknown }).at !== 'function' || typeof w.ResizeObserver !== 'function';
}

export function dismissed(win: Window): string[] {
  try {
    return JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export function remember(win: Window, selector: string): void {
  try {
    win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...dismissed(win), selector]));
  } catch {
    /* storage unavailable: the banner comes back on the next page */
  }
}

/** Removes the banners the visitor dismissed earlier in this session. */
export function removeDismissed({ doc }: PageContext): void {
  const gone = dismissed(doc.defaultView!);
  for (const { selector } of Object.values(BANNERS)) if (gone.includes(selector)) doc.querySelector(`body > ${selector}`)?.remove();
}
