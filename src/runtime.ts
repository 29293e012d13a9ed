/**
 * The runtime chunk: loaded by the entry as soon as a placeholder is found (and in dev mode on every page). It
 * validates the page contract and each widget's options, starts the widget's first calls at once (adopting those the
 * entry already started: src/first-calls.ts) and, in parallel, its code (React + the widget chunk), then renders it
 * behind its own error boundary.
 *
 * Many widgets: they are prepared and mounted in slices (`turn`) that yield, and rendered one at a time in page order
 * (react-host.tsx: each first render a transition, in steps that yield). Past MANY_WAITING widgets waiting for their
 * first render, a transition each would cost a frame each (2,000 widgets all up in 15 s instead of 6.6 s), so those
 * renders are done at once (flushSync), several per slice, the slice's budget counting React's work. No backlog is left
 * to React's scheduler: it runs tasks that waited past their expiry without yielding (tasks of up to 215 ms, late in
 * a mount of 2,000).
 *
 * A widget whose first answers are in renders from a task ahead of the page's others where the browser can
 * (scheduler.postTask, 'user-blocking'), not behind the images, behaviours and reports queued by then: its cards are
 * what the visitor waits for. Not in a batch of many: their slices would hold every other task back until the last
 * had rendered. Cold Métiers at 300 ms latency (`npm run bench -- --cold --runs 9`, plain Chromium): the first card's
 * median 346 → 339, 339 and 341 ms in three runs (349 in one full bench: the machine's noise is about ±10 ms).
 */
import './zod-config';
import { createHttp, type Http } from './http';
import { DiagnosticError, report, type Diagnostic } from './errors';
import { error } from './log';
import { controlLanguage, waitForCode } from './code-wait';
import { loadCatalogue } from './i18n/catalogue';
import { widgetId } from './widget-id';
import type { Found } from './first-calls';
import { checkPageContract } from './page-contract';
import { CONFIG_ID, readJsonScript } from './config';
import { isObject } from './is-object';
import { speculateSoon } from './speculate-soon';
import { layoutWhileHidden } from './layout-while-hidden';
import type { PageContext } from './page-context';
import type { WidgetDefinition, WidgetEnv, WidgetModule } from './widget';
import type * as ReactHost from './react-host';

export interface Prepared {
  definition: WidgetDefinition;
  options: unknown;
  env: WidgetEnv;
  /** What the definition's firstCalls returned, for the component. */
  firstCalls?: unknown;
  code: Promise<[WidgetModule<unknown>, typeof ReactHost]>;
}

let http: Http | undefined;
let counter = 0;

/** Page config and data checked against their schemas: one diagnostic (atop #dm_page in dev) naming every bad field. */
export function validatePage(ctx: PageContext): void {
  const { doc } = ctx;
  const page = doc.getElementById('dm_page');
  // Dev mode: the page's display rules too (DISPLAY_FOR_LIST, README "Display rules"), from their own chunk.
  if (ctx.dev) import('./page/display-rule').then((m) => m.install(ctx, report), () => {});
  // The real causes of a contract that silently gives the defaults (invalid JSON, a non-object): in dev mode; and on
  // every page where #dm-page-config itself is lost, which takes its env with it (shown where its text says dev).
  const config = doc.getElementById(CONFIG_ID)?.textContent ?? '';
  const lost = /\S/.test(config) && !isObject(readJsonScript(doc, CONFIG_ID));
  const dev = ctx.dev || (lost && /"env"\s*:\s*"dev"/.test(config));
  if (dev || lost) import('./contract-causes').then((m) => m.contractCauses(doc).forEach((d) => report(page, d, dev)), () => {});
  void checkPageContract(doc)
    // A hostile legacy dm_configuration (a throwing getter deep inside): said, never thrown.
    .catch((e): Diagnostic[] => [{ code: 'invalid-page-contract', warning: `unreadable page contract: ${e}`, help: '' }])
    .then((problems) => problems.length && report(page, {
      code: 'invalid-page-contract',
      warning: problems.map((d) => d.warning).join(' — '),
      help: problems[0].help,
    }, ctx.dev));
}

/**
 * Validate a placeholder's options (`raw`, as the launcher read them) and start its widget: the gate, then its first
 * calls (handed what the entry's first calls `planned`: src/first-calls.ts) and, in parallel, the code. `definition`
 * (or what it resolves to) is undefined for a type that is not in `knownTypes`, or whose definition failed to load;
 * while it loads, the placeholder waits for code (a 'Réessayer' control if its chunk keeps failing).
 */
export async function prepare(el: HTMLElement, ctx: PageContext, signal: AbortSignal, loading: WidgetDefinition | undefined | Promise<WidgetDefinition | undefined>, knownTypes: string[], { raw, planned }: Pick<Found, 'raw' | 'planned'>): Promise<Prepared | null> {
  controlLanguage(ctx.lang);
  layoutWhileHidden(ctx.doc);
  waitForCode(el, Promise.resolve(loading));
  const definition = await loading;
  // The React host's small chunk, the one a first render would still wait for (the entry preloaded React and the
  // view): asked for at once, not after the validation and the tasks below; not before a gate (maps consent). (The
  // chunk loader retries a failed chunk until it loads: this never rejects.)
  const host = definition && !definition.gate && import('./react-host');
  await turn();
  if (signal.aborted) return null;
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
  // The code that words invalid options loads only for them.
  if (!raw.ok) return fail((await import('./issue-messages')).optionsDiagnostic(id, raw));
  const parsed = definition.options.safeParse(raw.value);
  if (!parsed.success) {
    const { describeIssue } = await import('./issue-messages');
    const issues = parsed.error.issues;
    for (const issue of issues.slice(1)) report(null, describeIssue(`Widget ${id} (${type}) option`, raw.value, issue, 'fix the widget option'), ctx.dev);
    return fail(describeIssue(`Widget ${id} (${type}) option`, raw.value, issues[0], 'fix the widget option in the CMS, or remove it to use the default'));
  }
  const options = parsed.data;
  if (definition.speculation) speculateSoon(ctx.doc); // the page's one rule set, at the first interaction
  http ??= createHttp(ctx.config.page_id, undefined, ctx.config.script_name);
  const env: WidgetEnv = { ctx, http, el, id, type, signal };
  try {
    if (definition.gate) await definition.gate(options, env);
    if (signal.aborted) return null;
    const firstCalls = definition.firstCalls?.(options, env, planned);
    Promise.resolve(firstCalls).catch(() => {}); // a rejection is the component's to handle; never an unhandled one
    // The code is asked for in the next task, once the first requests are on the wire: both still load in parallel,
    // but the requests do not queue behind the chunks for a connection.
    const code = new Promise((next) => setTimeout(next)).then(() => Promise.all([definition.load(options, firstCalls), host || import('./react-host')]));
    code.catch(() => {});
    return { definition, options, env, firstCalls, code };
  } catch (e) {
    if (signal.aborted) return null;
    if (e instanceof DiagnosticError) return fail(e.diagnostic);
    return fail(crash(e, env));
  }
}

/**
 * How long a widget's first render may wait, once its code is there, for what its definition's `settled` names (its
 * first answers): the skeleton the entry drew stands meanwhile, and a widget whose answers come late renders its own
 * loading state (the slow-call notice, the retry) after this.
 */
const SETTLE_MS = 1000;

/** How long the widgets' preparing and mounting may hold the main thread before they yield to it. */
const SLICE_MS = 8;
let sliceEnd = 0;
let turns: Promise<void> = Promise.resolve();

/**
 * Resolves when this widget may run its next step: widgets are prepared and mounted one after the other, in slices
 * of SLICE_MS that yield to the browser in between, so that many placeholders make no long task of their own.
 */
function turn(urgent = false): Promise<void> {
  return (turns = turns.then(() => {
    if (performance.now() < sliceEnd) return;
    // A new task, behind those already queued (React's rendering of the widgets already mounted among them); an
    // urgent one ahead of them where the browser can (scheduler.postTask: Chromium 94, Firefox 142).
    const scheduler = urgent ? (globalThis as { scheduler?: { postTask?: (fn: () => void, o: { priority: string }) => unknown } }).scheduler : undefined;
    return new Promise<void>((next) => (scheduler?.postTask ? scheduler.postTask(next, { priority: 'user-blocking' }) : setTimeout(next))).then(() => {
      sliceEnd = performance.now() + SLICE_MS;
    });
  }));
}

/**
 * Widgets waiting for their first render beyond which those renders are batched: each is done at once (flushSync),
 * several in a slice, instead of being a transition of its own (see the top of this file).
 */
const MANY_WAITING = 10;
let waitingRenders = 0;
/** How long the next widget waits at most for a transition's commit (a widget whose first render never ends). */
const COMMIT_WAIT_MS = 1000;

export async function render(p: Prepared): Promise<() => void> {
  waitingRenders++;
  try {
    return await renderOne(p);
  } finally {
    waitingRenders--;
  }
}

async function renderOne(p: Prepared): Promise<() => void> {
  const { env, options, firstCalls } = p;
  let loaded: [WidgetModule<unknown>, typeof ReactHost];
  waitForCode(env.el, p.code);
  try {
    loaded = await p.code;
  } catch (e) {
    report(env.el, chunkFailure(env.id, env.type, `its code (${e instanceof Error ? e.message : e})`), env.ctx.dev);
    return () => {};
  }
  // Whether the first answers came in time: the first render then shows them, in one go (below).
  let answered = false;
  if (p.definition.settled) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([p.definition.settled(firstCalls).then(() => (answered = true)), new Promise((next) => (timer = setTimeout(next, SETTLE_MS)))]);
    clearTimeout(timer);
  }
  // Answered, and not in a batch of many: in a task ahead of the page's others (the top of this file).
  const hold = await renderTurn(answered && waitingRenders <= MANY_WAITING);
  let committed: Promise<void> | undefined;
  try {
    if (env.signal.aborted) return () => {};
    const [mod, host] = loaded;
    const prefix = `dm-${env.type}-${env.id || 'x'}-${++counter}-`;
    // Rendered and committed in this task: many small widgets (batched), and a widget whose answers are in, so that
    // its content replaces the skeleton in the frame after the answer, rather than after a transition's steps, each
    // of which lets other tasks of the busy page start go first (the top of this file says why many are batched).
    const now = answered || waitingRenders > MANY_WAITING;
    const mounted = host.render(env.el, mod.default, { ...env, options, firstCalls }, prefix, (e) => crash(e, env), now);
    if (!now) committed = mounted.committed;
    return mounted.unmount;
  } finally {
    hold(committed);
  }
}

/**
 * A widget's turn to render. It hands back what the widgets after it wait for: its transition's commit (React renders
 * one widget at a time, and they go on in the task that committed it, in a slice of their own; a second at most), or
 * nothing.
 */
function renderTurn(urgent: boolean): Promise<(committed?: Promise<void>) => void> {
  let hold!: (committed?: Promise<void>) => void;
  // (In a box: a promise resolved with a promise would wait for it, cap or not.)
  const held = new Promise<[Promise<void>?]>((resolve) => (hold = (committed) => resolve([committed])));
  const mine = turn(urgent);
  const commitOrLate = (committed: Promise<void>) => Promise.race([committed, new Promise((next) => setTimeout(next, COMMIT_WAIT_MS))]);
  turns = turns.then(() => held).then(([committed]) => committed && commitOrLate(committed).then(() => void (sliceEnd = performance.now() + SLICE_MS)));
  return mine.then(() => hold);
}

const chunkFailure = (id: string, type: string, what: string): Diagnostic => ({
  code: 'chunk-load',
  warning: `Widget ${id} (${type}): ${what} could not be loaded`,
  help: 'check that every file of dist/ is deployed beside front.js, then reload the page',
});

/** What a widget that threw shows: its catalogued diagnostic when it threw one, otherwise a generic diagnostic. */
export function crash(e: unknown, env: Pick<WidgetEnv, 'id' | 'type'>): Diagnostic {
  if (e instanceof DiagnosticError) return e.diagnostic;
  return {
    code: 'crash',
    warning: `Widget ${env.id} (${env.type}) stopped: ${e instanceof Error ? e.message : String(e)}`,
    help: 'see the console for details; the other widgets of the page are not affected',
  };
}

/**
 * What the launcher hands over when preparing or rendering a placeholder threw where nothing caught it (a bug of
 * ours, not a widget's): reported like a crash (in the page in dev mode; logged and marked in production; only logged
 * once the placeholder is unmounted), the error itself logged with its stack.
 */
export function failed(el: Element, ctx: PageContext, e: unknown, mounted: boolean): void {
  error(e);
  report(mounted ? el : null, crash(e, { id: widgetId(el), type: el.getAttribute('data-widget') ?? '' }), ctx.dev);
}
