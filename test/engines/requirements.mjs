// What each engine of the browser tests needs on the machine (files, and the Debian packages that bring them).
// Read by test/run.mjs (installs what is missing) and test/engines/engines.ts (launches them).
import { CHROMIUM } from '../chromium.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const ARCH = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? `/usr/lib/${ARCH}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB_RUN = '/usr/bin/xvfb-run';
const XAUTH = '/usr/bin/xauth'; // xvfb-run needs it; only a recommendation of xvfb

/** @type {['chromium', 'firefox', 'webkit']} */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** @type {Record<'chromium' | 'firefox' | 'webkit', { label: string, files: string[], packages: string[] }>} */
export const REQUIREMENTS = {
  chromium: { label: 'Chromium', files: [CHROMIUM], packages: ['chromium'] },
  firefox: { label: 'Firefox ESR', files: [FIREFOX], packages: ['firefox-esr'] },
  webkit: { label: 'WebKitGTK', files: [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN, XAUTH], packages: ['webkit2gtk-driver', 'xvfb', 'xauth'] },
};
