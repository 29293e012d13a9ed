// @vitest-environment node
// The workbench's presets come from the example site's own pages.
import { describe, expect, it } from 'vitest';
import { placeholdersOf, presets, routes } from '../../examples/atelier/routes.mjs';

describe('workbench presets', () => {
  it('Métiers (three widgets), the home carousel, the news page in full mode, the offices map with search', () => {
    interface Preset { id: string; page: string; widgets: { type: string; id: string; col: number; options: Record<string, unknown> }[] }
    const p = Object.fromEntries((presets() as Preset[]).map((x) => [x.id, x]));
    expect(p.metiers.widgets.map((w) => [w.id, w.col])).toEqual([['702', 12], ['703', 6], ['704', 6]]);
    expect(p.carousel.widgets[0].options.templateChoice).toBe('tpl_carousel');
    expect(p.full.widgets[0].options.behaviorChoice).toBe('full');
    expect(p.full.page).toBe('/fr/actualites-ec');
    expect(p.map.widgets[0]).toMatchObject({ type: 'map', options: { search: 1 } });
  });

  it('reads placeholders with their attribute entities decoded', () => {
    expect(placeholdersOf(`<div class="col-sm-3 col-md-4"><div class="dm_widget" data-widget="news" data-widget-id="1" data-options='{"title":"L&#39;a &amp; b"}'></div></div>`))
      .toEqual([{ type: 'news', id: '1', options: { title: "L'a & b" }, col: 4 }]);
  });

  it('serves the workbench, its preview and its bundle outside the site tree', () => {
    const match = (p: string) => routes.find((r: { path: RegExp }) => r.path.test(p));
    for (const p of ['/atelier/', '/atelier/preview/fr/', '/atelier/atelier.js', '/atelier/atelier.css']) expect(match(p)).toBeTruthy();
    expect(match('/fr/atelier')).toBeUndefined();
  });
});
