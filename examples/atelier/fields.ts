/**
 * The form fields of a widget type, read from its zod/mini option schema (widgets/<type>/<type>-options.ts): every key of
 * the object schema in its order, what the key accepts in the markup (the input side of its pipes and unions), its
 * default and its bounds. Nothing here lists options by hand: a key added to a schema is a field of the workbench.
 */
import type * as z from 'zod/mini';

/** How an option is edited: a checkbox, a select, a number, a list of codes, JSON, or free text. */
export type FieldKind = 'flag' | 'enum' | 'number' | 'list' | 'json' | 'text';

/** One accepted form of a raw value in the markup. */
export interface InputForm {
  type: 'boolean' | 'number' | 'string' | 'array' | 'object' | 'unknown';
  /** The only values accepted (enums, literals). */
  values?: unknown[];
  /** What an array holds. */
  items?: InputForm[];
}

export interface Field {
  name: string;
  kind: FieldKind;
  /** The option's own schema: validates one raw value (absent → its default). */
  schema: z.ZodMiniType;
  /** Whether the schema gives a default for an absent value; `default` is that value (after parsing). */
  hasDefault: boolean;
  default?: unknown;
  /** No default and not optional: absent is invalid. */
  required: boolean;
  /** enum: the accepted values. */
  values?: string[];
  /** number: bounds and integer-ness (from the checks of the parsed number). */
  integer?: boolean;
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  forms: InputForm[];
}

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  element?: Schema;
  shape?: Record<string, Schema>;
  defaultValue?: unknown;
  format?: string;
  checks?: { _zod: { def: { check: string; value?: unknown; inclusive?: boolean; format?: string } } }[];
}
interface Schema {
  _zod: { def: Def; optin?: string };
}

const defOf = (s: unknown): Def => (s as Schema)._zod.def;

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'nonoptional', 'readonly', 'catch']);

/** The accepted raw forms: the input side of pipes, every branch of unions. */
export function inputForms(s: unknown): InputForm[] {
  const d = defOf(s);
  if (WRAPPERS.has(d.type)) return inputForms(d.innerType);
  switch (d.type) {
    case 'pipe':
      return inputForms(d.in);
    case 'union':
      return (d.options ?? []).flatMap(inputForms);
    case 'enum':
      return [{ type: 'string', values: Object.values(d.entries ?? {}) }];
    case 'literal':
      return (d.values ?? []).map((v) => ({ type: typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string', values: [v] }));
    case 'string':
    case 'number':
    case 'boolean':
      return [{ type: d.type }];
    case 'array':
      return [{ type: 'array', items: inputForms(d.element) }];
    case 'object':
    case 'record':
      return [{ type: 'object' }];
    default:
      return [{ type: 'unknown' }];
  }
}

/** The number schema a value ends as (the output side of pipes), for its bounds; undefined if it is no number. */
function outputNumber(s: unknown): Def | undefined {
  const d = defOf(s);
  if (WRAPPERS.has(d.type)) return outputNumber(d.innerType);
  // What a transform returns is not known: only a pipe into a number schema (numberish → z.int()) is a number.
  if (d.type === 'pipe') return defOf(d.out).type === 'transform' ? undefined : outputNumber(d.out);
  if (d.type === 'union') return (d.options ?? []).map(outputNumber).find(Boolean);
  return d.type === 'number' ? d : undefined;
}

function kindOf(forms: InputForm[]): FieldKind {
  if (forms.some((f) => f.type === 'boolean')) return 'flag';
  if (forms.every((f) => f.type === 'string' && f.values)) return 'enum';
  if (forms.some((f) => f.type === 'number') && forms.every((f) => f.type === 'number' || (f.type === 'string' && !f.values))) {
    return 'number';
  }
  const arrays = forms.filter((f) => f.type === 'array');
  if (arrays.length && arrays.every((a) => a.items?.every((i) => i.type === 'string'))) return 'list';
  if (arrays.length) return 'json';
  if (forms.every((f) => f.type === 'unknown' || f.type === 'object')) return 'json';
  return 'text';
}

export function fieldOf(name: string, schema: unknown): Field {
  const d = defOf(schema);
  const forms = inputForms(schema);
  let kind = kindOf(forms);
  const num = kind === 'number' ? outputNumber(schema) : undefined;
  // number | string ending as a string (an id: lepContentId) is text; ending as a number (numberish), a number.
  if (kind === 'number' && !num) kind = 'text';
  const hasDefault = d.type === 'default' || d.type === 'prefault';
  const field: Field = {
    name,
    kind,
    schema: schema as z.ZodMiniType,
    hasDefault,
    required: !hasDefault && (schema as Schema)._zod.optin !== 'optional',
    forms,
  };
  if (hasDefault) {
    const r = (schema as z.ZodMiniType).safeParse(undefined);
    field.default = r.success ? r.data : d.defaultValue;
  }
  if (kind === 'enum') field.values = forms.flatMap((f) => f.values ?? []).map(String);
  if (num) {
    field.integer = num.format === 'safeint' || num.format === 'int32' || (num.checks ?? []).some((c) => c._zod.def.check === 'number_format');
    for (const { _zod: { def: c } } of num.checks ?? []) {
      if (c.check === 'greater_than' && typeof c.value === 'number') [field.min, field.minExclusive] = [c.value, !c.inclusive];
      if (c.check === 'less_than' && typeof c.value === 'number') [field.max, field.maxExclusive] = [c.value, !c.inclusive];
    }
  }
  return field;
}

/** The fields of an object schema, in its key order. */
export function fieldsOf(schema: unknown): Field[] {
  const d = defOf(schema);
  if (d.type !== 'object' || !d.shape) throw new Error('fieldsOf: an object schema is expected');
  return Object.entries(d.shape).map(([name, s]) => fieldOf(name, s));
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a raw value means the option's default (so the markup may leave it out): it parses to the same value as
 * an absent one. An invalid value never does; neither does any value of an option without a default.
 */
export function isDefault(field: Field, raw: unknown): boolean {
  if (raw === undefined) return true;
  if (!field.hasDefault) return false;
  const r = field.schema.safeParse(raw);
  return r.success && sameJson(r.data, field.default);
}

/** A one-line description of what the option takes: 'integer 1–200', 'one of …', 'flag'… */
export function describeField(field: Field): string {
  switch (field.kind) {
    case 'flag':
      return 'flag: true/false, 1/0';
    case 'enum':
      return `one of ${field.values!.join(', ')}`;
    case 'number': {
      const lo = field.min === undefined ? '' : `${field.minExclusive ? '>' : '≥'} ${field.min}`;
      const hi = field.max === undefined ? '' : `${field.maxExclusive ? '<' : '≤'} ${field.max}`;
      return [field.integer ? 'integer' : 'number', lo, hi].filter(Boolean).join(', ');
    }
    case 'list':
      return 'codes: a JSON list or "A,B"';
    case 'json':
      return 'JSON';
    default:
      return field.forms.some((f) => f.type === 'number') ? 'text or number' : 'text';
  }
}

/** The default as an integrator would write it ('' for none). */
export function formatDefault(field: Field): string {
  if (!field.hasDefault) return '';
  const v = field.default;
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (Array.isArray(v)) return v.length === 0 ? '[]' : field.kind === 'list' ? v.join(', ') : `${v.length} entries`;
  if (v && typeof v === 'object' && 'lat' in v && 'lng' in v) return `${(v as { lat: number }).lat}, ${(v as { lng: number }).lng}`;
  return JSON.stringify(v);
}
