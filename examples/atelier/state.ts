/**
 * The workbench's state: the simulated page, the preview's widgets (each with its column), the one being edited and
 * the preview's width. It is kept in the URL fragment, so that a reload or a shared link shows the same set-up; a
 * fragment that is not one (edited by hand, from an older workbench) is read as far as it makes sense, else ignored.
 */
import { changedOptions, type WidgetSpec } from './markup';
import type { FormWidget } from './form';
import type { StageWidget } from './preview';
import { TYPES } from './types';

export interface PresetWidget {
  type: string;
  id: string;
  options: Record<string, unknown>;
  col: number;
}
export interface Preset {
  id: string;
  label: string;
  page: string;
  widgets: PresetWidget[];
}
export interface SitePage {
  path: string;
  name: string;
}
export interface AtelierData {
  presets: Preset[];
  pages: SitePage[];
}

export type Width = 'phone' | 'desktop';
export interface Widget extends FormWidget {
  col: number;
}
export interface State {
  page: string;
  widgets: Widget[];
  /** The key of the widget being edited. */
  selected: number;
  width: Width;
}

export const WIDTHS: Record<Width, { label: string; width: number; height: number }> = {
  phone: { label: 'Téléphone (390 × 844)', width: 390, height: 844 },
  desktop: { label: 'Bureau (1280 × 900)', width: 1280, height: 900 },
};
/** The Bootstrap columns (col-md-N) a widget can be previewed in. */
export const COLUMNS = [12, 9, 8, 6, 4, 3];

let nextKey = 1;

/** A widget of the preview: a type's starting options and id unless given; each gets a key of its own. */
export const fresh = (type: string, id = TYPES[type].id, options: Record<string, unknown> = { ...TYPES[type].start }, col = 12): Widget =>
  ({ key: nextKey++, type, id, options, col });
/** What the placeholder says of a widget: its type, id and the options that differ from the defaults. */
export const spec = (w: Widget): WidgetSpec => ({ type: w.type, id: w.id, options: changedOptions(TYPES[w.type].schema, w.options) });
export const stageWidget = (w: Widget): StageWidget => ({ ...spec(w), key: w.key, col: w.col });

export function readHash(hash: string): State | undefined {
  try {
    const s = JSON.parse(decodeURIComponent(hash.replace(/^#/, ''))) as { page?: unknown; widgets?: unknown; selected?: unknown; width?: unknown };
    if (typeof s.page !== 'string' || !Array.isArray(s.widgets)) return undefined;
    const widgets = s.widgets
      .filter((w): w is PresetWidget => !!w && typeof w === 'object' && Object.hasOwn(TYPES, (w as PresetWidget).type))
      .map((w) => fresh(w.type, String(w.id ?? ''), w.options && typeof w.options === 'object' ? w.options : {}, COLUMNS.includes(w.col) ? w.col : 12));
    if (!widgets.length) return undefined;
    const selected = widgets[Number(s.selected) || 0]?.key ?? widgets[0].key;
    return { page: s.page, widgets, selected, width: s.width === 'phone' ? 'phone' : 'desktop' };
  } catch {
    return undefined;
  }
}

/** The fragment readHash reads back (widgets by position: keys are not kept). */
export function hashOf(state: State): string {
  const s = {
    page: state.page,
    widgets: state.widgets.map(({ type, id, options, col }) => ({ type, id, options, col })),
    selected: state.widgets.findIndex((w) => w.key === state.selected),
    width: state.width,
  };
  return '#' + encodeURIComponent(JSON.stringify(s));
}
