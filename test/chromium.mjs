// Debian's Chromium for the browser tests and the bench, with flags that keep every request on the machine (no host
// resolves but loopback: README › Tests).
import { chromium } from 'playwright-core';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

const OPTIONS = { executablePath: CHROMIUM, args: FLAGS, headless: true, chromiumSandbox: false };

function check() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run 'apt-get install -y chromium' (as root)`);
}

/**
 * `bfcache`: keep Chromium's back/forward cache on (Playwright turns it off by default).
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchBrowser({ bfcache = false } = {}) {
  check();
  return chromium.launch({ ...OPTIONS, ...(bfcache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}) });
}

/**
 * One Chromium for many test files (test/e2e/global-setup.ts): they connect to it (`chromium.connect`) instead of each
 * launching its own, which took 5 to 7 s, and 1 to 2 s to close, per file on a busy 2-core machine.
 * @returns {Promise<import('playwright-core').BrowserServer>}
 */
export async function launchBrowserServer() {
  check();
  return chromium.launchServer(OPTIONS);
}
