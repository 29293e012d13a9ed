/**
 * The page config's `debug` flag (README "The page contract"): console debug output, for an integrator reading the
 * console. A chunk of its own, loaded by the entry only where the flag is set. It says what the page and the runtime
 * did, from what they leave anyway, so nothing else carries code for it: the placeholders and their options (read from
 * the markup), the 'launch' signals, the behaviours' install times and the first card (their performance entries),
 * the widgets' failures (the `dm-front:failure` events, those before it replayed) and the code that failed to load
 * (the loader's `dm-chunk` events). Everything goes through console.debug with the runtime's prefix.
 */
import type { PageContext } from './page-context';
import { CONTAINER_ID, LAUNCH_EVENTS, WIDGET_SELECTOR } from './markup';
import { PREFIX } from './log';
import { readRawOptions } from './raw-options';
import { FailureEvents, type FailureDetail, type Replay } from './telemetry/failure-event';

const log = (...args: unknown[]) => console.debug(PREFIX, ...args);

/** A placeholder as the console names it: its type and CMS id. */
const nameOf = (el: Element) => `${el.getAttribute('data-widget') ?? '?'} ${el.getAttribute('data-widget-id') ?? '(no id)'}`;

/** Its options as the entry reads them, or what is wrong with them. */
function optionsOf(el: Element): unknown {
  const raw = readRawOptions(el);
  return raw.ok ? raw.value : `unreadable ${raw.attribute}: ${raw.error ?? 'not an object'}`;
}

export function install(ctx: PageContext): void {
  const { doc, config } = ctx;
  const page = doc.getElementById(CONTAINER_ID);
  const found = [...(page?.querySelectorAll(WIDGET_SELECTOR) ?? [])];
  log(`page ${config.page_id}, ${ctx.lang}, ${config.env}: ${found.length} widget placeholder(s)${page ? '' : ` (no #${CONTAINER_ID})`}`);
  for (const el of found) log(`widget ${nameOf(el)}`, optionsOf(el));

  // Placeholders launched from now on (inserted later, or launched by the page): the signal does not bubble, so it is
  // heard on its way down.
  for (const name of LAUNCH_EVENTS) doc.addEventListener(name, (e) => e.target instanceof Element && log(`${name}: widget ${nameOf(e.target)}`), true);

  const failure: Replay = (d: FailureDetail) => log(`widget ${d.widget} ${d.widgetId} failed (${d.code ?? '?'}): ${d.message}`);
  doc.addEventListener(FailureEvents.Failure, (e) => failure((e as CustomEvent<FailureDetail>).detail));
  doc.dispatchEvent(new CustomEvent<Replay>(FailureEvents.Replay, { detail: failure }));

  addEventListener(__CHUNK_EVENT__, (e) => {
    const [url, attempt] = (e as CustomEvent<[string, number]>).detail;
    log(`code failed to load (attempt ${attempt + 1}, retried): ${url}`);
  });

  // The runtime's own performance entries: the behaviours' install times (measures), the first card and the ?st
  // target (marks); those before this chunk first.
  const timing = (e: PerformanceEntry) => {
    if (!e.name.startsWith('dm-') || (e.entryType != 'mark' && e.entryType != 'measure')) return;
    log(e.entryType == 'measure' ? `${e.name.slice(3)}: ${e.duration.toFixed(1)} ms` : `${e.name.slice(3)} at ${Math.round(e.startTime)} ms`);
  };
  performance.getEntries().forEach(timing);
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(timing)).observe({ entryTypes: ['mark', 'measure'] });
  } catch {
    // no PerformanceObserver (or not these types): only the timings so far
  }
}
