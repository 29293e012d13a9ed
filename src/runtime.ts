/**
 * The runtime chunk: loaded by the entry as soon as a placeholder is found (and in dev mode on every page). It
 * validates the page contract and each widget's options, starts the widget's first request at once (or adopts the one
 * the entry already started: src/early.ts) and, in parallel, its code (React + the widget chunk), then renders it
 * behind its own error boundary.
 */
import './zod-config';
import { createHttp, type Http } from './http';
import { report, type Diagnostic } from './diagnostics';
import { WidgetError } from './widget-error';
import { importWithRetry } from './retry';
import { loadCatalogue } from './i18n/catalogue';
import { readRawOptions, widgetId } from './options';
import { checkPageContract, describeIssue, optionsDiagnostic } from './schemas';
import type { PageContext } from './page-context';
import type { WidgetDefinition, WidgetEnv, WidgetModule } from './widget';
import type * as ReactHost from './react-host';

export interface Prepared {
  definition: WidgetDefinition;
  options: unknown;
  env: WidgetEnv;
  prefetched?: Promise<unknown>;
  code: Promise<[WidgetModule<unknown>, typeof ReactHost]>;
}

let http: Http | undefined;
let counter = 0;

/** Page config and data checked against their schemas: one diagnostic (atop #dm_page in dev) naming every bad field. */
export function validatePage(ctx: PageContext): void {
  // Dev mode: the page's display rules too (DISPLAY_FOR_LIST, README "Display rules"), from their own chunk.
  if (ctx.dev) import('./page/display-rule').then((m) => m.install(ctx, report), () => {});
  const problems = checkPageContract(ctx.doc);
  if (!problems.length) return;
  report(ctx.doc.getElementById('dm_page'), {
    code: 'invalid-page-contract',
    warning: problems.map((d) => d.warning).join(' — '),
    help: problems[0].help,
  }, ctx.dev);
}

/**
 * Validate a placeholder's options and start its widget: the gate, then the first request and, in parallel, the code.
 * `definition` is undefined for a type that is not in `knownTypes`, or whose definition failed to load.
 */
export async function prepare(el: HTMLElement, ctx: PageContext, signal: AbortSignal, definition: WidgetDefinition | undefined, knownTypes: string[]): Promise<Prepared | null> {
  const id = widgetId(el);
  const type = el.getAttribute('data-widget') ?? '';
  // The page language's texts (README "Languages"), if not French: their chunk starts now, beside the widget's code.
  void loadCatalogue(ctx.lang);
  const fail = (d: Diagnostic) => {
    report(el, d, ctx.dev);
    return null;
  };
  const outer = el.parentElement?.closest('.dm_widget');
  if (outer && ctx.doc.getElementById('dm_page')?.contains(outer)) {
    return fail({
      code: 'nested-placeholder',
      warning: `Widget placeholder ${id} is nested inside another widget placeholder; it is not mounted`,
      help: 'move it out of the other widget in the page template',
    });
  }
  if (!definition) {
    if (knownTypes.includes(type)) return fail(chunkFailure(id, type, 'its definition'));
    return fail({
      code: 'unknown-type',
      warning: `Widget ${id}: unknown widget type '${type}'`,
      help: `set data-widget to one of: ${knownTypes.join(', ')}`,
    });
  }
  const raw = readRawOptions(el);
  if (!raw.ok) return fail(optionsDiagnostic(id, raw));
  const parsed = definition.options.safeParse(raw.value);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    for (const issue of issues.slice(1)) report(null, describeIssue(`Widget ${id} (${type}) option`, raw.value, issue, 'fix the widget option'), ctx.dev);
    return fail(describeIssue(`Widget ${id} (${type}) option`, raw.value, issues[0], 'fix the widget option in the CMS, or remove it to use the default'));
  }
  const options = parsed.data;
  http ??= createHttp(ctx.config.page_id);
  const env: WidgetEnv = { ctx, http, el, id, type, signal };
  try {
    if (definition.gate) await definition.gate(options, env);
    if (signal.aborted) return null;
    const prefetched = definition.prefetch?.(options, env);
    prefetched?.catch(() => {}); // handled by the component; never an unhandled rejection
    // The code is asked for in the next task, once the first requests are on the wire: both still load in parallel,
    // but the requests do not queue behind the chunks for a connection.
    const code = new Promise((next) => setTimeout(next)).then(() => Promise.all([importWithRetry(definition.load), importWithRetry(() => import('./react-host'))]));
    code.catch(() => {});
    return { definition, options, env, prefetched, code };
  } catch (e) {
    if (signal.aborted) return null;
    if (e instanceof WidgetError) return fail(e.diagnostic);
    return fail(crash(e, env));
  }
}

export async function render(p: Prepared): Promise<() => void> {
  const { env, options, prefetched } = p;
  let loaded: [WidgetModule<unknown>, typeof ReactHost];
  try {
    loaded = await p.code;
  } catch (e) {
    report(env.el, chunkFailure(env.id, env.type, `its code (${e instanceof Error ? e.message : e})`), env.ctx.dev);
    return () => {};
  }
  if (env.signal.aborted) return () => {};
  const [mod, host] = loaded;
  const prefix = `dm-${env.type}-${env.id || 'x'}-${++counter}-`;
  return host.render(env.el, mod.default, { ...env, options, prefetched }, prefix, (e) => crash(e, env));
}

const chunkFailure = (id: string, type: string, what: string): Diagnostic => ({
  code: 'chunk-load',
  warning: `Widget ${id} (${type}): ${what} could not be loaded`,
  help: 'check that every file of dist/ is deployed beside front.js, then reload the page',
});

/** What a widget that threw shows: its catalogued error when it threw one, otherwise a generic diagnostic. */
export function crash(e: unknown, env: Pick<WidgetEnv, 'id' | 'type'>): Diagnostic {
  if (e instanceof WidgetError) return e.diagnostic;
  return {
    code: 'crash',
    warning: `Widget ${env.id} (${env.type}) stopped: ${e instanceof Error ? e.message : String(e)}`,
    help: 'see the console for details; the other widgets of the page are not affected',
  };
}
