import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { use, useEffect, useLayoutEffect } from 'react';
import * as z from 'zod/mini';
import { createLauncher, type Launcher } from '../src/launcher';
import { createPageContext } from '../src/page-context';
import type { DefinitionLoader } from '../src/launcher';
import type { WidgetDefinition } from '../src/widget';
import { WidgetError } from '../src/errors';
import type { WidgetProps } from '../src/widget';
import { Busy } from './busy';

const mounted = new Map<string, number>();
const signals = new Map<string, AbortSignal>();
/** What each probe's firstCalls was handed from the entry's first calls. */
const plans = new Map<string, unknown>();
const unmounted: string[] = [];

function Probe({ id, options }: WidgetProps<{ label: string }, Promise<string>>) {
  useEffect(() => {
    mounted.set(id, (mounted.get(id) ?? 0) + 1);
    return () => void unmounted.push(id);
  }, [id]);
  return <p className="probe">{options.label} {id}</p>;
}

/** Types a test definition, inferring its options from its schema (a product definition uses `satisfies`). */
const defineWidget = <O, P>(definition: WidgetDefinition<O, P>) => definition;

const probe = defineWidget({
  type: 'probe',
  options: z.object({ label: z._default(z.string(), 'hello'), wait: z._default(z.boolean(), false) }),
  firstCalls: (options, { id, signal }, planned) => {
    signals.set(id, signal);
    plans.set(id, planned);
    return options.wait ? new Promise<string>(() => {}) : Promise.resolve('data');
  },
  load: async () => ({ default: Probe }),
});

const boom = defineWidget({
  type: 'boom',
  options: z.object({}),
  load: async () => ({
    default: () => {
      throw new Error('kaput');
    },
  }),
});

const empty_topics = defineWidget({
  type: 'empty-topics',
  options: z.object({}),
  firstCalls: (_o, { id }) => {
    throw new WidgetError(1, id);
  },
  load: async () => ({ default: () => <p>never rendered</p> }),
});

let flakyLoads = 0;
const flaky = defineWidget({
  type: 'flaky',
  options: z.object({}),
  load: async () => {
    if (flakyLoads++ === 0) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p className="flaky">loaded after a retry</p> };
  },
});

const broken_chunk = defineWidget({
  type: 'broken-chunk',
  options: z.object({}),
  load: async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
});

/** Answers the first call of the last 'patient' widget prepared. */
let answerPatient: (value: string) => void = () => {};
const patient = defineWidget({
  type: 'patient',
  options: z.object({ never: z._default(z.boolean(), false) }),
  firstCalls: (options) => (options.never ? new Promise<string>(() => {}) : new Promise<string>((resolve) => (answerPatient = resolve))),
  settled: (answer) => answer!,
  load: async () => ({ default: () => <p className="patient">rendered</p> }),
});

/** Timers run so far (a ticker started by the test), as seen when each 'timed' widget began to render and committed. */
let ticks = 0;
const renderBegan = new Map<string, number>();
const committedAt = new Map<string, number>();
function Timed({ id, options }: WidgetProps<{ cost: number }>) {
  if (!renderBegan.has(id)) renderBegan.set(id, ticks);
  useLayoutEffect(() => void committedAt.set(id, ticks), [id]);
  return <ul>{Array.from({ length: 20 }, (_, i) => <Busy key={i} ms={options.cost / 20} />)}</ul>;
}
const timed = defineWidget({
  type: 'timed',
  options: z.object({ cost: z._default(z.number(), 0) }),
  load: async () => ({ default: Timed }),
});

/** A widget whose first render never ends: it waits for data outside any Suspense boundary (a bug of its own). */
const stuck = defineWidget({
  type: 'stuck',
  options: z.object({}),
  load: async () => ({
    default: function Stuck(): never {
      use(new Promise<never>(() => {}));
      throw new Error('unreachable');
    },
  }),
});

const WIDGETS: Record<string, DefinitionLoader> = Object.fromEntries(
  [probe, boom, empty_topics, flaky, broken_chunk, patient, timed, stuck].map((d) => [d.type, async () => ({ default: d as WidgetDefinition })]),
);

let launcher: Launcher;
let warn: ReturnType<typeof vi.spyOn>;

function page(widgets: string, env: 'dev' | 'prod' = 'dev', outside = '') {
  document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"page_id": 12, "env": "${env}"}</script>
    <div id="dm_page">${widgets}</div>${outside}`;
  launcher = createLauncher(createPageContext(document), () => import('../src/runtime'), WIDGETS, {});
  return launcher;
}

/** vi.waitFor with room for a loaded machine (its default gives up after 1 s). */
const waitFor = <T,>(fn: () => T, timeout = 5000) => vi.waitFor(fn, { timeout });

const alerts = (el: Element | null) => [...(el?.querySelectorAll('.dm-front-diagnostic') ?? [])].map((a) => a.textContent);

beforeEach(() => {
  mounted.clear();
  signals.clear();
  plans.clear();
  unmounted.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  launcher?.stop();
  vi.restoreAllMocks();
});

describe('launch and mount', () => {
  it('launches every widget inside #dm_page and none outside', async () => {
    page(
      '<div class="dm_widget" data-widget="probe" data-widget-id="1"></div><section><div class="dm_widget" data-widget="probe" data-widget-id="2"></div></section>',
      'dev',
      '<div class="dm_widget" data-widget="probe" data-widget-id="3"></div>',
    );
    const launched: string[] = [];
    const legacy: string[] = [];
    for (const el of document.querySelectorAll('.dm_widget')) {
      el.addEventListener('launch', () => launched.push(el.getAttribute('data-widget-id')!));
      el.addEventListener('dmWidgetLaunch', () => legacy.push(el.getAttribute('data-widget-id')!));
    }
    launcher.start();
    await waitFor(() => expect(document.querySelectorAll('.probe')).toHaveLength(2));
    expect(launched).toEqual(['1', '2']);
    expect(legacy).toEqual(['1', '2']);
    expect(document.querySelector('[data-widget-id="3"]')!.innerHTML).toBe('');
    expect(document.querySelector('[data-widget-id="1"]')!.textContent).toBe('hello 1');
  });

  it('imports only the definitions of the types on the page, once each', async () => {
    document.body.innerHTML = `<div id="dm_page"><div class="dm_widget" data-widget="probe" data-widget-id="1"></div><div class="dm_widget" data-widget="probe" data-widget-id="2"></div></div>`;
    const loads = { probe: vi.fn(WIDGETS.probe), boom: vi.fn(WIDGETS.boom) };
    launcher = createLauncher(createPageContext(document), () => import('../src/runtime'), loads, {});
    launcher.start();
    await waitFor(() => expect(document.querySelectorAll('.probe')).toHaveLength(2));
    expect(loads.probe).toHaveBeenCalledTimes(1);
    expect(loads.boom).not.toHaveBeenCalled();
  });

  it('reports a definition whose import rejects (built, the loader of src/retry.ts retries it until it loads: test/e2e/recovery.test.ts)', async () => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"env": "dev"}</script><div id="dm_page"><div class="dm_widget" data-widget="probe" data-widget-id="3"></div></div>`;
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    launcher = createLauncher(createPageContext(document), () => import('../src/runtime'), { probe: failing }, {});
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('.dm_widget'))[0]).toMatch(/Widget 3 \(probe\): its definition could not be loaded/));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('mounts a placeholder launched twice only once', async () => {
    page('<div class="dm_widget" data-widget="probe" data-widget-id="1"></div>');
    launcher.start();
    const el = document.querySelector('.dm_widget')!;
    el.dispatchEvent(new CustomEvent('launch'));
    launcher.mount();
    await waitFor(() => expect(mounted.get('1')).toBe(1));
    el.dispatchEvent(new CustomEvent('launch'));
    launcher.mount();
    await new Promise((r) => setTimeout(r, 20));
    expect(mounted.get('1')).toBe(1);
    expect(document.querySelectorAll('.probe')).toHaveLength(1);
  });

  it("renders once what the definition's settled names has come, or a second after its code", async () => {
    page(`<div class="dm_widget" data-widget="patient" data-widget-id="1"></div><div class="dm_widget" data-widget="patient" data-widget-id="2" data-options='{"never":true}'></div>`);
    const start = performance.now();
    launcher.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelector('[data-widget-id="1"] .patient')).toBeNull(); // its answer has not come
    answerPatient('data');
    await waitFor(() => expect(document.querySelector('[data-widget-id="1"] .patient')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('[data-widget-id="2"] .patient')).not.toBeNull()); // never answered
    expect(performance.now() - start).toBeGreaterThanOrEqual(1000);
  });

  it('renders a widget whose answers are in from a user-blocking task where the browser has scheduler.postTask, one that waited out the settle time from a task', async () => {
    const postTask = vi.fn((fn: () => void, _o: { priority: string }) => void setTimeout(fn));
    vi.stubGlobal('scheduler', { postTask });
    try {
      page(`<div class="dm_widget" data-widget="patient" data-widget-id="1"></div>`);
      launcher.start();
      await new Promise((r) => setTimeout(r, 100));
      expect(postTask).not.toHaveBeenCalled();
      answerPatient('data');
      await waitFor(() => expect(document.querySelector('[data-widget-id="1"] .patient')).not.toBeNull());
      expect(postTask).toHaveBeenCalledTimes(1);
      expect(postTask.mock.calls[0][1]).toEqual({ priority: 'user-blocking' });
      page(`<div class="dm_widget" data-widget="patient" data-widget-id="2" data-options='{"never":true}'></div>`);
      launcher.start();
      await waitFor(() => expect(document.querySelector('[data-widget-id="2"] .patient')).not.toBeNull());
      expect(postTask).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('mounts a placeholder inserted later', async () => {
    page('<div id="zone"></div>');
    launcher.start();
    document.getElementById('zone')!.insertAdjacentHTML('beforeend', `<div class="dm_widget" data-widget="probe" data-widget-id="9" data-options='{"label":"later"}'></div>`);
    await waitFor(() => expect(document.querySelector('.probe')?.textContent).toBe('later 9'));
  });

  it('starts many placeholders in slices (ten at least, then about 8 ms) that yield in between; one removed while it waits is never started', async () => {
    const count = 80;
    page(Array.from({ length: count }, (_, i) => `<div class="dm_widget" data-widget="probe" data-widget-id="${100 + i}"></div>`).join(''));
    const begun: string[] = [];
    const loadRuntime = vi.fn(() => import('../src/runtime'));
    const probeCalls = (_raw: unknown, _ctx: unknown, el?: Element) => void begun.push(el!.getAttribute('data-widget-id')!);
    launcher = createLauncher(createPageContext(document), loadRuntime, WIDGETS, { probe: probeCalls });
    const launched: string[] = [];
    for (const el of document.querySelectorAll('.dm_widget')) el.addEventListener('launch', () => launched.push(el.getAttribute('data-widget-id')!));
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1)); // every look at the clock costs 1 ms
    launcher.start();
    // The entry's own task: the first slice's first calls (and skeletons), then their code asked for and their launch.
    expect(begun.length).toBeGreaterThanOrEqual(10);
    expect(begun.length).toBeLessThan(30);
    expect(begun).toEqual(begun.map((_, i) => String(100 + i))); // in page order
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    expect(launched).toEqual(begun);
    const first = begun.length;
    // Queued, not begun yet: never started.
    document.querySelector(`[data-widget-id="${100 + first}"]`)!.remove();
    // The next slice is a timer, queued before this one: ten more at least.
    await new Promise((r) => setTimeout(r));
    expect(launched.length).toBeGreaterThanOrEqual(first + 10);
    expect(launched.length).toBeLessThan(count - 20);
    expect(launched).toEqual(launched.map((_, i) => String(100 + i + (i >= first ? 1 : 0))));
    document.querySelector(`[data-widget-id="${100 + count - 1}"]`)!.remove(); // queued, not begun yet
    await waitFor(() => expect(launched).toHaveLength(count - 2));
    await waitFor(() => expect(mounted.size).toBe(count - 2));
    expect(mounted.has(String(100 + first))).toBe(false);
    expect(mounted.has(String(100 + count - 1))).toBe(false);
    expect(launcher.size).toBe(count - 2);
  });

  // A list of cards is tens of milliseconds of rendering on a phone: a few widgets each render in steps that let other
  // tasks run, one widget at a time; many small ones are rendered at once, several in a slice (README "Many widgets
  // on a page").
  it('renders a few widgets one at a time, each in steps that yield; many waiting ones at once', async () => {
    renderBegan.clear();
    committedAt.clear();
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setTimeout(tick);
    };
    tick();
    try {
      page(['1', '2'].map((id) => `<div class="dm_widget" data-widget="timed" data-widget-id="${id}" data-options='{"cost":40}'></div>`).join(''));
      launcher.start();
      await waitFor(() => expect(committedAt.size).toBe(2));
      for (const id of ['1', '2']) expect(committedAt.get(id)! - renderBegan.get(id)!).toBeGreaterThanOrEqual(2); // timers ran meanwhile
      expect(renderBegan.get('2')).toBeGreaterThanOrEqual(committedAt.get('1')!); // the second began once the first was drawn
      launcher.stop();
      renderBegan.clear();
      committedAt.clear();
      const ids = Array.from({ length: 16 }, (_, i) => String(100 + i));
      page(ids.map((id) => `<div class="dm_widget" data-widget="timed" data-widget-id="${id}"></div>`).join(''));
      launcher.start();
      await waitFor(() => expect(committedAt.size).toBe(16));
      for (const id of ['100', '101', '102']) expect(committedAt.get(id)).toBe(renderBegan.get(id)); // more than ten waiting: each drawn at once
    } finally {
      ticking = false;
    }
  });

  it('a widget whose first render never ends holds the next one back a second at most', async () => {
    page(`<div class="dm_widget" data-widget="stuck" data-widget-id="1"></div><div class="dm_widget" data-widget="probe" data-widget-id="2"></div>`);
    const start = performance.now();
    launcher.start();
    await waitFor(() => expect(document.querySelector('.probe')?.textContent).toBe('hello 2'));
    expect(performance.now() - start).toBeGreaterThanOrEqual(900);
  });

  it('unmounts a removed placeholder and aborts its request', async () => {
    page(`<div class="dm_widget" data-widget="probe" data-widget-id="4"></div><div class="dm_widget" data-widget="probe" data-widget-id="5" data-options='{"wait":true}'></div>`);
    launcher.start();
    await waitFor(() => expect(mounted.get('4')).toBe(1));
    await waitFor(() => expect(signals.get('5')).toBeDefined());
    const five = document.querySelector('[data-widget-id="5"]')!;
    five.remove();
    await waitFor(() => expect(signals.get('5')!.aborted).toBe(true));
    document.querySelector('[data-widget-id="4"]')!.remove();
    await waitFor(() => expect(unmounted).toContain('4'));
    expect(signals.get('4')!.aborted).toBe(true);
    expect(launcher.size).toBe(0);
  });

  it('unmounts by hand and mounts again on rescan', async () => {
    page('<div class="dm_widget" data-widget="probe" data-widget-id="6"></div>');
    launcher.start();
    await waitFor(() => expect(mounted.get('6')).toBe(1));
    const el = document.querySelector('.dm_widget')!;
    launcher.unmount(el);
    await waitFor(() => expect(unmounted).toEqual(['6']));
    expect(signals.get('6')!.aborted).toBe(true);
    launcher.rescan();
    await waitFor(() => expect(mounted.get('6')).toBe(2));
  });
});

describe('failures stay inside their widget', () => {
  it('a widget that throws shows its diagnostic; its neighbour keeps working', async () => {
    page('<div class="dm_widget" data-widget="boom" data-widget-id="7"></div><div class="dm_widget" data-widget="probe" data-widget-id="8"></div>');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('[data-widget-id="7"]'))[0]).toMatch(/Widget 7 \(boom\) stopped: kaput/));
    await waitFor(() => expect(document.querySelector('[data-widget-id="8"]')!.textContent).toBe('hello 8'));
  });

  it('an unknown type and invalid JSON are shown in dev and logged', async () => {
    page(`<div class="dm_widget" data-widget="agenda" data-widget-id="10"></div><div class="dm_widget" data-widget="probe" data-widget-id="11" data-options='{"label":'></div>`);
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('[data-widget-id="10"]'))[0]).toMatch(/Widget 10: unknown widget type 'agenda'/));
    expect(alerts(document.querySelector('[data-widget-id="10"]'))[0]).toMatch(/set data-widget to one of: probe, boom, empty-topics, flaky, broken-chunk/);
    await waitFor(() => expect(alerts(document.querySelector('[data-widget-id="11"]'))[0]).toMatch(/not valid JSON/));
    expect(warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toMatch(/unknown widget type 'agenda'[\s\S]*not valid JSON/);
  });

  it('in production they are only logged, the placeholder holding a hidden mark with the code', async () => {
    page(`<div class="dm_widget" data-widget="agenda" data-widget-id="10"></div><div class="dm_widget" data-widget="probe" data-widget-id="11" data-options='{"label":'></div>`, 'prod');
    launcher.start();
    await waitFor(() => expect(warn.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toMatch(/unknown widget type 'agenda'/);
    expect(document.querySelectorAll('.dm-front-diagnostic')).toHaveLength(0);
    const marks = [...document.querySelectorAll<HTMLElement>('.dm_widget > .dm-front-error')].map((m) => [m.parentElement!.dataset.widgetId, m.hidden, m.dataset.code]);
    expect(marks).toEqual([['10', true, 'unknown-type'], ['11', true, 'invalid-json']]);
  });

  it('an invalid option names the widget, the option, the value and what was expected', async () => {
    page(`<div class="dm_widget" data-widget="probe" data-widget-id="12" data-options='{"label": 42}'></div>`);
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('.dm_widget'))[0]).toMatch(/Widget 12 \(probe\) option: 'label' is 42; .*expected string/i));
    expect(mounted.size).toBe(0);
  });

  it('a placeholder nested in another is reported and not mounted', async () => {
    page('<div class="dm_widget" data-widget="probe" data-widget-id="13"><div class="dm_widget" data-widget="probe" data-widget-id="14"></div></div>');
    launcher.start();
    await waitFor(() => expect(mounted.get('13')).toBe(1));
    expect(mounted.has('14')).toBe(false);
    expect(warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toMatch(/nested inside another widget placeholder/);
  });

  it('a catalogued error thrown before render is shown with its help text', async () => {
    page('<div class="dm_widget" data-widget="empty-topics" data-widget-id="15"></div>');
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('.dm_widget'))[0]).toBe('Topics not set in the page infosadd topics in page edit (Intégration tab, Infos field) or choose manual mode'));
  });

  it('a chunk that fails twice is reported', async () => {
    page('<div class="dm_widget" data-widget="broken-chunk" data-widget-id="17"></div>');
    launcher.start();
    await waitFor(() => expect(alerts(document.querySelector('.dm_widget'))[0]).toMatch(/Widget 17 \(broken-chunk\): its code \(.*\) could not be loaded/));
  });
});

describe('what the runtime lets through (a bug of ours) is reported, not swallowed', () => {
  /** A type whose options schema throws: preparing its placeholder rejects past the runtime's own checks. */
  const unparsable = { type: 'unparsable', options: { safeParse: () => { throw new Error('schema exploded'); } }, load: probe.load } as unknown as WidgetDefinition;

  function launch(runtime: () => Promise<typeof import('../src/runtime')>, env: 'dev' | 'prod', type: string, definition: WidgetDefinition) {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"env": "${env}"}</script><div id="dm_page"><div class="dm_widget" data-widget="${type}" data-widget-id="21"></div></div>`;
    launcher = createLauncher(createPageContext(document), runtime, { [type]: async () => ({ default: definition }) }, {});
    launcher.start();
    return document.querySelector('.dm_widget')!;
  }

  it('preparing that throws: shown in dev, the error logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = launch(() => import('../src/runtime'), 'dev', 'unparsable', unparsable);
    await waitFor(() => expect(alerts(el)[0]).toMatch(/Widget 21 \(unparsable\) stopped: schema exploded/));
    expect(error.mock.calls.some(([, e]) => e instanceof Error && e.message === 'schema exploded')).toBe(true);
  });

  it('rendering that throws: logged, with the hidden mark in production', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const real = await import('../src/runtime');
    const el = launch(async () => ({ ...real, render: () => Promise.reject(new Error('no root')) }), 'prod', 'probe', probe as WidgetDefinition);
    await waitFor(() => expect(el.querySelector<HTMLElement>(':scope > .dm-front-error')?.dataset.code).toBe('crash'));
    expect(warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toMatch(/Widget 21 \(probe\) stopped: no root/);
    expect(alerts(el)).toEqual([]);
  });

  it('once the placeholder is unmounted, only logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const real = await import('../src/runtime');
    let fail: ((e: Error) => void) | undefined;
    const render = () => new Promise<() => void>((_, reject) => (fail = reject));
    const el = launch(async () => ({ ...real, render }), 'dev', 'probe', probe as WidgetDefinition);
    await waitFor(() => expect(fail).toBeDefined());
    launcher.unmount(el);
    fail!(new Error('too late'));
    await waitFor(() => expect(warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toMatch(/stopped: too late/));
    expect(el.children).toHaveLength(0);
  });

  it('a runtime that never loads: logged', async () => {
    const el = launch(() => Promise.reject(new Error('runtime gone')), 'dev', 'probe', probe as WidgetDefinition);
    await waitFor(() => expect(warn.mock.calls.some((c: unknown[]) => c.some((a) => a instanceof Error && a.message === 'runtime gone'))).toBe(true));
    expect(el.children).toHaveLength(0);
  });
});

describe('first calls (FIRST_CALLS)', () => {
  it("every placeholder's first calls start from its raw options before any chunk is asked for, in the entry's task; what they planned reaches its definition; each is released once its widget is prepared, with the calls it made later too where the widget was rejected", async () => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"env": "dev"}</script><div id="dm_page">
      <div class="dm_widget" data-widget="probe" data-widget-id="21" data-options='{"label": "ok"}'></div>
      <div class="dm_widget" data-widget="probe" data-widget-id="22" data-options='{"label": 5}'></div>
      <div class="dm_widget" data-widget="boom" data-widget-id="23"></div></div>`;
    const events: string[] = [];
    const sent = new Map<string, AbortSignal>();
    const sends = new Map<string, (urls: string[]) => void>();
    vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => (sent.set(new URL(url).pathname, init.signal!), new Promise(() => {}))));
    try {
      const firstCalls = {
        probe: (raw: Record<string, unknown>, _ctx: unknown, el: Element) => {
          const id = el.getAttribute('data-widget-id');
          events.push(`start ${id}`);
          // What sends the calls it makes later (as the news early images send the full article's at the slug lookup's answer).
          return { urls: [`/ajax/probe/${id}`], from: raw.label, sent: (send: (urls: string[]) => void) => (events.push(`sent ${id}`), sends.set(id!, send)) };
        },
      };
      const loadRuntime = () => (events.push('runtime'), import('../src/runtime'));
      const definitions = { probe: () => (events.push('definition'), WIDGETS.probe()), boom: WIDGETS.boom };
      launcher = createLauncher(createPageContext(document), loadRuntime, definitions, firstCalls);
      launcher.start();
      // In the entry's task: boom has none; once every first call has left, what each plan's sent() asks for (the
      // news early images' code) and the placeholder's code: no chunk takes a connection a later call would have had.
      expect(events).toEqual(['start 21', 'start 22', 'sent 21', 'definition', 'runtime', 'sent 22']);
      expect([...sent.keys()]).toEqual(['/ajax/probe/21', '/ajax/probe/22']);
      expect([...sent.values()].some((s) => s.aborted)).toBe(false);
      for (const id of ['21', '22']) sends.get(id)!([`/ajax/probe/later-${id}`]);
      // 21 is rendered, 22 has an invalid option (reported): both are released (nobody adopted their planned calls:
      // aborted). 21's later call is left to its definition; 22's is aborted, and 22 sends no more.
      await waitFor(() => expect([...sent].map(([path, s]) => `${path} ${s.aborted}`)).toEqual(['/ajax/probe/21 true', '/ajax/probe/22 true', '/ajax/probe/later-21 false', '/ajax/probe/later-22 true']));
      for (const id of ['21', '22']) sends.get(id)!([`/ajax/probe/after-${id}`]);
      expect(sent.has('/ajax/probe/after-21')).toBe(true);
      expect(sent.has('/ajax/probe/after-22')).toBe(false);
      await waitFor(() => expect(document.querySelector('.probe')?.textContent).toBe('ok 21'));
      expect(plans.get('21')).toEqual({ urls: ['/ajax/probe/21'], from: 'ok', sent: expect.any(Function) });
      expect(plans.has('22')).toBe(false);
      expect(alerts(document.querySelector('[data-widget-id="22"]'))[0]).toMatch(/^Widget 22 \(probe\) option: 'label' is 5/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
