/**
 * zod/mini schemas of the page contract (README › The page contract) and shared option helpers. Runs in the runtime
 * chunk: the entry's small reader (config.ts) already applied the defaults; this names every invalid field for
 * integrators.
 */
import * as z from 'zod/mini';
import { rawConfig, readJsonScript, DATA_ID } from './config';
import type { Diagnostic } from './diagnostics';
import type { RawOptions } from './raw-options';
import { toFlag } from './coerce';

/** A number from a number or a numeric string ('' and junk are invalid, unlike z.coerce.number()). */
export const numberish = () =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, 'expected a number'))]),
    z.transform((v) => Number(v)),
  );

/** A boolean from true/false, 1/0, '1'/'0', 'true'/'false' (unlike z.coerce.boolean(), 'false' is false). */
export const flag = () =>
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])]),
    z.transform((v) => toFlag(v)),
  );

const pageRecord = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  module: z.optional(z.string()),
  action: z.optional(z.string()),
  slug: z.optional(z.string()),
  lang: z.optional(z.string()),
  level: z.optional(z.union([z.number(), z.string()])),
  infos: z.optional(z.nullable(z.union([z.string(), z.record(z.string(), z.unknown())]))),
});

export const PageConfigSchema = z.looseObject({
  page_id: z.optional(numberish()),
  culture: z.optional(z.string()),
  script_name: z.optional(z.string()),
  debug: z.optional(flag()),
  env: z.optional(z.enum(['dev', 'prod'])),
  news_host: z.optional(z.string()),
  templates: z.optional(z.string()),
  plugins: z.optional(z.string()),
  report_url: z.optional(z.string().check(z.regex(/^(\s*|https?:\/\/\S+|\/\S*)$/i, 'expected an http(s) URL or a path, e.g. "/_reports"'))),
  report_sample: z.optional(z.pipe(numberish(), z.number().check(z.minimum(0), z.maximum(1)))),
});

export const PageDataSchema = z.looseObject({
  currentPageObject: z.optional(pageRecord),
  currentPage: z.optional(pageRecord),
  parentCurrentPage: z.optional(z.nullable(pageRecord)),
  grandParentCurrentPage: z.optional(z.nullable(pageRecord)),
  rearGrandParentCurrentPage: z.optional(z.nullable(pageRecord)),
  settings: z.optional(z.record(z.string(), z.unknown())),
  constantes: z.optional(z.record(z.string(), z.unknown())),
  ipClient: z.optional(z.string()),
  isIpClientImpersonate: z.optional(flag()),
  hasDmSettingMotifFilterIpJson: z.optional(flag()),
});

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  values?: readonly unknown[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  errors?: readonly (readonly IssueLike[])[];
}

/**
 * What was expected, in words. zod/mini ships no locale (its messages are 'Invalid input'), so the issue's own fields
 * are read; a custom message given in a schema wins.
 */
export function expectation(issue: IssueLike): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `expected ${issue.origin === 'array' ? 'at least' : '≥'} ${issue.minimum}${issue.origin === 'array' ? ' items' : ''}`;
    case 'too_big':
      return `expected ${issue.origin === 'array' ? 'at most' : '≤'} ${issue.maximum}${issue.origin === 'array' ? ' items' : ''}`;
    case 'invalid_union': {
      const options = (issue.errors ?? []).map((branch) => (branch[0] ? expectation(branch[0]).replace(/^expected /, '') : '')).filter(Boolean);
      return options.length ? `expected ${[...new Set(options)].join(' or ')}` : 'no accepted form matches';
    }
    default:
      return issue.message || 'invalid value';
  }
}

/** The value at an issue's path in the raw input, for messages (undefined where a getter throws). */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  try {
    for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
  return v;
}

/** A value as JSON for messages; one JSON cannot hold (a BigInt, a cycle, too deep) as the best text it has. */
export function printable(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    try {
      return typeof value === 'bigint' ? `${value}n` : Object.prototype.toString.call(value);
    } catch {
      return '(unreadable)';
    }
  }
}

const truncate = (s: string, max = 120): string => (s.length > max ? s.slice(0, max) + '…' : s);

/** The diagnostic of options markup that is not a JSON object (readRawOptions). */
export function optionsDiagnostic(id: string, raw: Extract<RawOptions, { ok: false }>): Diagnostic {
  const problem = raw.error === undefined ? 'must hold a JSON object, not' : `is not valid JSON (${raw.error}):`;
  return {
    code: 'invalid-json',
    warning: `Widget ${id}: the ${raw.attribute} attribute ${problem} ${truncate(raw.source)}`,
    help: `write the options as a JSON object, e.g. data-options='{"behaviorChoice":"mini"}'`,
  };
}

export function describeIssue(what: string, input: unknown, issue: IssueLike, help: string): Diagnostic {
  const path = issue.path.map(String).join('.') || '(root)';
  const value = valueAt(input, issue.path);
  const shown = value === undefined ? 'missing' : truncate(printable(value), 80);
  return { code: 'invalid-option', warning: `${what}: '${path}' is ${shown}; ${expectation(issue)}`, help };
}

/** Diagnostics for the page config and page data (none when both are valid). */
export function checkPageContract(doc: Document): Diagnostic[] {
  const out: Diagnostic[] = [];
  const config = rawConfig(doc);
  const c = PageConfigSchema.safeParse(config);
  if (!c.success) for (const issue of c.error.issues) out.push(describeIssue('Page config (#dm-page-config)', config, issue, 'fix the value printed by the page layout'));
  const data = readJsonScript(doc, DATA_ID);
  if (data !== undefined) {
    const d = PageDataSchema.safeParse(data);
    if (!d.success) for (const issue of d.error.issues) out.push(describeIssue('Page data (#dm-page-data)', data, issue, 'fix the value printed by the page layout'));
  }
  return out;
}
