/**
 * The entry script, included once per page: `<script type="module" src="/dist/front.js">`. It reads the page
 * contract, installs the page behaviours, and on page ready launches every widget placeholder inside #dm_page.
 * Widget code, React and the runtime's validation and HTTP client load by import() only when a placeholder is found.
 *
 * Where the layout includes it: in the head. A module script runs after the page is parsed wherever it stands, so the
 * head costs nothing and starts the download at once, beside the style sheets; the entry is one file that asks for
 * nothing before it runs. The browser may paint before the entry has run: front.css (no script needed) hides what
 * follows a news placeholder and the phone navbar until the entry marks <html> with `dm-front-started`, so nothing
 * moves when the skeletons come (an entry that never runs leaves the page shown in full after 2 s). `blocking="render"`
 * on the script would hold the first paint until the entry ran (a whole first frame), at the price of that paint: in
 * Lighthouse mobile runs of the example pages the first paint came at 0.10-0.25 s without it, and was held to 1.2 s
 * on /fr/actualites-ec with it, so the example site does without it (README › The page contract).
 * Tried and left out: setting `dm-front-started` in a task after the entry's. The class restyles every element of the
 * page (2,080 with 2,000 placeholders); moved out, that restyle came with the next frame instead, and the blocking
 * time of the first second did not change (79 ms, median of 6 loads, either way).
 */
import { createPageContext } from './page-context';
import { createLauncher } from './launcher';
import { FIRST_CALLS, WIDGETS } from '../widgets';
import { installBehaviours } from './page';
import { onReady } from './ready';
import { warn } from './log';
import { installLoader } from './retry';
import { startReports } from './telemetry/start';
import type { DmFrontApi } from './dm-front';

declare global {
  interface Window {
    DmFront?: DmFrontApi;
  }
}

performance.mark('dm-front-start'); // the bench measures widget timings from here

if (window.DmFront) {
  warn('front.js is included twice: only the first copy runs');
} else {
  installLoader(); // failed chunks are fetched again under a URL of their own (README "When code or data fails to load")
  const ctx = createPageContext(document);
  if (ctx.config.debug) import('./debug').then((m) => m.install(ctx), () => {}); // console debug output: its own chunk
  const launcher = createLauncher(ctx, () => import('./runtime'), WIDGETS, FIRST_CALLS);
  window.DmFront = {
    version: __VERSION__,
    // What is not a node (null from a failed querySelector, a jQuery object…) is no root: the page container; and no
    // placeholder: unmount does nothing.
    mount: (root) => launcher.mount(root?.querySelectorAll ? root : undefined),
    unmount: (el) => el?.querySelectorAll && launcher.unmount(el),
    rescan: (root) => launcher.rescan(root?.querySelectorAll ? root : undefined),
  };
  startReports(); // field reports, where report_url is set: a lazy chunk after load, when idle
  onReady(document, () => {
    launcher.start(); // first: the runtime chunk and the widgets' first requests start before the behaviours install
    document.documentElement.classList.add('dm-front-started'); // the skeletons are drawn: what follows them is shown (news.css)
    installBehaviours(ctx);
  });
}
