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

/**
 * The site's consent-allow control for the service: tarteaucitron's own (respond on `{service}Allowed`) when it
 * manages the service on this page, otherwise the service cookie is set and `{service}_allowed` dispatched.
 */
export function allow(doc: Document, service: string): void {
  const tac = tarteaucitron(doc);
  // respond() updates tarteaucitron's panel: usable once its panel lists the service.
  if (tac?.userInterface && tac.job?.includes(service) && doc.getElementById('tacCurrentStatus' + service)) {
    const el = doc.createElement('button');
    el.id = service + 'Allowed';
    tac.userInterface.respond(el, true);
    return;
  }
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${service}=true; path=/; max-age=31536000; SameSite=Lax${secure}`;
  doc.dispatchEvent(new CustomEvent(service + '_allowed'));
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
