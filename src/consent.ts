/**
 * The consent adapter (README › Office-map widget, "Consent"): whether a third-party service (the maps service) may be
 * used, read from the cookie named after the service and from tarteaucitron.js's cookie; the allow action; and the
 * consent events.
 *
 * - Service cookie `{service}`: absent, '', 'false' or 'wait' mean no; any other value means yes.
 * - tarteaucitron cookie `tarteaucitron`: entries `!{service}=true|false|wait`; the whole key must match (so
 *   `googlemapsembed` does not count). Its answer, `true` or `false`, decides; `wait` (not answered in its banner yet,
 *   which tarteaucitron writes on its first run) leaves it to the service cookie, so that a yes given through the
 *   widget's own notice before tarteaucitron's panel was there is kept.
 * - The allow action records the choice through tarteaucitron where it is on the page (waiting for its panel when it
 *   is still being built), and writes the service cookie only on pages without it.
 * - Consent given later arrives as `{service}_allowed` or `tac.consent_updated`, both dispatched on document.
 */

export const TAC_COOKIE = 'tarteaucitron';
export const TAC_UPDATED = 'tac.consent_updated';

interface Tarteaucitron {
  job?: string[];
  userInterface?: { respond(el: HTMLElement, status: boolean): void };
}

function cookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The service's state in the tarteaucitron cookie: 'true', 'false', 'wait'… or undefined without an entry. */
export function tarteaucitronState(doc: Document, service: string): string | undefined {
  const value = cookie(doc, TAC_COOKIE);
  if (!value) return undefined;
  for (const entry of value.split('!')) {
    const eq = entry.indexOf('=');
    if (eq > 0 && entry.slice(0, eq) === service) return entry.slice(eq + 1);
  }
  return undefined;
}

export function hasConsent(doc: Document, service: string): boolean {
  const tac = tarteaucitronState(doc, service);
  if (tac === 'true' || tac === 'false') return tac === 'true';
  const own = cookie(doc, service);
  return own !== undefined && own !== '' && own !== 'false' && own !== 'wait';
}

const tarteaucitron = (doc: Document): Tarteaucitron | undefined =>
  (doc.defaultView as (Window & { tarteaucitron?: Tarteaucitron }) | null)?.tarteaucitron;

/** Whether the page runs tarteaucitron.js: its global, or its script, which may still be on its way. */
export const hasConsentManager = (doc: Document): boolean =>
  !!tarteaucitron(doc) || !!doc.querySelector('script[src*="tarteaucitron"]');

/** tarteaucitron once its panel lists the service: respond() records a choice for it from then on (it writes there). */
function panelFor(doc: Document, service: string): Tarteaucitron | undefined {
  const tac = tarteaucitron(doc);
  return tac?.userInterface && tac.job?.includes(service) && doc.getElementById('tacCurrentStatus' + service) ? tac : undefined;
}

/** tarteaucitron built its panel, and the service is not among its services (the site did not declare it there). */
const panelWithout = (doc: Document, service: string): boolean =>
  !!doc.getElementById('tarteaucitronRoot') && !tarteaucitron(doc)?.job?.includes(service);

function respond(doc: Document, tac: Tarteaucitron, service: string): void {
  const el = doc.createElement('button');
  el.id = service + 'Allowed';
  tac.userInterface!.respond(el, true);
}

/** The spec's own consent record, for pages without a consent manager (or whose manager does not list the service). */
function ownCookie(doc: Document, service: string): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${service}=true; path=/; max-age=31536000; SameSite=Lax${secure}`;
  doc.dispatchEvent(new CustomEvent(service + '_allowed'));
}

/** The consents asked for while tarteaucitron's panel was still being built, one per document and service. */
const waiting = new WeakMap<Document, Set<string>>();

/**
 * The site's consent-allow control for the service. Where tarteaucitron.js is on the page the choice is its own to
 * record: respond() on `{service}Allowed` once its panel lists the service (it builds the panel once its language and
 * services files are there, so a click on the widget's notice before that waits for it), which writes its cookie and
 * dispatches `{service}_allowed`; no cookie of ours beside it. Only on pages without it (or whose tarteaucitron does
 * not list the service) the service cookie is set and `{service}_allowed` dispatched.
 */
export function allow(doc: Document, service: string): void {
  if (!hasConsentManager(doc)) return ownCookie(doc, service);
  const ready = panelFor(doc, service);
  if (ready) return respond(doc, ready, service);
  if (panelWithout(doc, service)) return ownCookie(doc, service);
  const pending = waiting.get(doc) ?? new Set<string>();
  if (pending.has(service)) return; // a second click while waiting: one answer is enough
  waiting.set(doc, pending.add(service));
  const observer = new MutationObserver(() => {
    const tac = panelFor(doc, service);
    if (!tac && !panelWithout(doc, service)) return;
    observer.disconnect();
    pending.delete(service);
    if (tac) respond(doc, tac, service);
    else ownCookie(doc, service);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}

/** Calls back once consent is given (checked on every consent event). Returns the unsubscribe function. */
export function onConsent(doc: Document, service: string, callback: () => void): () => void {
  const events = [service + '_allowed', TAC_UPDATED];
  const check = () => {
    if (!hasConsent(doc, service)) return;
    stop();
    callback();
  };
  const stop = () => {
    for (const name of events) doc.removeEventListener(name, check);
  };
  for (const name of events) doc.addEventListener(name, check);
  return stop;
}
