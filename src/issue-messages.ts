/**
 * The wording of invalid input for integrators: a zod issue (an invalid option or contract field) or options markup
 * that is not a JSON object, as a diagnostic that names the field, shows the value and says what was expected.
 */
import type { Diagnostic } from './errors';
import type { RawOptions } from './raw-options';

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
