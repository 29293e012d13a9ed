import { describe, expect, it } from 'vitest';
import { GERMAN_NOTICE, install } from '../../src/page/consent-text';
import { page } from './context';

const FORM = `<form><div class="checkbox dm-consent" data-privacy-url="/de/datenschutz"><label><input type="checkbox" required> J'accepte la <a href="/fr/confidentialite">politique</a>. *</label></div></form>`;

describe('consent text', () => {
  it('replaces the consent text with the German notice on German pages, keeping the checkbox and the link target', () => {
    install(page(FORM, {}, 'de'));
    const label = document.querySelector('label')!;
    expect(label.querySelector('input[type="checkbox"][required]')).not.toBeNull();
    expect(label.textContent).not.toContain("J'accepte");
    expect(label.textContent!.trim()).toBe(GERMAN_NOTICE.before + GERMAN_NOTICE.link + GERMAN_NOTICE.after);
    expect(label.querySelector('a')!.getAttribute('href')).toBe('/fr/confidentialite');
    expect(label.querySelector('.dm-consent-text')!.getAttribute('lang')).toBe('de');
    for (const word of ['Datenschutzerklärung', 'Pflichtfelder', 'Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit']) {
      expect(label.textContent).toContain(word);
    }
  });

  it('uses data-privacy-url when the label has no link; keeps French pages as they are', () => {
    install(page(FORM.replace(/<a[^>]*>politique<\/a>/, 'politique'), {}, 'de'));
    expect(document.querySelector('label a')!.getAttribute('href')).toBe('/de/datenschutz');
    install(page(FORM, {}, 'fr'));
    expect(document.querySelector('label')!.textContent).toContain("J'accepte la politique");
  });
});
