/**
 * The outdated-browser warning banner (README › Page behaviours, "When the outdated-browser banner appears"),
 * loaded by import() only for browsers that need it (index.ts, with needsOutdatedBanner of browser-check.ts): browsers
 * that run this module script but lack a feature of 2022-era browsers the site relies on (structuredClone,
 * Array.prototype.at, ResizeObserver): roughly Chrome < 98, Firefox < 94, Safari < 15.4. Browsers too old to run module
 * scripts run nothing and see the page as is. The banner, `div.dm-outdated-browser` with role=alert, is put first in
 * body (banners.ts then sets the top padding); its content is the page's `<template id="dm-outdated-browser">` if there
 * is one, else a built-in French or German text with a close button.
 */
import type { PageContext } from '../page-context';

const TEXT: Record<string, string> = {
  fr: 'Votre navigateur est obsolète : certaines fonctions de ce site peuvent ne pas fonctionner. Mettez-le à jour pour une navigation plus sûre et plus rapide.',
  de: 'Ihr Browser ist veraltet: Einige Funktionen dieser Website funktionieren möglicherweise nicht. Aktualisieren Sie ihn für mehr Sicherheit und Geschwindigkeit.',
};
const CLOSE: Record<string, string> = { fr: 'Fermer', de: 'Schließen' };

export function outdatedBanner(ctx: PageContext): HTMLElement {
  const { doc } = ctx;
  const template = doc.getElementById('dm-outdated-browser');
  const banner = doc.createElement('div');
  banner.className = 'dm-outdated-browser';
  banner.setAttribute('role', 'alert');
  if (template instanceof HTMLTemplateElement) banner.append(template.content.cloneNode(true));
  else {
    const p = doc.createElement('p');
    p.textContent = TEXT[ctx.lang] ?? TEXT.fr;
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('data-dismiss', 'banner');
    close.setAttribute('aria-label', CLOSE[ctx.lang] ?? CLOSE.fr);
    close.textContent = '×';
    banner.append(p, close);
  }
  return banner;
}

export function install(ctx: PageContext): void {
  ctx.doc.body.prepend(outdatedBanner(ctx));
}
