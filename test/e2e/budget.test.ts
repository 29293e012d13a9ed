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
  }, 120_000);
});
