/**
 * Navbar switcher (README › Page behaviours) for a `.navbar[data-switcher]`. Horizontal layout: once the page scrolls
 * past the bottom of the navbar (its position in the flow, measured at load and on resize), the navbar switches from
 * `navbar-inverse` to `navbar-default`, the brand name (`.navbar-brand-name`) hides and the brand logo
 * (`.navbar-brand-logo`) shows; back above, the reverse. Collapsed layout: the switched style is applied on ready and
 * on resize, whatever the scroll. The navbar carries `dm-switched` while switched.
 */
import type { PageContext } from '../page-context';
import { watchBreakpoints, type Breakpoints } from './lib/breakpoints';
import { onResize, onScroll } from './lib/timing';

export function setSwitched(navbar: HTMLElement, on: boolean): void {
  navbar.classList.toggle('navbar-inverse', !on);
  navbar.classList.toggle('navbar-default', on);
  navbar.classList.toggle('dm-switched', on);
  for (const n of navbar.querySelectorAll<HTMLElement>('.navbar-brand-name')) n.hidden = on;
  for (const l of navbar.querySelectorAll<HTMLElement>('.navbar-brand-logo')) l.hidden = !on;
}

export function install({ doc }: PageContext): void {
  const navbar = doc.querySelector<HTMLElement>('.navbar[data-switcher]');
  if (!navbar) return;
  const win = doc.defaultView!;
  // Read in the first frame, not in the entry's task: reading the breakpoints forces the whole page's style, which the
  // frame computes anyway (a phone spent 16–73 ms of the entry's task on it). A change of layout updates the navbar
  // whichever resize listener runs first.
  let bp: Breakpoints | undefined;
  const layout = () => (bp ??= watchBreakpoints(win, (b) => ((bp = b), update()))).layout;
  /** The navbar's bottom in the flow: its holder's when the navbar is fixed (the holder keeps its height). */
  const bottom = () => {
    const el = navbar.classList.contains('navbar-fixed-top') && navbar.parentElement ? navbar.parentElement : navbar;
    return el.getBoundingClientRect().bottom + win.scrollY;
  };
  let threshold = 0;
  const update = () => setSwitched(navbar, layout() === 'collapsed' || win.scrollY > threshold);
  win.requestAnimationFrame(() => {
    threshold = bottom();
    update();
  });
  onScroll(win, update);
  onResize(win, () => {
    threshold = bottom();
    update();
  });
}
