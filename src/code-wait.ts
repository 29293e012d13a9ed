/**
 * Placeholders waiting for code (README "When code or data fails to load"): while a chunk of theirs fails to load
 * (src/retry.ts), each shows a short message and a 'Réessayer' button (French; German on German pages), in
 * production too, until its code has arrived. The runtime registers a widget's definition, React and its view; widgets
 * register the parts they load later (core.ts): a view's lazily loaded part, a chunk of their first calls.
 */
import { warn } from './log';
import { widgetId } from './raw-options';

/** The chunk loader's failure event (src/retry.ts). */
const CHUNK_EVENT = 'dm-chunk';

/** The placeholders waiting for code: how many of their loads are pending, and their 'Réessayer' control. */
const waitingFor = new Map<HTMLElement, { pending: number; box: HTMLElement | null }>();

/**
 * `el` waits for `code`, or, without it, until the function returned is called: the control shows while a chunk keeps
 * failing, and goes when every wait of `el` has ended.
 */
export function waitForCode(el: HTMLElement, code?: Promise<unknown>): () => void {
  if (!listening) listen();
  const entry = waitingFor.get(el) ?? { pending: 0, box: null };
  entry.pending++;
  waitingFor.set(el, entry);
  if (failing) showRetry(); // (not a loop over every placeholder for each one: 2,000 placeholders)
  const done = () => {
    if (--entry.pending) return;
    keepFocus(entry.box);
    entry.box?.remove();
    waitingFor.delete(el);
    if (!waitingFor.size) failing = '';
  };
  code?.then(done, done);
  return done;
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
      const doc = el.ownerDocument;
      const de = /^de\b/i.test(doc.documentElement.lang);
      const control = Object.assign(doc.createElement('div'), { className: 'dm-front-retry' });
      control.setAttribute('role', 'alert');
      control.dataset.code = 'chunk-load';
      // The button sends what the chunk loader and the data calls retry on.
      const button = Object.assign(doc.createElement('button'), { type: 'button', className: 'btn btn-default', textContent: de ? 'Erneut versuchen' : 'Réessayer', onclick: () => dispatchEvent(new Event('online')) });
      control.append(de ? 'Dieser Inhalt konnte nicht geladen werden. ' : "Ce contenu n'a pas pu être chargé. ", button);
      el.prepend(control);
      entry.box = control;
      warn(`Widget ${widgetId(el)}: ${failing} could not be loaded; it is tried again`);
    }
  }
}

/** The last chunk that failed more than once (the first failure is retried unseen), while placeholders wait for code. */
let failing = '';
/** Whether the chunk loader's failures are listened to: from the first wait (importing this has no side effect). */
let listening = false;
function listen(): void {
  listening = true;
  addEventListener(CHUNK_EVENT, (e) => {
    const [url, before] = (e as CustomEvent<[string, number]>).detail;
    if (before) {
      failing = url;
      showRetry();
    }
  });
}
