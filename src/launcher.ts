/**
 * Finds widget placeholders inside the page container, sends them the 'launch' signal on page ready, mounts each on
 * its launch, and follows the page (page-observer.ts): placeholders inserted later are mounted, removed ones unmounted
 * (their requests aborted, their listeners removed). Lives in the entry, so it must stay small: the work happens in
 * the runtime chunk, which is imported the moment the first placeholder is found.
 *
 * Many placeholders are started in slices of SLICE_MS that yield to the browser (startSlice), so that no count of
 * them makes a long task. To start one is to read its options, draw its skeleton, send its first calls, ask for its
 * code and send `launch`. The first slice runs in the entry's own task and starts ten at least, so the first screen's
 * skeletons are in the first frame and all their data requests leave before any chunk is asked for. Then, in the
 * same task, their code is asked for (import(), module preloads, the planned view's too) and `launch` is sent: asking
 * in a task of its own, after the page's first frame, had the chunks leave 37-397 ms after the entry started on a cold
 * load of Métiers, against 4-30 ms now (test/bench/cold-load.mjs). test/e2e/many-widgets.test.ts holds the slicing; `npm run bench` measures 200 and 2,000 placeholders. Tried and
 * left out: one code request per widget type with a yield after its code came (no difference measured, 10 loads of
 * 200 placeholders and 6 of 2,000).
 */
import type { PageContext } from './page-context';
import type * as Runtime from './runtime';
import type { WidgetDefinition } from './widget';
import { startFirstCalls, type FirstCalls, type Found } from './first-calls';
import { warn } from './log';
import { SKELETON_CLASS } from './raw-options';
import { observePage } from './page-observer';
import { retryControl } from './retry-control';
import { preloadView } from './retry';
import { CONTAINER_ID, LAUNCH_EVENTS, WIDGET_SELECTOR } from './markup';

/** How long starting placeholders (skeleton, first calls, launch) may hold the main thread before it yields. */
const SLICE_MS = 8;

type RuntimeModule = typeof Runtime;

interface Slot {
  controller: AbortController;
  launched: boolean;
  prepared: Promise<Runtime.Prepared | null>;
  dispose?: () => void;
  onLaunch: () => void;
}

export interface Launcher {
  /** Discover and launch every placeholder inside root (default: the page container). */
  mount(root?: ParentNode): void;
  /** Unmount one placeholder (or every placeholder inside el): React root unmounted, requests aborted. */
  unmount(el: Element): void;
  /** Unmount what left root, mount what is new inside it. */
  rescan(root?: ParentNode): void;
  /** Page ready: discover, launch, and start following the container. */
  start(): void;
  /** Stop following the page and unmount everything. */
  stop(): void;
  readonly size: number;
}

/** How a widget type's definition is imported (widgets/index.ts lists them). */
export type DefinitionLoader = () => Promise<{ default: WidgetDefinition }>;

export function createLauncher(
  ctx: PageContext,
  loadRuntime: () => Promise<RuntimeModule>,
  widgets: Record<string, DefinitionLoader>,
  firstCalls: Record<string, FirstCalls>,
): Launcher {
  const { doc } = ctx;
  const slots = new Map<Element, Slot>();
  const definitions = new Map<string, Promise<WidgetDefinition | undefined>>();
  let runtime: Promise<RuntimeModule> | undefined;
  let observer: MutationObserver | undefined;

  /** A type's definition, imported once per page (undefined for an unknown type or a definition that failed to load). */
  const definition = (type: string) => {
    let pending = definitions.get(type);
    if (!pending) {
      const load = Object.hasOwn(widgets, type) ? widgets[type] : undefined;
      pending = load ? load().then((m) => m.default, () => undefined) : Promise.resolve(undefined);
      definitions.set(type, pending);
    }
    return pending;
  };

  /**
   * While the runtime chunk, or one it imports (zod/mini with the http client, esbuild's helpers), keeps failing (a
   * second failure of any chunk: src/retry.ts), each placeholder found shows the 'Réessayer' control: the code that
   * shows it for the rest (code-wait.ts) comes with the runtime, and takes these over.
   */
  let up = false;
  addEventListener(__CHUNK_EVENT__, (e) => {
    if (!up && (e as CustomEvent).detail[1]) for (const el of slots.keys()) el.querySelector(':scope>.dm-front-retry') || el.prepend(retryControl(doc, ctx.lang == 'de'));
  });

  const getRuntime = () =>
    (runtime ??= loadRuntime().then((rt) => {
      up = true;
      setTimeout(() => rt.validatePage(ctx)); // diagnostics only: after the widgets' first requests have left
      return rt;
    }));

  /**
   * What preparing or rendering a placeholder threw past the runtime (a bug): its error module reports it (runtime.ts
   * `failed`); only logged if the runtime itself did not load.
   */
  const failed = (el: Element, signal: AbortSignal, e: unknown) =>
    getRuntime().then((rt) => rt.failed(el, ctx, e, !signal.aborted), () => warn(e)).then(() => null);

  const container = () => doc.getElementById(CONTAINER_ID);

  const placeholders = (root: ParentNode): Element[] => {
    const page = container();
    if (!page) return [];
    const found = [...root.querySelectorAll(WIDGET_SELECTOR)];
    if (root === page) return found; // (no contains() for each of 2,000 placeholders)
    if (root instanceof Element && root.matches(WIDGET_SELECTOR)) found.unshift(root);
    return found.filter((el) => page.contains(el));
  };

  /**
   * The runtime chunk and the type's definition load in parallel, and the widget is prepared (options validated,
   * what its first calls planned handed to its definition, the calls adopted, the others released).
   */
  function discover(el: Element, found: Found): void {
    const controller = new AbortController();
    const type = el.getAttribute('data-widget') ?? '';
    found.sent(); // what its first calls' plan asks for once they left (news: the early images' code)
    const def = definition(type); // then: its preloads begin with what the entry asked for
    const rt = getRuntime(); // loads in parallel with the definition
    preloadView(type, (found.planned as { view?: string } | undefined)?.view); // and the view its first calls planned
    def.then((d) => controller.signal.aborted || d?.early?.({ ctx, el: el as HTMLElement })).catch((e) => failed(el, controller.signal, e));
    const slot: Slot = {
      controller,
      launched: false,
      prepared: rt
        .then((rt) => rt.prepare(el as HTMLElement, ctx, controller.signal, def, Object.keys(widgets), found))
        .catch((e) => failed(el, controller.signal, e))
        .then((prepared) => (found.release(!!prepared), prepared)),
      onLaunch: () => launch(el, slot),
    };
    for (const name of LAUNCH_EVENTS) el.addEventListener(name, slot.onLaunch);
    slots.set(el, slot);
  }

  function launch(el: Element, slot: Slot): void {
    if (slot.launched) return;
    slot.launched = true;
    Promise.all([getRuntime(), slot.prepared])
      .then(([rt, prepared]) => (prepared && !slot.controller.signal.aborted ? rt.render(prepared) : undefined))
      .then((dispose) => {
        if (slot.controller.signal.aborted) dispose?.();
        else slot.dispose = dispose;
      })
      .catch((e) => failed(el, slot.controller.signal, e));
  }

  function unmountOne(el: Element): void {
    queued.delete(el);
    begun.get(el)?.release();
    begun.delete(el);
    const slot = slots.get(el);
    slots.delete(el);
    if (slot) {
      slot.controller.abort();
      for (const name of LAUNCH_EVENTS) el.removeEventListener(name, slot.onLaunch);
      slot.dispose?.();
    }
    // What the entry drew, before React had the placeholder: its skeleton, the control of a runtime that failed to load.
    for (const box of el.querySelectorAll(`:scope>.${SKELETON_CLASS},:scope>.dm-front-retry`)) box.remove();
  }

  /** Found, not yet started: a page of many placeholders is started in slices (see the top of this file). */
  const queued = new Set<Element>();
  /** Started (first calls sent, skeleton drawn), their code not asked for yet: asked for once the slice's calls left. */
  const begun = new Map<Element, Found>();

  function mount(root: ParentNode = container() ?? doc): void {
    const idle = !queued.size && !begun.size;
    for (const el of placeholders(root)) if (!slots.has(el) && !begun.has(el)) queued.add(el);
    if (idle) startSlice();
  }

  /** Asks for the code of the placeholders begun, and sends each its launch signal. */
  function launchBegun(): void {
    const started = [...begun];
    begun.clear();
    for (const [el, found] of started) discover(el, found);
    // Send the launch signal (and its legacy name) to each new placeholder: listeners of the CMS's own scripts see it too.
    for (const [el] of started) for (const name of LAUNCH_EVENTS) el.dispatchEvent(new CustomEvent(name));
  }

  /**
   * Starts queued placeholders for up to SLICE_MS, then yields a task, so that no count of placeholders makes a long
   * task. The first slice runs at once (before the first paint: the skeletons of the first screen). The first ten
   * placeholders' first calls all leave before any code is asked for (the data requests take the connections first);
   * their code is asked for in the same task, so that it is on the wire within milliseconds of the entry's start
   * rather than after the page's first frame (the top of this file).
   */
  function startSlice(): void {
    const page = container();
    let count = 0;
    let end = 0;
    for (const el of queued) {
      // Ten at least (the first screen's, however slow the device), whose data requests all leave before their chunks
      // are asked for (not queued behind the chunks); then one at a time, while the slice has time.
      if (count > 9) {
        launchBegun();
        if (performance.now() > end) break;
      }
      queued.delete(el);
      const type = el.getAttribute('data-widget') ?? '';
      if (!page?.contains(el)) continue;
      begun.set(el, startFirstCalls(el, ctx, Object.hasOwn(firstCalls, type) ? firstCalls[type] : undefined));
      count++;
      end ||= performance.now() + SLICE_MS; // counted after the first: what the page's first fetch and skeleton cost once
    }
    launchBegun();
    if (queued.size) setTimeout(startSlice);
  }

  function unmount(el: Element): void {
    unmountOne(el);
    for (const inner of el.querySelectorAll(WIDGET_SELECTOR)) unmountOne(inner);
  }

  function rescan(root: ParentNode = container() ?? doc): void {
    const page = container();
    for (const el of [...slots.keys(), ...queued, ...begun.keys()]) if (!el.isConnected || !page?.contains(el)) unmountOne(el);
    mount(root);
  }

  function start(): void {
    const page = container();
    if (!page) return;
    mount(page);
    // Without widgets, the page contract is still validated (runtime.ts validatePage) in dev, and where the config gives
    // no page id: its #dm-page-config unreadable (which takes its env with it) or without page_id.
    if ((ctx.dev || !ctx.config.page_id) && slots.size === 0 && begun.size === 0) void getRuntime();
    observer ??= observePage(page, mount, unmount);
  }

  function stop(): void {
    observer?.disconnect();
    observer = undefined;
    for (const el of [...slots.keys(), ...queued, ...begun.keys()]) unmountOne(el);
  }

  return {
    mount,
    unmount,
    rescan,
    start,
    stop,
    get size() {
      return slots.size;
    },
  };
}
