import { describe, expect, it } from 'vitest';
import { readRawOptions } from '../src/raw-options';
import { widgetId } from '../src/widget-id';
import { optionsDiagnostic } from '../src/issue-messages';

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

describe('widget options from markup', () => {
  it('reads data-options JSON', () => {
    expect(readRawOptions(el(`<div data-options='{"behaviorChoice":"mini","nbArticlesTotal":4}'></div>`))).toEqual({ ok: true, value: { behaviorChoice: 'mini', nbArticlesTotal: 4 } });
  });

  it('reads legacy jquery.metadata JSON in the class attribute, single quotes for double', () => {
    expect(readRawOptions(el(`<div class="dm_widget {'behaviorChoice':'full','motifs':['ABP']}"></div>`))).toEqual({ ok: true, value: { behaviorChoice: 'full', motifs: ['ABP'] } });
  });

  it('gives an empty object when there are no options', () => {
    expect(readRawOptions(el('<div class="dm_widget"></div>'))).toEqual({ ok: true, value: {} });
  });

  it('names the widget and the attribute when the JSON is invalid or not an object', () => {
    const bad = readRawOptions(el(`<div data-widget-id="701" data-options='{"a":'></div>`));
    if (bad.ok) throw new Error('expected an error');
    expect(optionsDiagnostic('701', bad).warning).toMatch(/^Widget 701: the data-options attribute is not valid JSON \(.+\): \{"a":$/);
    const arr = readRawOptions(el(`<div data-widget-id="702" class="dm_widget {'a':[1]} x" data-options='[1,2]'></div>`));
    if (arr.ok) throw new Error('expected an error');
    expect(optionsDiagnostic('702', arr).warning).toBe('Widget 702: the data-options attribute must hold a JSON object, not [1,2]');
  });

  it('takes the widget id from data-widget-id, else the digits of the element id', () => {
    expect(widgetId(el('<div data-widget-id="628"></div>'))).toBe('628');
    expect(widgetId(el('<div id="dm_widget_77"></div>'))).toBe('77');
    expect(widgetId(el('<div></div>'))).toBe('');
  });
});
