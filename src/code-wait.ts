/**
 * Placeholders waiting for code (README "When code or data fails to load"): while a chunk of theirs fails to load
 * (src/retry.ts), each shows a short message and a 'Réessayer' button (French; German on German pages), in
 * production too, until its code has arrived. The runtime registers a widget's definition, React and its view; widgets
 * register the parts they load later (core.ts): a view's lazily loaded part, a chunk of their first calls.
 */
import { warn } from './log';
import { widgetId } from './widget-id';
import { retryControl } from './retry-control';

/**
 * The placeholders waiting for code: how many of their loads are pending, their 'Réessayer' control, and the spots
 * in the widget where a part waits for its code (the control goes in the first, else at the placeholder's top).
 */
const waitingFor = new Map<HTMLElement, { pending: number; box: HTMLElement | null; spots: Element[] }>();

/**
 * `el` waits for `code`, or, without it, until the function returned is called: the control shows while a chunk keeps
 * failing, and goes when every wait of `el` has ended. `spot`: an element of the widget, empty, where the part that
 * waits would be (a list's pagination, at its foot): the control goes there, where the visitor looks, rather than at
 * the top of a long widget.
 */
export function waitForCode(el: HTMLElement, code?: Promise<unknown>, spot?: Element | null): () => void {
  if (!listening) listen();
  // (The control the launcher showed while the runtime's code failed: taken over, and gone with this wait.)
  const entry = waitingFor.get(el) ?? { pending: 0, box: el.querySelector<HTMLElement>(':scope>.dm-front-retry'), spots: [] };
  entry.pending++;
  if (spot) entry.spots.push(spot);
  waitingFor.set(el, entry);
  if (failing) showRetry(); // (not a loop over every placeholder for each one: 2,000 placeholders)
  const done = () => {
    if (spot) entry.spots.splice(entry.spots.indexOf(spot), 1);
    if (--entry.pending) {
      // A control in the spot that goes moves to another spot of the widget, still waiting.
      if (entry.box && spot?.contains(entry.box)) place(el, entry);
      return;
    }
    keepFocus(entry.box);
    entry.box?.remove();
    waitingFor.delete(el);
    if (!waitingFor.size) failing = '';
  };
  code?.then(done, done);
  return done;
}

/** Puts the control in the first spot still in the page, or at the placeholder's top; focus on it stays on it. */
function place(el: HTMLElement, entry: { box: HTMLElement | null; spots: Element[] }): void {
  const box = entry.box!;
  const focused = box.contains(el.ownerDocument.activeElement) && el.ownerDocument.activeElement;
  const spot = entry.spots.find((s) => s.isConnected);
  if (spot) spot.append(box);
  else el.prepend(box);
  if (focused) (focused as HTMLElement).focus({ preventScroll: true });
}

/**
 * Focus inside `gone` (a control about to go) moves to its placeholder, where what comes next is shown, rather than
 * back to the page's start.
 */
export function keepFocus(gone: Element | null): void {
  const el = gone?.closest<HTMLElement>('.dm_widget');
  if (el && gone!.contains(el.ownerDocument.activeElement)) {
    el.tabIndex = -1;
    el.focus({ preventScroll: true });
  }
}

function showRetry(): void {
  for (const [el, entry] of waitingFor) {
    // (A control React took away with the skeleton, as the view mounted, is drawn again while a part still waits.)
    if (failing && !entry.box?.isConnected) {
      entry.box = retryControl(el.ownerDocument, de);
      place(el, entry);
      warn(`Widget ${widgetId(el)}: ${failing} could not be loaded; it is tried again`);
    }
  }
}

/** Whether the control speaks German: the page language as the widgets take it (page-context.ts), told by the runtime. */
let de = false;
export const controlLanguage = (lang: string) => void (de = lang == 'de');

/** The last chunk that failed more than once (the first failure is retried unseen), while placeholders wait for code. */
let failing = '';
/** Whether the chunk loader's failures are listened to: from the first wait (importing this has no side effect). */
let listening = false;
function listen(): void {
  listening = true;
  addEventListener(__CHUNK_EVENT__, (e) => {
    const [url, before] = (e as CustomEvent<[string, number]>).detail;
    if (before) {
      failing = url;
      showRetry();
    }
  });
}
