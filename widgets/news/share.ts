/**
 * Sharing an article (README › News widget, "Sharing"): the networks' sharing pages in a popup (600x574 for LinkedIn,
 * the professional network; 600x600 for the others), each carrying the page URL with bots=1 added and the title; print;
 * mailto with the title as subject and the URL as body; copy link. Title and labels from the site's share setting (its
 * block for the page language first), else the page language's catalogue (French: Partager cet article; Partager,
 * Twitter, Publier, Copier, Envoyer).
 */
import { isObject, type NewsText, type ShareAction } from '../../src/core';
import { news as fr } from '../../src/i18n/fr/news';

export type Network = 'facebook' | 'twitter' | 'linkedin';
export type { ShareAction };

export const SHARE_TITLE = fr.shareTitle;

export const DEFAULT_LABELS: Record<ShareAction, string> = fr.shareLabels;

export const POPUP_SIZE: Record<Network, { width: number; height: number }> = {
  linkedin: { width: 600, height: 574 },
  facebook: { width: 600, height: 600 },
  twitter: { width: 600, height: 600 },
};

/** The page URL as shared: bots=1 added, no fragment. */
export function sharedUrl(here: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(here);
  url.hash = '';
  url.searchParams.set('bots', '1');
  return url.href;
}

export function networkUrl(network: Network, url: string, title: string): string {
  switch (network) {
    case 'facebook':
      return 'https://www.facebook.com/sharer/sharer.php?' + new URLSearchParams({ u: url, t: title });
    case 'twitter':
      return 'https://twitter.com/intent/tweet?' + new URLSearchParams({ url, text: title });
    case 'linkedin':
      return 'https://www.linkedin.com/shareArticle?' + new URLSearchParams({ mini: 'true', url, title });
  }
}

export const mailtoUrl = (url: string, title: string): string =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

export function popupFeatures(network: Network, screenWidth = 1280, screenHeight = 800): string {
  const { width, height } = POPUP_SIZE[network];
  const left = Math.max(0, Math.round((screenWidth - width) / 2));
  const top = Math.max(0, Math.round((screenHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

const record = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * The share setting (site setting `share`, README › Languages): a JSON string of a title and buttons with labels. It
 * may also hold one block per language, keyed by its code ({"title": …, "de": {"title": "Artikel teilen", "facebook":
 * {"label": "Teilen"}}}), which wins on pages in that language. What the setting leaves out, or cannot be read, comes
 * from the catalogue.
 */
export function shareSettings(raw: unknown, defaults: Pick<NewsText, 'shareTitle' | 'shareLabels'> = fr, lang = ''): { title: string; labels: Record<ShareAction, string> } {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
  }
  const s = record(value);
  const own = lang ? record(s[lang]) : {};
  const labels = { ...defaults.shareLabels };
  for (const key of Object.keys(labels) as ShareAction[]) {
    labels[key] = text(record(own[key]).label) ?? text(record(s[key]).label) ?? labels[key];
  }
  return { title: text(own.title) ?? text(s.title) ?? defaults.shareTitle, labels };
}
