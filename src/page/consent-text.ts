/**
 * Contact forms' consent text (README › Page behaviours, German consent): on German pages (html lang, else the page's
 * lang), the text of each contact form's consent checkbox (`.dm-consent label`, the label holding
 * `input[type=checkbox]`) is replaced with the German data-protection notice; French pages keep their text. The
 * privacy-policy link is the label's own link if it has one, else the consent element's `data-privacy-url`.
 */
import type { PageContext } from '../page-context';

export const GERMAN_NOTICE = {
  before: 'Ich habe die ',
  link: 'Datenschutzerklärung',
  after:
    ' gelesen und akzeptiere sie. Mit * gekennzeichnete Felder sind Pflichtfelder. Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit Ihrer Daten.',
};

export function install(ctx: PageContext): void {
  if (ctx.lang !== 'de') return;
  const { doc } = ctx;
  for (const consent of doc.querySelectorAll<HTMLElement>('.dm-consent')) {
    const label = consent.querySelector('label');
    const box = label?.querySelector('input[type="checkbox"]') ?? consent.querySelector('input[type="checkbox"]');
    if (!label || !box) continue;
    const href = label.querySelector('a[href]')?.getAttribute('href') ?? consent.dataset.privacyUrl;
    const text = doc.createElement('span');
    text.className = 'dm-consent-text';
    text.lang = 'de';
    text.append(GERMAN_NOTICE.before);
    if (href) {
      const a = doc.createElement('a');
      a.href = href;
      a.textContent = GERMAN_NOTICE.link;
      text.append(a);
    } else text.append(GERMAN_NOTICE.link);
    text.append(GERMAN_NOTICE.after);
    for (const node of [...label.childNodes]) if (node !== box && !(node instanceof Element && node.contains(box))) node.remove();
    label.append(' ', text);
    consent.classList.add('dm-consent-de'); // shown from now on (page.css)
  }
}
