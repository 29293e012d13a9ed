/**
 * What the entry knows of the banners (banners.ts, in the navigation chunk, does the rest): their selectors and
 * edges, and the banners dismissed in this session (removed by the entry before the first paint, so that they never
 * flash). Whether this browser gets the outdated-browser banner is browser-check.ts's question.
 */
import type { PageContext } from '../page-context';

export const BANNERS = { cookies: { selector: '.dm-cookie-banner', edge: 'bottom' }, outdated: { selector: '.dm-outdated-browser', edge: 'top' } } as const;
const STORAGE_KEY = 'dm-banner-dismissed';

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
