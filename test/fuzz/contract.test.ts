// Property tests: whatever the CMS prints as page config, page data or widget options, the runtime reads it without an
// exception; invalid input becomes the defaults or a diagnostic.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CONFIG, readPageConfig, readPageData } from '../../src/config';
import { createPageContext } from '../../src/page-context';
import { readRawOptions } from '../../src/raw-options';
import { optionsDiagnostic } from '../../src/issue-messages';
import { checkPageContract } from '../../src/page-contract';

const RUNS = { numRuns: 1000 };

/** Text that may or may not be JSON: arbitrary JSON values, their mutations, and arbitrary strings. */
const jsonish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.object().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
  fc.string().map((s) => `{"page_id": ${JSON.stringify(s)}, "env": ${JSON.stringify(s)}}`),
);

function script(id: string, text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = text;
  return el;
}

describe('fuzzed page contract', () => {
  it('reading any page config or page data never throws and keeps the config types', async () => {
    await fc.assert(
      fc.asyncProperty(jsonish, jsonish, async (config, data) => {
        document.body.replaceChildren(script('dm-page-config', config), script('dm-page-data', data));
        const c = readPageConfig(document);
        expect(Object.keys(c).sort()).toEqual(Object.keys(DEFAULT_CONFIG).sort());
        expect(Number.isInteger(c.page_id) && c.page_id >= 0).toBe(true);
        expect(['dev', 'prod']).toContain(c.env);
        expect(typeof c.debug).toBe('boolean');
        const d = readPageData(document);
        expect(typeof d.settings).toBe('object');
        const ctx = createPageContext(document);
        expect(Array.isArray(ctx.pages())).toBe(true);
        expect(typeof ctx.infos()).toBe('object');
        expect(Array.isArray(await checkPageContract(document))).toBe(true);
      }),
      RUNS,
    );
  });

  it('page infos of any shape parse to an object', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (infos) => {
        document.body.replaceChildren(script('dm-page-data', JSON.stringify({ currentPage: { id: 1, infos } })));
        const parsed = createPageContext(document).infos();
        expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)).toBe(true);
      }),
      RUNS,
    );
  });

  it('any data-options or legacy class attribute gives an object or a diagnostic naming the widget', () => {
    fc.assert(
      fc.property(jsonish, fc.boolean(), fc.stringMatching(/^[0-9]{1,5}$/), (text, legacy, id) => {
        const el = document.createElement('div');
        el.setAttribute('data-widget-id', id);
        if (legacy) el.setAttribute('class', `dm_widget ${text.replace(/"/g, "'")}`);
        else el.setAttribute('data-options', text);
        const r = readRawOptions(el);
        if (r.ok) expect(typeof r.value).toBe('object');
        else expect(optionsDiagnostic(id, r).warning).toContain(`Widget ${id}: the ${legacy ? 'class' : 'data-options'} attribute`);
      }),
      RUNS,
    );
  });
});
