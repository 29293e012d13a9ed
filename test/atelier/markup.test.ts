// The placeholder markup the workbench gives: only options that differ from the defaults, escaped for an HTML
// attribute; both forms read back by the runtime's own reader to exactly the options written.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedOptions, escapeAttribute, legacyJson, legacyMarkup, placeholderMarkup, readPlaceholders } from '../../examples/atelier/markup';
import { readRawOptions } from '../../src/raw-options';
import { NewsOptionsSchema } from '../../widgets/news/news-options';
import { MapOptionsSchema } from '../../widgets/map/map-options';

const parse = (markup: string): Element => {
  const t = document.createElement('template');
  t.innerHTML = markup;
  const el = t.content.firstElementChild!;
  expect(t.content.children.length).toBe(1);
  return el;
};

describe('placeholder markup', () => {
  it('writes only what differs from the defaults, in the schema order, and keeps unknown options', () => {
    const options = { title: 'A', behaviorChoice: 'mini', nbArticlesTotal: 3, addDate: '1', templateChoice: 'tpl_carousel', typo: 1, hasPagination: 'yes', sourceChoice: undefined };
    expect(changedOptions(NewsOptionsSchema, options)).toEqual({ behaviorChoice: 'mini', templateChoice: 'tpl_carousel', hasPagination: 'yes', title: 'A', typo: 1 });
    expect(Object.keys(changedOptions(NewsOptionsSchema, options))).toEqual(['behaviorChoice', 'templateChoice', 'hasPagination', 'title', 'typo']);
    expect(changedOptions(MapOptionsSchema, { lepContentId: '7', zoom: 8, coordinit: '48.1, -2.8', search: 1 })).toEqual({ lepContentId: '7' });
  });

  it('escapes the attribute', () => {
    expect(placeholderMarkup({ type: 'news', id: '701', options: { title: "L'été & <b>\"x\"</b>" } }))
      .toBe(`<div class="dm_widget" data-widget="news" data-widget-id="701" data-options='{"title":"L&#39;été &amp; &lt;b&gt;\\"x\\"&lt;/b&gt;"}'></div>`);
    expect(escapeAttribute(`a"b'c`, '"')).toBe(`a&quot;b'c`);
    expect(legacyJson({ t: `l'a "b"` })).toBe(`{'t':'l\\u0027a \\'b\\''}`);
    expect(legacyMarkup({ type: 'map', id: '628', options: { lepContentId: '7' } }))
      .toBe(`<div class="dm_widget {'lepContentId':'7'}" data-widget="map" data-widget-id="628"></div>`);
  });

  const options = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });

  it('any options read back through readRawOptions from the data-options markup', () => {
    fc.assert(fc.property(options, fc.string(), (o, id) => {
      const el = parse(placeholderMarkup({ type: 'news', id, options: o }));
      const raw = readRawOptions(el);
      expect(raw.ok && JSON.stringify(raw.value)).toBe(JSON.stringify(JSON.parse(JSON.stringify(o))));
      expect(el.getAttribute('data-widget-id')).toBe(id);
    }), { numRuns: 1000 });
  });

  it('and from the legacy class JSON', () => {
    fc.assert(fc.property(options, (o) => {
      const raw = readRawOptions(parse(legacyMarkup({ type: 'news', id: '1', options: o })));
      expect(raw.ok && JSON.stringify(raw.value)).toBe(JSON.stringify(JSON.parse(JSON.stringify(o))));
    }), { numRuns: 1000 });
  });
});

describe('reading a pasted placeholder', () => {
  it('reads every placeholder of a template, in either form, as the runtime does', () => {
    const text = `<p>intro</p>${placeholderMarkup({ type: 'news', id: '701', options: { title: "L'été" } })}
      <div class="col-md-6">${legacyMarkup({ type: 'map', id: '628', options: { lepContentId: '7' } })}</div>`;
    expect(readPlaceholders(text)).toEqual({ ok: true, widgets: [
      { type: 'news', id: '701', options: { title: "L'été" } },
      { type: 'map', id: '628', options: { lepContentId: '7' } },
    ] });
  });

  it('says what is wrong with the first it cannot read', () => {
    expect(readPlaceholders('<div class="widget"></div>')).toEqual({ ok: false, message: 'Aucun élément de classe dm_widget dans ce texte.' });
    const unknown = readPlaceholders('<div class="dm_widget" data-widget="video" data-widget-id="9"></div>');
    expect(unknown).toEqual({ ok: false, message: "Widget 9: unknown widget type 'video' (set data-widget to one of: news, map)" });
    const broken = readPlaceholders(`<div class="dm_widget" data-widget="news" data-widget-id="701" data-options='{"title":'></div>`);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^Widget 701: .*data-options.*\(.+\)$/);
  });
});
