/**
 * The entry script, included once per page: `<script type="module" src="/dist/front.js">`. It reads the page
 * contract, installs the page behaviours, and on page ready launches every widget placeholder inside #dm_page.
 * Widget code, React and the runtime's validation and HTTP client load by import() only when a placeholder is found.
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
