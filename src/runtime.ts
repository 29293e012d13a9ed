/**
 * The runtime chunk: loaded by the entry as soon as a placeholder is found (and in dev mode on every page). It
 * validates the page contract and each widget's options, starts the widget's first calls at once (adopting those the
 * entry already started: src/first-calls.ts) and, in parallel, its code (React + the widget chunk), then renders it
 * behind its own error boundary.
 */
import './zod-config';
import { createHttp, type Http } from './http';
import { report, WidgetError, type Diagnostic } from './errors';
import { error, warn } from './log';
import { loadCatalogue } from './i18n/catalogue';
import { widgetId } from './raw-options';
import type { Found } from './first-calls';
import { describeIssue, optionsDiagnostic } from './issue-messages';
import { checkPageContract } from './page-contract';
import type { PageContext } from './page-context';
import type { WidgetDefinition, WidgetEnv, WidgetModule } from './widget';
import type * as ReactHost from './react-host';
/** The chunk loader's failure event (src/retry.ts). */
const CHUNK_EVENT = 'dm-chunk';

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
  // Dev mode: the page's display rules too (DISPLAY_FOR_LIST, README "Display rules"), from their own chunk.
  if (ctx.dev) {
    import('./page/display-rule').then((m) => m.install(ctx, report), () => {});
    // And the real causes of a contract that silently gives the defaults (invalid JSON, a non-object).
    import('./contract-causes').then((m) => m.contractCauses(ctx.doc).forEach((d) => report(ctx.doc.getElementById('dm_page'), d, true)), () => {});
  }
  let problems: Diagnostic[];
  try {
    problems = checkPageContract(ctx.doc);
  } catch (e) {
    // A hostile legacy dm_configuration (a throwing getter deep inside): said, never thrown.
    problems = [{ code: 'invalid-page-contract', warning: `unreadable page contract: ${e}`, help: '' }];
  }
  if (!problems.length) return;
  report(ctx.doc.getElementById('dm_page'), {
    code: 'invalid-page-contract',
    warning: problems.map((d) => d.warning).join(' — '),
    help: problems[0].help,
  }, ctx.dev);
}

/**
 * Validate a placeholder's options (`raw`, as the launcher read them) and start its widget: the gate, then its first
 * calls (handed what the entry's first calls `planned`: src/first-calls.ts) and, in parallel, the code. `definition`
 * (or what it resolves to) is undefined for a type that is not in `knownTypes`, or whose definition failed to load;
 * while it loads, the placeholder waits for code (a 'Réessayer' control if its chunk keeps failing).
 */
export async function prepare(el: HTMLElement, ctx: PageContext, signal: AbortSignal, loading: WidgetDefinition | undefined | Promise<WidgetDefinition | undefined>, knownTypes: string[], { raw, planned }: Pick<Found, 'raw' | 'planned'>): Promise<Prepared | null> {
  waiting(el, Promise.resolve(loading));
  const definition = await loading;
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
    const firstCalls = definition.firstCalls?.(options, env, planned);
    Promise.resolve(firstCalls).catch(() => {}); // a rejection is the component's to handle; never an unhandled one
    // The code is asked for in the next task, once the first requests are on the wire: both still load in parallel,
    // but the requests do not queue behind the chunks for a connection.
    const code = new Promise((next) => setTimeout(next)).then(() => Promise.all([definition.load(), import('./react-host')]));
    code.catch(() => {});
    return { definition, options, env, firstCalls, code };
  } catch (e) {
    if (signal.aborted) return null;
    if (e instanceof WidgetError) return fail(e.diagnostic);
    return fail(crash(e, env));
  }
}

/** The placeholders waiting for code (their definition, React, their view), each with its 'Réessayer' control. */
const waitingFor = new Map<HTMLElement, HTMLElement | null>();

/**
 * A placeholder waits for code: while a chunk fails to load (src/retry.ts), it shows a short message and a
 * 'Réessayer' button (French; German on German pages), in production too, until the code has arrived (README
 * "When code or data fails to load").
 */
export function waiting(el: HTMLElement, code: Promise<unknown>): void {
  waitingFor.set(el, null);
  if (failing) showRetry(); // (not a loop over every placeholder for each one: 2,000 placeholders)
  const done = () => {
    drop(el);
    waitingFor.delete(el);
    if (!waitingFor.size) failing = '';
  };
  code.then(done, done);
}

/** Removes the control; focus on its button moves to the placeholder (the widget that now comes up). */
function drop(el: HTMLElement): void {
  const box = waitingFor.get(el);
  if (box?.contains(el.ownerDocument.activeElement)) {
    el.tabIndex = -1;
    el.focus();
  }
  box?.remove();
  waitingFor.set(el, null);
}

function showRetry(): void {
  for (const [el, box] of waitingFor) {
    if (failing && !box?.isConnected) {
      const doc = el.ownerDocument;
      const de = /^de\b/i.test(doc.documentElement.lang);
      const control = Object.assign(doc.createElement('div'), { className: 'dm-front-retry' });
      control.setAttribute('role', 'alert');
      control.dataset.code = 'chunk-load';
      // The button sends what the chunk loader and the data calls retry on.
      const button = Object.assign(doc.createElement('button'), { type: 'button', className: 'btn btn-default', textContent: de ? 'Erneut versuchen' : 'Réessayer', onclick: () => dispatchEvent(new Event('online')) });
      control.append(de ? 'Dieser Inhalt konnte nicht geladen werden. ' : "Ce contenu n'a pas pu être chargé. ", button);
      el.prepend(control);
      waitingFor.set(el, control);
      warn(`Widget ${widgetId(el)}: ${failing} could not be loaded; it is tried again`);
    }
  }
}

/** The last chunk that failed more than once (the first failure is retried unseen), while placeholders wait for code. */
let failing = '';
addEventListener(CHUNK_EVENT, (e) => {
  const [url, before] = (e as CustomEvent<[string, number]>).detail;
  if (before) {
    failing = url;
    showRetry();
  }
});

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
function turn(): Promise<void> {
  return (turns = turns.then(() => {
    if (performance.now() < sliceEnd) return;
    // A new task, behind those already queued (React's rendering of the widgets already mounted among them).
    return new Promise<void>((next) => setTimeout(next)).then(() => {
      sliceEnd = performance.now() + SLICE_MS;
    });
  }));
}

/**
 * Widgets waiting for their first render beyond which those renders are batched: each is done at once (flushSync),
 * several in a slice, instead of being a transition of its own (README "Many widgets on a page").
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
  waiting(env.el, p.code);
  try {
    loaded = await p.code;
  } catch (e) {
    report(env.el, chunkFailure(env.id, env.type, `its code (${e instanceof Error ? e.message : e})`), env.ctx.dev);
    return () => {};
  }
  if (p.definition.settled) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([p.definition.settled(firstCalls), new Promise((next) => (timer = setTimeout(next, SETTLE_MS)))]);
    clearTimeout(timer);
  }
  const hold = await renderTurn();
  let committed: Promise<void> | undefined;
  try {
    if (env.signal.aborted) return () => {};
    const [mod, host] = loaded;
    const prefix = `dm-${env.type}-${env.id || 'x'}-${++counter}-`;
    const batched = waitingRenders > MANY_WAITING;
    const mounted = host.render(env.el, mod.default, { ...env, options, firstCalls }, prefix, (e) => crash(e, env), batched);
    if (!batched) committed = mounted.committed;
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
function renderTurn(): Promise<(committed?: Promise<void>) => void> {
  let hold!: (committed?: Promise<void>) => void;
  // (In a box: a promise resolved with a promise would wait for it, cap or not.)
  const held = new Promise<[Promise<void>?]>((resolve) => (hold = (committed) => resolve([committed])));
  const mine = turn();
  const commitOrLate = (committed: Promise<void>) => Promise.race([committed, new Promise((next) => setTimeout(next, COMMIT_WAIT_MS))]);
  turns = turns.then(() => held).then(([committed]) => committed && commitOrLate(committed).then(() => void (sliceEnd = performance.now() + SLICE_MS)));
  return mine.then(() => hold);
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

/**
 * What the launcher hands over when preparing or rendering a placeholder threw where nothing caught it (a bug of
 * ours, not a widget's): reported like a crash (in the page in dev mode; logged and marked in production; only logged
 * once the placeholder is unmounted), the error itself logged with its stack.
 */
export function failed(el: Element, ctx: PageContext, e: unknown, mounted: boolean): void {
  error(e);
  report(mounted ? el : null, crash(e, { id: widgetId(el), type: el.getAttribute('data-widget') ?? '' }), ctx.dev);
}
