// Debian's Chromium driven by playwright-core with the flags of DESIGN.md §6: nothing leaves the machine.
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import fs from 'node:fs';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run 'apt-get install -y chromium' (as root)`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true, chromiumSandbox: false });
}

export const baseURL = (): string => inject('baseURL');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, in order. */
  requests: Request[];
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** Console messages (all levels) as 'type: text'. */
  console: string[];
}

/** A fresh context and page, recording requests, console messages and page errors. */
export async function open(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const session: Session = { context, page, requests: [], errors: [], console: [] };
  page.on('request', (r) => session.requests.push(r));
  page.on('console', (m) => {
    session.console.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') session.errors.push(m.text());
  });
  page.on('pageerror', (e) => session.errors.push(String(e)));
  return session;
}

/** Requests to this site's /ajax endpoints: 'METHOD path?query'. */
export const ajaxCalls = (s: Session): string[] =>
  s.requests.filter((r) => new URL(r.url()).pathname.startsWith('/ajax/')).map((r) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
