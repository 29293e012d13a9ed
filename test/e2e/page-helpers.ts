// Shared set-up of the page-behaviour browser tests (page-*.test.ts): the project's Chromium, a fresh context per
// session, everything closed at the end.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, open, type Session } from './browser';

/** Registers the file's browser hooks; returns a function opening a recorded session (closed after the file). */
export function useSessions(): (options?: Parameters<typeof open>[1]) => Promise<Session> {
  let browser: Browser;
  const sessions: Session[] = [];
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const s of sessions) await s.context.close();
    await browser?.close();
  });
  return async (options = {}) => {
    const s = await open(browser, options);
    sessions.push(s);
    return s;
  };
}

/** Waits for the entry to have run (window.DmFront is set before the behaviours install on page ready). */
export const ready = (page: Page) => page.waitForFunction(() => !!window.DmFront);

/** Waits until ms after DOMContentLoaded (the behaviours are installed on page ready). */
export const afterReady = (page: Page, ms: number) =>
  page.waitForFunction((t) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return !!nav && nav.domContentLoadedEventEnd > 0 && performance.now() > nav.domContentLoadedEventEnd + t;
  }, ms);

/**
 * Waits until `?st=` on load has looked its target up (found or not): its 'dm-st-target' mark exists. That is 1.5 to 3 s
 * after page ready, then a frame; 20 s leaves room for eight such pages at once on a loaded 2-core machine (10 s ran out
 * once in a whole e2e run).
 */
export const stTried = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('dm-st-target').length > 0, null, { timeout: 30_000 });

/** Waits until the behaviour (or on-demand chunk) NAME has installed: its 'dm-behaviour:NAME' measure exists. */
export const installed = (page: Page, name: string) =>
  page.waitForFunction((n) => performance.getEntriesByName(`dm-behaviour:${n}`).length > 0, name);
