/**
 * What the entry knows of the banners (banners.ts, in the navigation chunk, does the rest): their selectors and
 * edges, and the banners dismissed in this session (removed by the entry before the first paint, so that they never
 * flash). Whether this browser gets the outdated-browser banner is browser-check.ts's question.
 */
import type { PageContext } from '../page-context';

export const BANNERS = { cookies: { selector: '.dm-cookie-banner', edge: 'bottom' }, outdated: { selector: '.dm-outdated-browser', edge: 'top' } } as const;
/** The session's dismissed banners (their selectors, JSON): written by banners.ts. */
export const STORAGE_KEY = 'dm-banner-dismissed';

export function dismissed(win: Window): string[] {
  try {
    return JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * Removes the banners the visitor dismissed earlier in this session. A page without banners does not read the
 * session's storage (its first read is synchronous: 11 ms in the entry's task, sampled with 2,000 placeholders).
 */
export function removeDismissed({ doc }: PageContext): void {
  const present = Object.values(BANNERS).map(({ selector }) => [selector, doc.querySelector(`body > ${selector}`)] as const).filter(([, el]) => el);
  const gone = present.length ? dismissed(doc.defaultView!) : [];
  for (const [selector, el] of present) if (gone.includes(selector)) el!.remove();
}
