/**
 * The consent notice (README › Office-map widget, "Consent"): inserted inside the map area while maps consent is
 * missing, built with DOM APIs (it shows before React or any map code is loaded). Its button triggers the site's
 * consent-allow control. Its texts are the page language's (French: 'Google Maps est désactivé.', German: 'Google Maps
 * ist deaktiviert.').
 */
import type { MapText } from '../../src/core';
import { map as fr } from '../../src/i18n/fr/map';

export const NOTICE_CLASS = 'dm-map-consent';

export const noticeText = (service: string, text: Pick<MapText, 'disabled' | 'explanation' | 'allow'> = fr) => ({
  disabled: text.disabled(service),
  explanation: text.explanation,
  allow: text.allow(service),
});

/**
 * Inserts the notice into el; returns the function that removes it. lang: the texts' language, set on the notice when
 * it is not the page's (a page in a language without catalogue shows French).
 */
export function showConsentNotice(el: HTMLElement, service: string, onAllow: () => void, messages: MapText = fr, lang?: string): () => void {
  const doc = el.ownerDocument;
  const text = noticeText(service, messages);
  const box = doc.createElement('div');
  if (lang) box.lang = lang;
  box.className = NOTICE_CLASS;
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', service);
  const title = doc.createElement('p');
  title.className = `${NOTICE_CLASS}__title`;
  title.textContent = text.disabled;
  const explanation = doc.createElement('p');
  explanation.textContent = text.explanation;
  const allow = doc.createElement('button');
  allow.type = 'button';
  allow.className = `btn btn-link ${NOTICE_CLASS}__allow`;
  allow.textContent = text.allow;
  allow.addEventListener('click', onAllow);
  box.append(title, explanation, allow);
  el.querySelector(`:scope > .${NOTICE_CLASS}`)?.remove();
  el.append(box);
  return () => box.remove();
}
