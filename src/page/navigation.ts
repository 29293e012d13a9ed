/**
 * The navigation behaviours, loaded together as one chunk (one request, one compression window) on pages with
 * navigation markup, which is nearly every page: link highlighting, collapse (accordions, navbar toggle), dropdowns,
 * mega-dropdowns, modals, navigation-menu items, `?st=` links, the fixed menu, the search form, the banners'
 * padding (banners.ts) and keyboard focus kept clear of the fixed bars (fixed-menu.ts). None of them changes the first paint. Each does nothing where its own markup is absent, and
 * one failing does not stop the others.
 */
import type { PageContext } from '../page-context';
import { warn } from '../log';
import * as banners from './banners';
import * as collapse from './collapse';
import * as dropdown from './dropdown';
import * as fixedMenu from './fixed-menu';
import * as linkHighlight from './link-highlight';
import * as megaDropdown from './mega-dropdown';
import * as menuToggles from './menu-toggles';
import * as modal from './modal';
import * as searchForm from './search-form';
import * as stLinks from './st-links';

/** In this order. The fixed menu measures itself in the first frame before the banners pad the body in it (a padding
 * written first made its reading lay the page out again). */
const parts: Record<string, (ctx: PageContext) => void> = {
  'fixed-menu': fixedMenu.install,
  banners: banners.install,
  'link-highlight': linkHighlight.install,
  collapse: collapse.install,
  dropdown: dropdown.install,
  'mega-dropdown': megaDropdown.install,
  modal: modal.install,
  'menu-toggles': menuToggles.install,
  'st-links': stLinks.install,
  'search-form': searchForm.install,
};

export function install(ctx: PageContext): void {
  for (const [name, run] of Object.entries(parts)) {
    try {
      run(ctx);
    } catch (e) {
      warn(`the page behaviour '${name}' failed`, e);
    }
  }
}
