/**
 * Link highlighting (README › Page behaviours): every navigation link (inside `nav`, `.navbar` or `.dm-nav-menu`) whose
 * href or data-url matches the current path or a prefix of it (by whole path segments) gets the class `active`, as does
 * its li; the exact match also gets aria-current="page". '/dev.php' counts as the root path. The home page ('/' or a
 * language root such as '/fr/') matches only itself, or every link to it would be lit on every page. A collapsed
 * accordion panel (`.collapse`) holding a highlighted link is opened. A widget's own navigation (the news pager, whose
 * links lead to this path with ?page=N) is the widget's: its links are left alone, or every page number would be lit
 * where the pager was drawn before this ran.
 */
import type { PageContext } from '../page-context';
import { setExpanded } from './lib/disclosure';
import { NAV_MENUS } from './lib/nav-menus';
import { WIDGET_SELECTOR } from '../markup';

const DEV_PREFIX = '/dev.php';

/** The path as the site sees it: '/dev.php' prefix removed, trailing slash removed (except for '/'). */
export function normalizePath(path: string): string {
  let p = path;
  if (p === DEV_PREFIX || p.startsWith(DEV_PREFIX + '/')) p = p.slice(DEV_PREFIX.length) || '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

const isRoot = (p: string) => p === '/' || /^\/[a-z]{2}$/i.test(p);

/** 'exact', 'prefix' or null: how linkPath matches currentPath (both normalized). */
export function matchPath(linkPath: string, currentPath: string): 'exact' | 'prefix' | null {
  if (linkPath === currentPath) return 'exact';
  if (isRoot(linkPath)) return null;
  return currentPath.startsWith(linkPath + '/') ? 'prefix' : null;
}

function linkPath(doc: Document, value: string | null): string | null {
  if (!value || value.startsWith('#')) return null;
  try {
    const url = new URL(value, doc.location.href);
    return url.origin === doc.location.origin ? normalizePath(url.pathname) : null;
  } catch {
    return null;
  }
}

export function install({ doc }: PageContext): void {
  const links = doc.querySelectorAll<HTMLElement>(`:is(${NAV_MENUS}) :is(a[href], [data-url])`);
  if (!links.length) return;
  const current = normalizePath(doc.location.pathname);
  for (const link of links) {
    if (link.closest(WIDGET_SELECTOR)) continue;
    const matches = [link.getAttribute('href'), link.getAttribute('data-url')].map((v) => {
      const p = linkPath(doc, v);
      return p ? matchPath(p, current) : null;
    });
    if (!matches.some(Boolean)) continue;
    link.classList.add('active');
    link.closest('li')?.classList.add('active');
    if (matches.includes('exact') && link.tagName === 'A') link.setAttribute('aria-current', 'page');
    for (let panel = link.closest<HTMLElement>('.collapse'); panel; panel = panel.parentElement?.closest<HTMLElement>('.collapse') ?? null) {
      if (!panel.closest('.navbar')) setExpanded(panel, true);
    }
  }
}
