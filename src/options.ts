/**
 * Reads a placeholder's options: the `data-options` JSON, or (legacy jquery.metadata markup) a JSON object inside the
 * class attribute with single quotes standing for double. Validation against the widget's schema happens in the
 * runtime; this only turns markup into a plain object or a diagnostic.
 */
import type { Diagnostic } from './diagnostics';

export type RawOptions = { ok: true; value: Record<string, unknown> } | { ok: false; diagnostic: Diagnostic };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function widgetId(el: Element): string {
  return el.getAttribute('data-widget-id') ?? el.id.match(/\d+/)?.[0] ?? '';
}

export function readRawOptions(el: Element): RawOptions {
  const id = widgetId(el);
  const attr = el.getAttribute('data-options');
  let source: string | undefined;
  let attribute = 'data-options';
  if (attr !== null && attr.trim() !== '') source = attr;
  else {
    const legacy = (el.getAttribute('class') ?? '').match(/\{.*\}/s)?.[0];
    if (legacy) {
      source = legacy.replace(/'/g, '"');
      attribute = 'class';
    }
  }
  if (source === undefined) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (e) {
    return {
      ok: false,
      diagnostic: {
        code: 'invalid-json',
        warning: `Widget ${id}: the ${attribute} attribute is not valid JSON (${e instanceof Error ? e.message : 'parse error'}): ${truncate(source)}`,
        help: `write the options as a JSON object, e.g. data-options='{"behaviorChoice":"mini"}'`,
      },
    };
  }
  if (!isObject(value)) {
    return {
      ok: false,
      diagnostic: {
        code: 'invalid-json',
        warning: `Widget ${id}: the ${attribute} attribute must hold a JSON object, not ${truncate(source)}`,
        help: `write the options as a JSON object, e.g. data-options='{"behaviorChoice":"mini"}'`,
      },
    };
  }
  return { ok: true, value };
}

export const truncate = (s: string, max = 120): string => (s.length > max ? s.slice(0, max) + '…' : s);
