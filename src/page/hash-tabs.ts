/**
 * Hash tabs and pills (README › Page behaviours), in the ARIA tabs pattern without jQuery. Markup (Bootstrap 3):
 * `ul.nav-tabs|.nav-pills > li > a[data-toggle="tab"|"pill"][data-target="#pane"|href="#pane"]` and
 * `.tab-content > .tab-pane#pane`. On load the tab whose target matches the URL's #fragment is shown; a click (or the
 * arrow keys, Home, End) shows a tab and writes its target into the hash with history.pushState, so back and forward
 * follow. The fragment is only compared as a string, never used as a selector or HTML.
 */
import type { PageContext } from '../page-context';
import { ensureId } from './lib/disclosure';

const TAB = '[data-toggle="tab"], [data-toggle="pill"]';

const targetOf = (tab: Element): string => tab.getAttribute('data-target') || tab.getAttribute('href') || '';

function fragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

function paneOf(doc: Document, tab: Element): HTMLElement | null {
  const t = targetOf(tab);
  return t.startsWith('#') ? doc.getElementById(t.slice(1)) : null;
}

const tabsOf = (tab: Element): HTMLElement[] =>
  [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB) ?? [])];

/** Shows tab's pane and hides its siblings' panes; updates the ARIA state. */
export function showTab(doc: Document, tab: HTMLElement): void {
  for (const other of tabsOf(tab)) {
    const on = other === tab;
    other.setAttribute('aria-selected', String(on));
    other.tabIndex = on ? 0 : -1;
    other.closest('li')?.classList.toggle('active', on);
    const pane = paneOf(doc, other);
    if (pane) {
      pane.classList.toggle('active', on);
      if (pane.classList.contains('fade')) pane.classList.toggle('in', on);
    }
  }
}

function setup(doc: Document, tab: HTMLElement): void {
  const list = tab.closest('ul, ol, [role="tablist"]');
  if (list) {
    list.setAttribute('role', 'tablist');
    for (const li of list.children) if (li.tagName === 'LI') li.setAttribute('role', 'presentation');
  }
  tab.setAttribute('role', 'tab');
  const pane = paneOf(doc, tab);
  const on = !!tab.closest('li')?.classList.contains('active') || pane?.classList.contains('active') === true;
  tab.setAttribute('aria-selected', String(on));
  tab.tabIndex = on ? 0 : -1;
  if (pane) {
    tab.setAttribute('aria-controls', pane.id);
    pane.setAttribute('role', 'tabpanel');
    pane.setAttribute('aria-labelledby', ensureId(tab, 'dm-tab'));
    if (!pane.hasAttribute('tabindex')) pane.tabIndex = 0;
  }
}

/** The tab whose target is '#' + the fragment of hash, or undefined. */
export function tabForHash(tabs: HTMLElement[], hash: string): HTMLElement | undefined {
  const f = fragment(hash);
  return f ? tabs.find((t) => targetOf(t) === `#${f}`) : undefined;
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function install({ doc }: PageContext): void {
  const tabs = [...doc.querySelectorAll<HTMLElement>(TAB)];
  if (!tabs.length) return;
  const win = doc.defaultView!;
  for (const tab of tabs) setup(doc, tab);
  const select = (tab: HTMLElement, focus: boolean) => {
    showTab(doc, tab);
    if (focus) tab.focus();
    const target = targetOf(tab);
    if (target.startsWith('#') && win.location.hash !== target) win.history.pushState(null, '', target);
  };
  const fromHash = () => {
    const tab = tabForHash(tabs, win.location.hash);
    if (tab) showTab(doc, tab);
  };
  fromHash();
  win.addEventListener('popstate', fromHash);
  win.addEventListener('hashchange', fromHash);
  doc.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>(TAB);
    if (!tab || !tabs.includes(tab)) return;
    e.preventDefault();
    select(tab, false);
  });
  doc.addEventListener('keydown', (e) => {
    const tab = (e.target as Element).closest?.<HTMLElement>(TAB);
    const move = KEYS[e.key];
    if (!tab || !move || !tabs.includes(tab)) return;
    const group = tabsOf(tab);
    e.preventDefault();
    select(group[move(group.indexOf(tab), group.length)], true);
  });
}
