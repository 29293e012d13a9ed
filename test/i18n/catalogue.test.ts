import { afterEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fr from '../../src/i18n/fr';
import { loadCatalogue, loadedCatalogue, type Catalogue } from '../../src/i18n/catalogue';

afterEach(() => vi.restoreAllMocks());

/** The shape of a catalogue: every key path, with the type of its value (and the length of lists). */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [`${at}: array(${value.length})`];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => shape(v, at ? `${at}.${k}` : k));
  return [`${at}: ${typeof value}`];
}

const languages = fs.readdirSync(path.join(__dirname, '../../src/i18n/languages')).map((f) => f.replace(/\.ts$/, ''));

describe('message catalogues', () => {
  it('the French default has the product strings', () => {
    expect(fr.news.monthsShort).toEqual(fr.news.months.map((m) => Array.from(m).slice(0, 3).join('')));
    expect(fr.news.dateFull(20, 'Novembre', 2026)).toBe('Publié le 20 Novembre 2026');
    expect([fr.news.notFound, fr.news.related, fr.news.shareTitle, fr.news.all]).toEqual(['Article introuvable.', 'À lire également', 'Partager cet article', 'Tous']);
    expect(Object.values(fr.news.shareLabels).slice(0, 5)).toEqual(['Partager', 'Twitter', 'Publier', 'Copier', 'Envoyer']);
    expect(fr.map.disabled('Google Maps')).toBe('Google Maps est désactivé.');
  });

  it.each(languages)("'%s' has every text the French catalogue has, and nothing else", async (lang) => {
    const catalogue = (await import(`../../src/i18n/languages/${lang}.ts`)).default as Catalogue;
    expect(catalogue.lang).toBe(lang);
    expect(shape(catalogue).sort()).toEqual(shape(fr).sort());
  });

  it('loads German once, in its own module, and keeps it', async () => {
    expect(loadedCatalogue('de')).toBeUndefined();
    const first = loadCatalogue('de');
    expect(loadCatalogue('de')).toBe(first);
    const de = await first;
    expect(de?.lang).toBe('de');
    expect(loadedCatalogue('de')).toBe(de);
    expect(de?.news.dateFull(5, de.news.months[1], 2026)).toBe('Veröffentlicht am 5. Februar 2026');
    expect(de?.news.dateMini(5, de.news.monthsShort[1])).toBe('5. Feb.');
  });

  it('French and languages without a catalogue get the French texts (null), without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    expect(loadedCatalogue('fr')).toBeNull();
    await expect(loadCatalogue('fr')).resolves.toBeNull();
    await expect(loadCatalogue('en')).resolves.toBeNull();
    expect(loadedCatalogue('en')).toBeNull();
    await expect(loadCatalogue('../x')).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
