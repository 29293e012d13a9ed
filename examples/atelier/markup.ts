/**
 * The placeholder markup an integrator pastes into a CMS template (README "Widget placeholders"): data-options JSON in
 * a single-quoted attribute, or the legacy form with the JSON inside the class attribute (jquery.metadata style, single
 * quotes standing for double). Only options that differ from their defaults are written. Both forms read back, through
 * the runtime's own reader (src/raw-options.ts readRawOptions), to exactly the options written.
 */
import { optionsDiagnostic } from '../../src/issue-messages';
import { readRawOptions } from '../../src/raw-options';
import { fieldsOf, isDefault } from './fields';
import { TYPES } from './types';

export interface WidgetSpec {
  type: string;
  id: string;
  options: Record<string, unknown>;
}

/** Text for an HTML attribute value quoted with `quote`: &, <, > and the quote itself as references. */
export function escapeAttribute(text: string, quote: "'" | '"'): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(quote === "'" ? /'/g : /"/g, quote === "'" ? '&#39;' : '&quot;');
}

/**
 * The options to write: those whose value is not the default, in the schema's order, then any the schema does not
 * know (kept, so that a typo stays visible). Absent (undefined) values are dropped.
 */
export function changedOptions(schema: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = fieldsOf(schema);
  for (const field of fields) {
    const v = options[field.name];
    if (v !== undefined && !isDefault(field, v)) out[field.name] = v;
  }
  const known = new Set(fields.map((f) => f.name));
  for (const [k, v] of Object.entries(options)) if (!known.has(k) && v !== undefined) out[k] = v;
  return out;
}

const typeAndId = ({ type, id }: WidgetSpec) => `data-widget="${escapeAttribute(type, '"')}" data-widget-id="${escapeAttribute(id, '"')}"`;

/** `<div class="dm_widget" data-widget=… data-widget-id=… data-options='{…}'></div>` */
export function placeholderMarkup(spec: WidgetSpec): string {
  return `<div class="dm_widget" ${typeAndId(spec)} data-options='${escapeAttribute(JSON.stringify(spec.options), "'")}'></div>`;
}

/**
 * The options as legacy class JSON: the reader turns every single quote into a double one before JSON.parse, so the
 * JSON's quotes are written as single quotes, a quote inside a string as \' (read back as \"), and an apostrophe
 * inside a string as \u0027 (JSON's escape, which the swap leaves alone).
 */
export function legacyJson(options: Record<string, unknown>): string {
  return JSON.stringify(options).replace(/'/g, '\\u0027').replace(/"/g, "'");
}

/** `<div class="dm_widget {'…'}" data-widget=… data-widget-id=…></div>` (old Diem templates). */
export function legacyMarkup(spec: WidgetSpec): string {
  return `<div class="dm_widget ${escapeAttribute(legacyJson(spec.options), '"')}" ${typeAndId(spec)}></div>`;
}

/**
 * The placeholders in a template's text, read as the runtime reads them (either form), or what is wrong with the first
 * that cannot be: no placeholder, an unknown type, or options the runtime would refuse (its own diagnostic).
 */
export function readPlaceholders(text: string): { ok: true; widgets: WidgetSpec[] } | { ok: false; message: string } {
  const parsed = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html');
  const found = [...parsed.querySelectorAll('.dm_widget')];
  if (!found.length) return { ok: false, message: 'Aucun élément de classe dm_widget dans ce texte.' };
  const widgets: WidgetSpec[] = [];
  for (const p of found) {
    const type = p.getAttribute('data-widget') ?? '';
    const id = p.getAttribute('data-widget-id') ?? '';
    if (!Object.hasOwn(TYPES, type)) {
      return { ok: false, message: `Widget ${id}: unknown widget type '${type}' (set data-widget to one of: ${Object.keys(TYPES).join(', ')})` };
    }
    const raw = readRawOptions(p);
    if (!raw.ok) {
      const d = optionsDiagnostic(id, raw);
      return { ok: false, message: `${d.warning} (${d.help})` };
    }
    widgets.push({ type, id, options: raw.value });
  }
  return { ok: true, widgets };
}
