/**
 * The map widget type (its own small chunk, with the consent notice: the entry imports it beside the runtime chunk when
 * a map placeholder is found): options schema with the defaults of README › Office-map widget, "Options"; the consent
 * gate and the office-records first call. Before consent only the DOM-built notice shows: neither the map chunk nor
 * anything from a maps host is loaded. After consent the gate stays closed until the placeholder comes within one
 * viewport of being seen (a map load is billed per load). The records request starts once the gate opened, in parallel
 * with the view's code.
 */
import { defineWidget, loadCatalogue, loadedCatalogue, type Catalogue, type WidgetEnv } from '../../src/core';
import { allow, hasConsent, onConsent } from '../../src/consent';
import { showConsentNotice } from './consent-notice';
import { map as fr } from '../../src/i18n/fr/map';
import { whenNear } from './near';
import { MapOptionsSchema, type MapOptions } from './map-options';
import { MAPS_SERVICE, mapsKey } from './service';
import type { Office } from './records';

/**
 * Resolves once maps consent is given (at once when it already is); shows the notice until then, in the page language
 * (a language other than French waits for its texts; they load beside the view's code when consent is given).
 */
export function consentGate(options: MapOptions, { ctx, el, signal }: WidgetEnv): Promise<void> {
  el.style.setProperty('--dm-map-ratio', String(options.mapRatioPercent));
  if (!mapsKey({ ctx })) return Promise.reject(new Error('Bad gmap_key'));
  const doc = el.ownerDocument;
  const texts = loadCatalogue(ctx.lang);
  if (hasConsent(doc, MAPS_SERVICE.key)) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    let byButton = false;
    let settled = false;
    let removeNotice = () => {};
    const show = (c: Catalogue | null) => {
      if (settled) return;
      const lang = c?.lang ?? 'fr';
      removeNotice = showConsentNotice(el, MAPS_SERVICE.name, () => {
        byButton = true;
        allow(doc, MAPS_SERVICE.key);
      }, c?.map ?? fr, lang === ctx.lang ? undefined : lang);
    };
    const ready = loadedCatalogue(ctx.lang);
    if (ready !== undefined) show(ready);
    else void texts.then(show);
    const done = () => {
      settled = true;
      removeNotice();
      signal.removeEventListener('abort', stop);
    };
    const unsubscribe = onConsent(doc, MAPS_SERVICE.key, () => {
      const focused = byButton;
      done();
      if (focused) {
        el.tabIndex = -1;
        el.focus();
      }
      resolve();
    });
    const stop = () => {
      unsubscribe();
      done();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export default defineWidget<MapOptions, Promise<Office[]>>({
  type: 'map',
  options: MapOptionsSchema,
  gate: (options, env) => consentGate(options, env).then(() => whenNear(env.el, env.signal)),
  firstCalls: (options, { ctx, http, signal }) =>
    import('./records').then(({ fetchOffices }) => fetchOffices(http, options.lepContentId, ctx.dev, signal)),
  load: () => import('./view'),
});
