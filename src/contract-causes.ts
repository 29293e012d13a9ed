/**
 * Dev mode only (this module loads on dev pages only, from validatePage): the real causes behind a page contract that
 * silently gives the defaults. A `#dm-page-config` or `#dm-page-data` whose text is not JSON or not a JSON object (the
 * entry's reader then ignores all of it: dm_cpi=0, no settings, …), and a page whose `infos` is not a JSON object (its
 * topics are then ignored, and the news widget's error 1 "Topics not set" follows).
 */
import { CONFIG_ID, DATA_ID, readJsonScript } from './config';
import type { Diagnostic } from './errors';
import { isObject } from './is-object';

const truncate = (s: string, max: number): string => (s.length > max ? s.slice(0, max) + '…' : s);

/**
 * What is wrong with a page-contract script element as a whole: its text is not JSON, or not a JSON object (the
 * entry's reader then takes the defaults, silently). Undefined when it is absent or holds an object.
 */
export function scriptProblem(doc: Document, id: string): Diagnostic | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (text == null || !text.trim()) return undefined;
  let problem: string;
  try {
    const value: unknown = JSON.parse(text);
    if (isObject(value)) return undefined;
    problem = `must hold a JSON object, not ${truncate(text.trim(), 60)}`;
  } catch (e) {
    problem = `is not valid JSON (${e instanceof Error ? e.message : String(e)})`;
  }
  return {
    code: 'invalid-page-contract',
    warning: `<script id="${id}"> ${problem}: every value of it is ignored and the defaults apply`,
    help: 'fix the JSON printed by the page layout',
  };
}

/** The pages whose `infos` is a string that is not a JSON object (widgets then read no infos: no topics, …). */
export function infosProblems(data: unknown): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (typeof data !== 'object' || data === null) return out;
  for (const key of ['currentPageObject', 'currentPage', 'parentCurrentPage', 'grandParentCurrentPage', 'rearGrandParentCurrentPage']) {
    const page = (data as Record<string, unknown>)[key] as { id?: unknown; infos?: unknown } | null | undefined;
    const infos = typeof page === 'object' && page ? page.infos : undefined;
    if (typeof infos !== 'string' || !infos.trim()) continue;
    let problem: string | undefined;
    try {
      const value: unknown = JSON.parse(infos);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) problem = 'is not a JSON object';
    } catch (e) {
      problem = `is not valid JSON (${e instanceof Error ? e.message : String(e)})`;
    }
    if (problem) {
      out.push({
        code: 'invalid-page-contract',
        warning: `Page data (#dm-page-data): '${key}.infos' (page ${String(page!.id)}) ${problem}; the page's infos (topics, …) are ignored`,
        help: 'fix the Infos field of the page (Intégration tab) in the CMS',
      });
    }
  }
  return out;
}

/** Every cause found in the document (none when the contract's JSON is sound). */
export function contractCauses(doc: Document): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const id of [CONFIG_ID, DATA_ID]) {
    const problem = scriptProblem(doc, id);
    if (problem) out.push(problem);
  }
  out.push(...infosProblems(readJsonScript(doc, DATA_ID)));
  return out;
}
