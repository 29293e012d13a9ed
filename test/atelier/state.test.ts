// The workbench's set-up in the URL fragment: what hashOf writes, readHash reads back; a fragment edited by hand or
// hostile is read as far as it makes sense (unknown types dropped, a column it does not offer made full width), else
// ignored.
import { describe, expect, it } from 'vitest';
import { COLUMNS, fresh, hashOf, readHash, type State } from '../../examples/atelier/state';

const plain = (s: State | undefined) =>
  s && { ...s, selected: s.widgets.findIndex((w) => w.key === s.selected), widgets: s.widgets.map(({ key: _key, ...w }) => w) };

describe('the workbench state in the URL fragment', () => {
  it('reads back what it writes, widgets by position', () => {
    const widgets = [fresh('news', '701', { behaviorChoice: 'full', title: "L'été & co #1" }, 8), fresh('map', '628', { lepContentId: '7' }, 4)];
    const state: State = { page: '/fr/actualites-ec', widgets, selected: widgets[1].key, width: 'phone' };
    const hash = hashOf(state);
    expect(hash).toMatch(/^#[^#\s]*$/);
    const back = readHash(hash);
    expect(plain(back)).toEqual(plain(state));
    expect(new Set(back!.widgets.map((w) => w.key)).size).toBe(2); // fresh keys, none shared
  });

  it('keeps what makes sense of a fragment edited by hand', () => {
    const hash = '#' + encodeURIComponent(JSON.stringify({
      page: '/de/',
      widgets: [{ type: 'eval', id: 1 }, null, 'news', { type: 'news', id: 702, options: 'x', col: 5 }, { type: '__proto__' }, { type: 'map', col: 6 }],
      selected: 9,
      width: 'tablet',
    }));
    const s = readHash(hash)!;
    expect(s.widgets.map(({ type, id, options, col }) => ({ type, id, options, col }))).toEqual([
      { type: 'news', id: '702', options: {}, col: 12 },
      { type: 'map', id: '', options: {}, col: 6 },
    ]);
    expect(s.selected).toBe(s.widgets[0].key);
    expect(s.width).toBe('desktop');
    expect(COLUMNS).toContain(6);
  });

  it('ignores a fragment that is not one', () => {
    for (const hash of ['', '#', '#%E0%A4%A', '#{"page":"/fr/"}', '#' + encodeURIComponent('{"page":1,"widgets":[]}'),
      '#' + encodeURIComponent('{"page":"/fr/","widgets":[{"type":"video"}]}'), '#null', '#[]']) {
      expect(readHash(hash), hash).toBeUndefined();
    }
  });
});
