/**
 * Reads a placeholder's options: the `data-options` JSON, or (legacy jquery.metadata markup) a JSON object inside the
 * class attribute with single quotes standing for double. Validation against the widget's schema happens in the
 * runtime; this only turns markup into a plain object, or says what was wrong (the runtime words the diagnostic:
 * optionsDiagnostic in issue-messages.ts). In the entry: a type's first calls read the raw options.
 */
import { isObject } from './is-object';

export type RawOptions =
  | { ok: true; value: Record<string, unknown> }
  /** `error`: the JSON parser's message; absent when the JSON is valid but not an object. */
  | { ok: false; attribute: 'data-options' | 'class'; source: string; error?: string };

/** The box a widget type may draw in its placeholder before its code arrives (removed if the widget fails). */
export const SKELETON_CLASS = 'dm-front-skeleton';

export function readRawOptions(el: Element): RawOptions {
  const attr = el.getAttribute('data-options');
  let source: string | undefined;
  let attribute: 'data-options' | 'class' = 'data-options';
  if (attr?.trim()) source = attr;
  else {
    const legacy = el.getAttribute('class')?.match(/\{.*\}/s)?.[0];
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
    return { ok: false, attribute, source, error: (e as SyntaxError).message }; // (JSON.parse of a string throws SyntaxError alone)
  }
  return isObject(value) ? { ok: true, value } : { ok: false, attribute, source };
}
