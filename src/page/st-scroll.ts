/**
 * `?st=SELECTOR` on load (spec §2.2, §9.1): if the element exists, the page scrolls smoothly to it after 1500 ms,
 * over 1000 ms, the offset reduced by the body's top padding. A selector that does not parse is ignored; the value
 * is never treated as HTML.
 */
import type { PageContext } from '../page-context';
import { findTarget, smoothScrollTo, stParam } from './smooth-scroll';

export const ST_DELAY_MS = 1500;

export function install({ doc }: PageContext): void {
  const selector = stParam(doc.location.href);
  if (!selector || !findTarget(doc, selector)) return;
  setTimeout(() => {
    const el = findTarget(doc, selector);
    if (el) void smoothScrollTo(el);
  }, ST_DELAY_MS);
}
