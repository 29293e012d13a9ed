/**
 * Mega-dropdown menu items (README › Page behaviours), in the navigation chunk (navigation.ts). Original markup (the
 * collapsed layout):
 *   li.mega-dropdown > a[data-toggle="dropdown"] + ul.dropdown-menu > li (> a[data-url][data-toggle="dropdown"] + ul)
 * Horizontal layout: the submenu is replaced by `ul.dropdown-menu.mega-dropdown-menu` holding two columns,
 * `li.mega-col.mega-col-children` (items with a submenu; their link made a direct link to its data-url, their submenu
 * listed under it) and `li.mega-col.mega-col-leaves` (items without). The regrouped menu is built from a copy; the
 * original node is kept untouched and put back for the collapsed layout, so a round trip loses nothing. The layout
 * is the navbar layout of src/page/lib/breakpoints.ts, followed on resize.
 */
import type { PageContext } from '../page-context';
import { watchBreakpoints } from './lib/breakpoints';
import { nextFrame } from './lib/frame';

export type MegaLayout = 'horizontal' | 'collapsed';

export interface MegaDropdown {
  setLayout(layout: MegaLayout): void;
  readonly layout: MegaLayout;
}

const childMenu = (li: Element) => li.querySelector(':scope > ul, :scope > .dropdown-menu');

function column(doc: Document, kind: 'children' | 'leaves', items: Element[]): HTMLLIElement {
  const col = doc.createElement('li');
  col.className = `mega-col mega-col-${kind}`;
  const list = doc.createElement('ul');
  list.className = 'list-unstyled';
  list.append(...items);
  col.append(list);
  return col;
}

/** The regrouped ('horizontal') version of an original submenu, built from a deep copy. */
export function regroup(original: HTMLElement): HTMLElement {
  const doc = original.ownerDocument;
  const copy = original.cloneNode(true) as HTMLElement;
  const items = [...copy.children].filter((c) => c.tagName === 'LI' && !c.classList.contains('divider'));
  const withChildren: Element[] = [];
  const leaves: Element[] = [];
  for (const li of items) {
    const sub = childMenu(li);
    if (!sub) {
      leaves.push(li);
      continue;
    }
    li.classList.remove('dropdown-submenu', 'dropdown', 'open');
    li.classList.add('mega-parent');
    const link = li.querySelector(':scope > a');
    const url = link?.getAttribute('data-url');
    if (link) {
      if (url) link.setAttribute('href', url);
      for (const attr of ['data-toggle', 'role', 'aria-expanded', 'aria-haspopup']) link.removeAttribute(attr);
      link.classList.remove('dropdown-toggle');
    }
    sub.className = 'list-unstyled mega-sublist';
    withChildren.push(li);
  }
  const menu = doc.createElement('ul');
  menu.className = `${original.className} mega-dropdown-menu`;
  menu.append(column(doc, 'children', withChildren), column(doc, 'leaves', leaves));
  return menu;
}

export function createMegaDropdown(li: HTMLElement): MegaDropdown {
  const original = li.querySelector<HTMLElement>(':scope > .dropdown-menu');
  let layout: MegaLayout = 'collapsed';
  let regrouped: HTMLElement | undefined;
  return {
    get layout() {
      return layout;
    },
    setLayout(next) {
      if (!original || next === layout) return;
      layout = next;
      if (next === 'horizontal') {
        regrouped ??= regroup(original);
        original.replaceWith(regrouped);
      } else regrouped?.replaceWith(original);
    },
  };
}

export function install({ doc }: PageContext): void {
  const menus = [...doc.querySelectorAll<HTMLElement>('li.mega-dropdown')].map(createMegaDropdown);
  const apply = (layout: string) => menus.forEach((m) => m.setLayout(layout === 'horizontal' ? 'horizontal' : 'collapsed'));
  if (!menus.length) return;
  // In the next frame, where the breakpoints' reading forces no style of its own (a menu is closed until clicked).
  const win = doc.defaultView!;
  nextFrame(win, () => apply(watchBreakpoints(win, (b) => apply(b.layout)).layout));
}
