/**
 * Icon menus (README › Page behaviours): in each `.dm-icon-menu`, the items (direct children with a Bootstrap column
 * class such as `col-sm-4`) get equal heights when the current screen level is at or above the column's size class
 * (the smallest size class present; xs=1, sm=2, md=3, lg=4); below it, their heights are reset. Re-applied on resize
 * (100 ms).
 */
import type { PageContext } from '../page-context';
import { readBreakpoints, SCREEN_LEVELS, type ScreenSize } from './lib/breakpoints';
import { onResize } from './lib/timing';

/** The level of the smallest column size class on the items (col-xs-* → 1 … col-lg-* → 4), or 0 if none. */
export function columnLevel(items: Element[]): number {
  let level = 0;
  for (const item of items) {
    for (const m of item.className.matchAll(/\bcol-(xs|sm|md|lg)-\d+\b/g)) {
      const l = SCREEN_LEVELS[m[1] as ScreenSize];
      level = level ? Math.min(level, l) : l;
    }
  }
  return level;
}

export function equalize(menu: Element, screenLevel: number): void {
  const items = [...menu.children].filter((c): c is HTMLElement => c instanceof HTMLElement && /\bcol-/.test(c.className));
  const level = columnLevel(items);
  for (const i of items) i.style.minHeight = '';
  if (!level || screenLevel < level) return;
  const max = Math.max(...items.map((i) => i.offsetHeight));
  for (const i of items) i.style.minHeight = `${max}px`;
}

export function install({ doc }: PageContext): void {
  const menus = doc.querySelectorAll('.dm-icon-menu');
  if (!menus.length) return;
  const win = doc.defaultView!;
  const apply = () => {
    const { level } = readBreakpoints(win);
    for (const m of menus) equalize(m, level);
  };
  win.requestAnimationFrame(apply);
  win.addEventListener('load', apply, { once: true });
  onResize(win, apply);
}
