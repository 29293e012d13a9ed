// The fast mode of `npm run bench`: sizes and request counts of every example page, checked against the budgets.
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';
import { BUDGETS, checkBudgets, measureStatic } from '../bench/bench.mjs';

const browser = useBrowser();

describe('budgets (bench --fast)', () => {
  it('holds the entry, page-weight and no-duplicate-request budgets on every example page', async () => {
    const result = await measureStatic(browser(), baseURL());
    expect(result.ours.entry.gzip).toBeLessThanOrEqual(BUDGETS.entryGzip);
    expect(result.pages.length).toBeGreaterThanOrEqual(9);
    for (const page of result.pages) expect(page.errors, page.path).toEqual([]);
    expect(checkBudgets(result)).toEqual([]);
    // build.mjs gives the modules that always load together one chunk (coLoadedGroups): without that, the entry came
    // in 10 files on every page and the Métiers page's JS in 28.
    const scripts = (path: string) => result.pages.find((p: { path: string }) => p.path === path)!.scripts.length;
    expect(scripts('/fr/contact')).toBeLessThanOrEqual(5);
    expect(scripts('/fr/actualites-ec/metiers')).toBeLessThanOrEqual(16);
  }, 120_000);
});
