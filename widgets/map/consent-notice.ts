/**
 * The consent notice (spec §2.7): inserted inside the map area while maps consent is missing, built with DOM APIs
 * (it shows before React or any map code is loaded). Its button triggers the site's consent-allow control.
 */
export const NOTICE_CLASS = 'dm-map-consent';

export const noticeText = (service: string) => ({
  disabled: `${service} est désactivé.`,
  explanation:
    "En autorisant ces API tierces, vous acceptez le dépôt et la lecture de cookies et l'utilisation de technologies de suivi nécessaires à leur bon fonctionnement.",
  allow: `Autoriser ${service}`,
});

/** Inserts the notice into el; returns the function that removes it. */
export function showConsentNotice(el: HTMLElement, service: string, onAllow: () => void): () => void {
  const doc = el.ownerDocument;
  const text = noticeText(service);
  const box = doc.createElement('div');
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
