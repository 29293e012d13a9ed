/**
 * The page behaviours: framework-free, one per file, each doing nothing where its markup is absent. Installed by the
 * entry on page ready; those whose markup is rarer load their code by import() only when it is found, so the entry
 * stays within its 8 KB gzip budget. README › Page behaviours lists the classes, data attributes and CSS custom
 * properties each reads.
 *
 * Two rules keep the entry's task short. The code of the behaviours that do not change the first screen's layout is
 * asked for in a task of its own, after the widgets' code: those import()s and their module preloads took 28-116 ms
 * of the entry's task on the home page (390 px, CPU four times slower). And no install reads layout or computed style:
 * what a behaviour measures at load it reads in the next frame, where the browser lays the page out anyway (in a
 * task while the page is prerendered: lib/frame.ts), and it reads before it writes; a read while installing forces
 * the whole page's style in the entry's task (moving two such reads took the style and layout forced by scripts over
 * a load from 77 to 8 ms on /fr/).
 */
import type { PageContext } from '../page-context';
import { warn } from '../log';
import { removeDismissed } from './banner-state';
import { needsOutdatedBanner } from './browser-check';
import * as navbarSwitcher from './navbar-switcher';
import * as stScroll from './st-scroll';
import * as testaBody from './testa-body';
import { onDemandInstalled } from './lib/installed';

export type Behaviour = (ctx: PageContext) => void;

/** Installed on every page, in order: body classes and dismissed banners first (they change the layout the others
 * measure). The banners' padding, the fixed menu and the search form come with the navigation chunk. */
export const behaviours: Record<string, Behaviour> = {
  'testa-body': testaBody.install,
  'dismissed-banners': removeDismissed,
  'st-scroll': stScroll.install,
  'navbar-switcher': navbarSwitcher.install,
};

/** The markup that loads the navigation chunk (navigation.ts, with the banners, fixed menu and search form). */
const NAVIGATION_MARKUP =
  'nav, .navbar, .dm-nav-menu, [data-toggle="collapse"], [data-toggle="dropdown"], [data-toggle="modal"], .modal, .toggle-scroll, .toggle-modal,'
  + ' a[href*="st="], .dm-cookie-banner, .dm-outdated-browser, [data-fixed-menu], .dm-search-form';

type Loader = () => Promise<{ install: Behaviour }>;

/**
 * Loaded by import() (each its own chunk) only when the page has their markup: [name, selector or test, loader]. The
 * first two change the first screen's layout: their code is asked for in the entry's task, the others' in the next.
 */
export const onDemand: [string, string | ((ctx: PageContext) => boolean), Loader][] = [
  ['outdated-browser', needsOutdatedBanner, () => import('./outdated-browser')],
  ['consent-text', ':lang(de) .dm-consent', () => import('./consent-text')],
  ['navigation', (ctx) => !!ctx.doc.querySelector(NAVIGATION_MARKUP) || needsOutdatedBanner(ctx), () => import('./navigation')],
  ['lazy-images', 'img[data-src]', () => import('./lazy-images')],
  ['hash-tabs', '[data-toggle="tab"], [data-toggle="pill"]', () => import('./hash-tabs')],
  ['icon-menu', '.dm-icon-menu', () => import('./icon-menu')],
  ['offices', '.dm-offices', () => import('./offices')],
  ['tooltip', '[data-toggle="tooltip"]', () => import('./tooltip')],
  ['date-picker', 'input.datepicker, input[data-provide="datepicker"]', () => import('./date-picker')],
];

const failed = (name: string) => (e: unknown) => warn(`the page behaviour '${name}' failed`, e);

/** Runs one install, timed as a 'dm-behaviour:NAME' performance measure (the load-time bar is checked on these). */
function run(name: string, install: Behaviour, ctx: PageContext): void {
  const start = performance.now();
  try {
    install(ctx);
  } catch (e) {
    failed(name)(e);
  }
  try {
    performance.measure(`dm-behaviour:${name}`, { start });
  } catch {
    /* User Timing level 3 missing: no measure */
  }
}

/** Asks for the code of those on the list whose markup the page has, and installs each once it is there. */
function loadOnDemand(ctx: PageContext, list: typeof onDemand): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const [name, when, load] of list) {
    try {
      const found = typeof when === 'string' ? ctx.doc.querySelector(when) : when(ctx);
      if (found) loads.push(load().then((m) => run(name, m.install, ctx), failed(name)));
    } catch (e) {
      failed(name)(e);
    }
  }
  return Promise.all(loads);
}

export function installBehaviours(ctx: PageContext): void {
  for (const [name, install] of Object.entries(behaviours)) run(name, install, ctx);
  // The on-demand behaviours: the first two's code at once (they change the first screen's layout), the others' in a
  // task of its own, after the widgets' code (the launcher's next slice). Their import()s and preloads took 28–116 ms
  // of the entry's task on the home page of a phone (CPU × 4).
  const first = loadOnDemand(ctx, onDemand.slice(0, 2));
  onDemandInstalled.done = new Promise((loaded) => setTimeout(() => loaded(Promise.all([first, loadOnDemand(ctx, onDemand.slice(2))]))));
}
