/**
 * The map widget type (its own small chunk, with the consent notice: the entry imports it beside the runtime chunk when
 * a map placeholder is found): options schema with the defaults of README › Office-map widget, "Options"; the consent
 * gate and the office-records first call. Before consent only the DOM-built notice shows (from the moment this chunk
 * arrives, before the runtime has validated the options: earlyNotice): neither the map chunk nor anything from a maps
 * host is loaded. After consent the gate stays closed until the placeholder comes within one viewport of being seen
 * (a map load is billed per load). The records request starts once the gate opened, in parallel with the view's code.
 */
import { DiagnosticError, loadCatalogue, loadedCatalogue, SKELETON_CLASS, waitForCode, type Catalogue, type WidgetDefinition, type WidgetEnv } from '../../src/core';
import { allow, hasConsent, onConsent } from '../../src/consent';
import { NOTICE_CLASS, showConsentNotice } from './consent-notice';
import { map as fr } from '../../src/i18n/fr/map';
import { whenNear } from './near';
import { whenShown } from '../../src/activation';
import { MapOptionsSchema, type MapOptions } from './map-options';
import { BAD_GMAP_KEY, MAPS_SERVICE, mapsKey } from './service';
import type { Office } from './records';

/** A placeholder's consent notice, shown once: by the early hook, else by the gate. */
interface Notice {
  /** Whether consent came from its button (the map then takes the focus). */
  byButton: boolean;
  showing(): boolean;
  remove(): void;
}
const notices = new WeakMap<Element, Notice>();

/**
 * Shows the placeholder's consent notice, in the page language (a language other than French waits for its texts,
 * which load beside the view's code when consent is given), unless it shows already.
 */
function noticeOf(el: HTMLElement, ctx: WidgetEnv['ctx']): Notice {
  const shown = notices.get(el);
  if (shown?.showing()) return shown;
  const doc = el.ownerDocument;
  let removeBox: (() => void) | undefined;
  let removed = false;
  const notice = {
    byButton: false,
    // Its texts still on their way, or its box in the placeholder (an unmount removes it with the skeleton's class).
    showing: () => !removed && (!removeBox || !!el.querySelector(`:scope > .${NOTICE_CLASS}`)),
    remove() {
      removed = true; // texts that come later show nothing
      removeBox?.();
      notices.delete(el);
    },
  };
  const show = (c: Catalogue | null) => {
    if (removed) return;
    const lang = c?.lang ?? 'fr';
    removeBox = showConsentNotice(el, MAPS_SERVICE.name, () => {
      notice.byButton = true;
      allow(doc, MAPS_SERVICE.key);
    }, c?.map ?? fr, lang === ctx.lang ? undefined : lang);
  };
  const ready = loadedCatalogue(ctx.lang);
  if (ready !== undefined) show(ready);
  else void loadCatalogue(ctx.lang).then(show);
  notices.set(el, notice);
  return notice;
}

/**
 * Before the options are validated (the runtime chunk may still be on its way): the notice, where a maps key is set,
 * consent is missing and the page language's texts are there (French always; another language's start loading, and
 * the gate shows the notice once they come). It carries the skeleton's class until the gate takes it over, so that
 * options that turn out invalid, or an unmount, remove it with the placeholder's other marks.
 */
export function earlyNotice({ ctx, el }: Pick<WidgetEnv, 'ctx' | 'el'>): void {
  if (loadedCatalogue(ctx.lang) === undefined) return void loadCatalogue(ctx.lang);
  if (!mapsKey({ ctx }) || hasConsent(el.ownerDocument, MAPS_SERVICE.key) || notices.get(el)?.showing()) return;
  noticeOf(el, ctx);
  el.querySelector(`:scope > .${NOTICE_CLASS}`)?.classList.add(SKELETON_CLASS);
}

/**
 * Resolves once maps consent is given (at once when it already is); shows the notice until then (or keeps the one
 * the early hook showed).
 */
export function consentGate(options: MapOptions, { ctx, el, signal }: WidgetEnv): Promise<void> {
  el.style.setProperty('--dm-map-ratio', String(options.mapRatioPercent));
  if (!mapsKey({ ctx })) return Promise.reject(new DiagnosticError(BAD_GMAP_KEY));
  const doc = el.ownerDocument;
  loadCatalogue(ctx.lang); // the texts of the map and its notice start loading
  // Consent given by a notice's button: the map, where it comes, takes the focus the button had.
  const opened = (notice: Notice | undefined) => {
    notice?.remove();
    if (notice?.byButton) {
      el.tabIndex = -1;
      el.focus();
    }
  };
  // Given already; or by the early notice's button, before the options were validated.
  if (hasConsent(doc, MAPS_SERVICE.key)) return Promise.resolve(opened(notices.get(el)));
  return new Promise<void>((resolve, reject) => {
    const notice = noticeOf(el, ctx);
    el.querySelector(`:scope > .${NOTICE_CLASS}`)?.classList.remove(SKELETON_CLASS); // the widget's own from now on
    const unsubscribe = onConsent(doc, MAPS_SERVICE.key, () => {
      signal.removeEventListener('abort', stop);
      opened(notice);
      resolve();
    });
    const stop = () => {
      unsubscribe();
      notice.remove();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export default {
  type: 'map',
  options: MapOptionsSchema,
  early: earlyNotice,
  // Consent, a page shown (not a prerender the visitor has not opened: no maps request, no billed load), and near.
  gate: (options, env) => consentGate(options, env).then(() => whenShown(env.el.ownerDocument)).then(() => whenNear(env.el, env.signal)),
  firstCalls: (options, { ctx, http, signal, el }) => {
    const code = import('./records');
    waitForCode(el, code); // (its chunk failing: the 'Réessayer' control, as for the view's code)
    return code.then(({ fetchOffices }) => fetchOffices(http, options.lepContentId, ctx.dev, signal));
  },
  load: () => import('./view'),
} satisfies WidgetDefinition<MapOptions, Promise<Office[]>>;
