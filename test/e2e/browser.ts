// Browser-test helpers: Debian's Chromium (test/chromium.mjs) against the example server of global-setup.ts.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser } from '../chromium.mjs';

export { launchBrowser };

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
