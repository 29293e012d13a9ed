// The workbench's fields come from the widgets' own option schemas: every schema key is a field of the form (a key
// added to a schema and not shown fails here), with its kind, default and bounds read from the schema.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeField, fieldsOf, isDefault, type Field } from '../../examples/atelier/fields';
import { renderForm, showProblems, readValue, displayValue, closestOption } from '../../examples/atelier/form';
import { NEWS_CHOICES, TYPES } from '../../examples/atelier/types';
import { NewsOptionsSchema } from '../../widgets/news/news-options';
import { MapOptionsSchema } from '../../widgets/map/map-options';
import { WIDGETS } from '../../widgets';
import { setupOf } from '../../widgets/news/setup';
import { readQuery } from '../../widgets/news/query';
import { pageContext } from '../widgets/news/helpers';
import { flag, numberish } from '../../src/zod-options';

const keys = (schema: unknown) => Object.keys((schema as { _zod: { def: { shape: object } } })._zod.def.shape);
const byName = (schema: unknown) => Object.fromEntries(fieldsOf(schema).map((f) => [f.name, f])) as Record<string, Field>;

/** The form of a widget, rendered, with the option names that have a labelled control. */
function shown(type: string, schema = TYPES[type].schema, options: Record<string, unknown> = {}) {
  const box = renderForm(document, { ...TYPES[type], schema }, { key: 1, type, id: '9', options }, () => {});
  document.body.append(box);
  const names = [...box.querySelectorAll<HTMLElement>('[data-option]')]
    .filter((c) => c.id && box.querySelector(`label[for="${c.id}"]`)?.textContent?.includes(c.dataset.option!))
    .map((c) => c.dataset.option);
  return { box, names };
}

describe('the form lists every option of each widget schema', () => {
  it('the workbench knows every widget type of the build (widgets/index.ts)', () => {
    expect(Object.keys(TYPES).sort()).toEqual(Object.keys(WIDGETS).sort());
  });

  for (const [type, schema] of [['news', NewsOptionsSchema], ['map', MapOptionsSchema]] as const) {
    it(`${type}: one labelled control per schema key, in the schema's order`, () => {
      expect(TYPES[type].schema).toBe(schema);
      expect(shown(type).names).toEqual(keys(schema));
      expect(keys(schema).length).toBeGreaterThan(10);
    });
  }

  it('a key added to a schema is a field at once, whatever its zod kind', () => {
    const extended = z.looseObject({
      ...(NewsOptionsSchema._zod.def.shape),
      aFlag: z._default(flag(), true),
      aCount: z._default(z.pipe(numberish(), z.int().check(z.minimum(2), z.maximum(9))), 4),
      aChoice: z._default(z.enum(['x', 'y']), 'y'),
      aList: z._default(z.array(z.string()), []),
      aRecord: z.optional(z.record(z.string(), z.number())),
      aNullable: z.nullable(z.string()),
      aLiteral: z._default(z.union([z.literal('on'), z.literal('off')]), 'on'),
      aNumber: z.number(),
    });
    const { names } = shown('news', extended);
    expect(names).toEqual(keys(extended));
    const f = byName(extended);
    expect([f.aFlag.kind, f.aCount.kind, f.aChoice.kind, f.aList.kind, f.aRecord.kind, f.aNullable.kind, f.aLiteral.kind, f.aNumber.kind])
      .toEqual(['flag', 'number', 'enum', 'list', 'json', 'text', 'enum', 'number']);
    expect([f.aCount.min, f.aCount.max, f.aCount.integer, f.aCount.default]).toEqual([2, 9, true, 4]);
    expect(f.aNumber.required).toBe(true);
  });
});

describe('what each field is, read from the schema', () => {
  const news = byName(NewsOptionsSchema);
  const map = byName(MapOptionsSchema);

  it('kinds, defaults and bounds', () => {
    expect(news.templateChoice).toMatchObject({ kind: 'enum', default: 'tpl_thumbnail', values: ['tpl_thumbnail', 'tpl_medialist', 'tpl_carousel', 'tpl_simple_list', 'tpl_iconlist'] });
    expect(news.nbArticlesTotal).toMatchObject({ kind: 'number', default: 3, integer: true, min: 1, max: 200 });
    expect(news.hasLeadMotifs).toMatchObject({ kind: 'flag', default: false });
    expect(news.manualMotifsList).toMatchObject({ kind: 'list', default: [] });
    expect(news.behaviorChoice).toMatchObject({ kind: 'text', hasDefault: false, required: false });
    expect(map.lepContentId).toMatchObject({ kind: 'text', required: true });
    expect(map.jsonStyle.kind).toBe('json');
    expect(map.coordinit).toMatchObject({ kind: 'text', default: { lat: 48.1, lng: -2.8 } });
    expect(map.mapRatioPercent).toMatchObject({ kind: 'number', integer: false, min: 0, minExclusive: true, max: 300, default: 56.25 });
    expect(describeField(map.mapRatioPercent)).toBe('number, > 0, ≤ 300');
    expect(map.inputSearhPos.values).toContain('TOP_CENTER');
  });

  it('a value is the default when it parses to the default', () => {
    expect(isDefault(news.nbArticlesTotal, '3')).toBe(true);
    expect(isDefault(news.nbArticlesTotal, 4)).toBe(false);
    expect(isDefault(news.nbArticlesTotal, 'trois')).toBe(false);
    expect(isDefault(news.addDate, '1')).toBe(true);
    expect(isDefault(map.coordinit, '48.1, -2.8')).toBe(true);
    expect(isDefault(map.jsonStyle, '')).toBe(true);
    expect(isDefault(news.behaviorChoice, 'mini')).toBe(false);
  });

  it('controls keep what was typed, so that an invalid value can be named', () => {
    expect(readValue(news.nbArticlesTotal, '12')).toBe(12);
    expect(readValue(news.nbArticlesTotal, 'douze')).toBe('douze');
    expect(readValue(news.manualMotifsList, 'ABP, AMAS,')).toEqual(['ABP', 'AMAS']);
    expect(readValue(map.jsonStyle, '[{"stylers":[]}]')).toEqual([{ stylers: [] }]);
    expect(readValue(map.jsonStyle, '[{')).toBe('[{');
    expect(readValue(news.title, '  ')).toBeUndefined();
    expect(displayValue(news.manualMotifsList, ['ABP', 'AMAS'])).toBe('ABP, AMAS');
  });

  it("an invalid value is named beside its control in the runtime's words", () => {
    const { box } = shown('news', NewsOptionsSchema, { nbArticlesTotal: 500, templateChoice: 'tpl_grid' });
    expect(showProblems(box, TYPES.news, { key: 1, type: 'news', id: '9', options: { nbArticlesTotal: 500, templateChoice: 'tpl_grid' } })).toBe(2);
    const problem = (name: string) => box.querySelector(`[data-field="${name}"] .atelier-problem`)!.textContent;
    expect(problem('nbArticlesTotal')).toBe("Widget 9 (news) option: 'nbArticlesTotal' is 500; expected ≤ 200");
    expect(problem('templateChoice')).toMatch(/^Widget 9 \(news\) option: 'templateChoice' is "tpl_grid"; expected one of "tpl_thumbnail"/);
    expect(box.querySelector('[data-option="nbArticlesTotal"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(box.querySelector<HTMLSelectElement>('[data-option="templateChoice"]')!.value).toBe('tpl_grid'); // kept, marked invalid
  });

  it('a typo in an option name gets its likely meaning', () => {
    expect(closestOption('nbArticleTotal', fieldsOf(NewsOptionsSchema))).toBe('nbArticlesTotal');
    expect(closestOption('inputSearchPos', fieldsOf(MapOptionsSchema))).toBe('inputSearhPos');
    expect(closestOption('couleur', fieldsOf(MapOptionsSchema))).toBeUndefined();
  });
});

describe('values the news schema leaves as plain strings', () => {
  const ctx = pageContext({ infos: { testamotifs: ['ABP'] } });
  const base = { manualMotifsList: ['ABP'], motifs: [], hasLeadMotifs: false, leadMotifs: [] };
  it('behaviorChoice and sourceChoice offer exactly what the widget accepts (errors 6 and 3 otherwise)', () => {
    for (const b of NEWS_CHOICES.behaviorChoice) expect(typeof setupOf({ ...base, behaviorChoice: b, sourceChoice: 'manual' }, ctx, readQuery(''))).toBe('object');
    for (const s of NEWS_CHOICES.sourceChoice) expect(typeof setupOf({ ...base, behaviorChoice: 'mini', sourceChoice: s }, ctx, readQuery(''))).toBe('object');
    for (const other of ['', 'Mini', 'maxi', 'list']) {
      expect(setupOf({ ...base, behaviorChoice: other, sourceChoice: 'manual' }, ctx, readQuery(''))).toBe(6);
      expect(setupOf({ ...base, behaviorChoice: 'mini', sourceChoice: other }, ctx, readQuery(''))).toBe(3);
    }
  });
});
