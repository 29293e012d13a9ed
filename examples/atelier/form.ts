/**
 * The option form of one widget, generated from its type's schema (fields.ts): one labelled control per schema key,
 * what it takes and its default under it, and the runtime's own wording of an invalid value (describeIssue of
 * src/issue-messages.ts, as the dev-mode diagnostic says it) beside the control. Controls keep any raw value, even an invalid
 * one typed or pasted, so that the diagnostic can name it. DOM APIs only (no HTML strings).
 */
import { toCodes } from '../../src/coerce';
import { describeIssue } from '../../src/issue-messages';
import { describeField, fieldsOf, formatDefault, type Field } from './fields';
import type { WidgetType } from './types';

export interface FormWidget {
  key: number;
  type: string;
  id: string;
  options: Record<string, unknown>;
}

/** An option changed: its new raw value, or undefined to remove it (back to the default). */
export type OnOption = (name: string, value: unknown) => void;

type Attrs = Record<string, string | boolean | undefined>;

export function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attrs: Attrs = {}, ...children: (Node | string | null | false)[]): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'className') node.className = String(v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== false) node.append(c);
  return node;
}

const fieldId = (w: FormWidget, name: string) => `atelier-${w.key}-${name.replace(/[^\w-]/g, '_')}`;

/** The text shown in a control for a raw value. */
export function displayValue(field: Field, raw: unknown): string {
  if (raw === undefined) return '';
  if (field.kind === 'list' && Array.isArray(raw)) return raw.join(', ');
  if (typeof raw === 'string') return raw;
  if (field.kind === 'json') return JSON.stringify(raw, null, 1);
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'lat' in raw && 'lng' in raw) return JSON.stringify(raw);
  return typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : JSON.stringify(raw);
}

/** The raw value a control's text stands for (undefined: empty, the option is removed). */
export function readValue(field: Field, text: string): unknown {
  if (text.trim() === '') return undefined;
  switch (field.kind) {
    case 'number':
      return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
    case 'list':
      return toCodes(text);
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text; // the schema's diagnostic names it
      }
    default:
      return text;
  }
}

/** The runtime's diagnostic text for one option's raw value, or '' when it is valid. */
export function optionProblem(w: FormWidget, field: Field, options: Record<string, unknown>): string {
  const raw = options[field.name];
  const r = field.schema.safeParse(raw);
  if (r.success) return '';
  const issue = r.error.issues[0];
  return describeIssue(`Widget ${w.id} (${w.type}) option`, options, { ...issue, path: [field.name, ...issue.path] }, '').warning;
}

function control(doc: Document, w: FormWidget, field: Field, choices: readonly string[] | undefined, onOption: OnOption, describedBy: string): HTMLElement {
  const id = fieldId(w, field.name);
  const raw = w.options[field.name];
  const common = { id, name: field.name, 'aria-describedby': describedBy, 'data-option': field.name };
  if (field.kind === 'flag') {
    const parsed = field.schema.safeParse(raw);
    const input = el(doc, 'input', { ...common, type: 'checkbox', checked: parsed.success ? parsed.data === true : false });
    input.addEventListener('change', () => onOption(field.name, input.checked));
    return input;
  }
  const values = field.kind === 'enum' ? field.values! : choices;
  if (values) {
    const select = el(doc, 'select', { ...common, className: 'form-control input-sm' });
    const current = raw === undefined ? undefined : String(raw);
    if (!field.hasDefault) select.append(el(doc, 'option', { value: '' }, '(absent)'));
    for (const v of values) select.append(el(doc, 'option', { value: v }, field.hasDefault && v === field.default ? `${v} (default)` : v));
    if (current !== undefined && !values.includes(current)) select.append(el(doc, 'option', { value: current, 'data-invalid': true }, `${current} (invalid)`));
    select.value = current ?? (field.hasDefault ? String(field.default) : '');
    select.addEventListener('change', () => onOption(field.name, select.value === '' ? undefined : select.value));
    return select;
  }
  const attrs = { ...common, className: 'form-control input-sm', placeholder: formatDefault(field) || undefined, spellcheck: 'false', autocomplete: 'off' };
  const input = field.kind === 'json'
    ? el(doc, 'textarea', { ...attrs, rows: '3' })
    : el(doc, 'input', { ...attrs, type: 'text', inputmode: field.kind === 'number' ? 'decimal' : undefined });
  input.value = displayValue(field, raw);
  input.addEventListener('input', () => onOption(field.name, readValue(field, input.value)));
  return input;
}

/** The form of one widget: one field per schema key (data-option holds the key), in the schema's order. */
export function renderForm(doc: Document, type: WidgetType, w: FormWidget, onOption: OnOption): HTMLElement {
  const fields = fieldsOf(type.schema);
  const box = el(doc, 'div', { className: 'atelier-fields' });
  for (const field of fields) {
    const id = fieldId(w, field.name);
    const choices = type.choices[field.name];
    const hint = el(doc, 'p', { className: 'help-block atelier-hint', id: `${id}-hint` },
      choices ? `one of ${choices.join(', ')}` : describeField(field), field.hasDefault ? ` · default ${formatDefault(field)}` : field.required ? ' · required' : ' · no default');
    const error = el(doc, 'p', { className: 'atelier-problem', id: `${id}-problem`, hidden: true });
    const input = control(doc, w, field, choices, onOption, `${id}-hint ${id}-problem`);
    const name = el(doc, 'code', {}, field.name);
    const group = field.kind === 'flag'
      ? el(doc, 'div', { className: 'checkbox atelier-field', 'data-field': field.name }, el(doc, 'label', { for: id }, input, ' ', name), hint, error)
      : el(doc, 'div', { className: 'form-group atelier-field', 'data-field': field.name }, el(doc, 'label', { for: id }, name), input, hint, error);
    box.append(group);
  }
  return box;
}

/** Shows each option's problem (the runtime's words) beside its control; returns how many options are invalid. */
export function showProblems(box: HTMLElement, type: WidgetType, w: FormWidget): number {
  let count = 0;
  for (const field of fieldsOf(type.schema)) {
    const group = box.querySelector<HTMLElement>(`[data-field="${CSS.escape(field.name)}"]`);
    if (!group) continue;
    const text = optionProblem(w, field, w.options);
    const slot = group.querySelector<HTMLElement>('.atelier-problem')!;
    const input = group.querySelector<HTMLElement>('[data-option]')!;
    slot.textContent = text;
    slot.hidden = !text;
    group.classList.toggle('has-error', !!text);
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      count++;
    } else input.removeAttribute('aria-invalid');
  }
  return count;
}

/** Levenshtein distance, for 'did you mean' on option names the schema does not know. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** The closest schema key to an unknown option name, if close enough to be a typo. */
export function closestOption(name: string, fields: Field[]): string | undefined {
  let best: string | undefined;
  let score = Infinity;
  for (const f of fields) {
    const d = distance(name, f.name);
    if (d < score) [best, score] = [f.name, d];
  }
  return score <= Math.max(2, Math.floor(name.length / 4)) ? best : undefined;
}
