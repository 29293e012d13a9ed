/**
 * Sharing an article (spec §7.3, §9.2): the networks' sharing pages in a popup (600x574 for LinkedIn, the
 * professional network; 600x600 for the others), each carrying the page URL with bots=1 added and the title; print;
 * mailto with the title as subject and the URL as body; copy link. Labels from the site's share setting, else
 * Partager, Twitter, Publier, Copier, Envoyer.
 */

export type Network = 'facebook' | 'twitter' | 'linkedin';
export type ShareAction = Network | 'print' | 'email' | 'copy';

export const SHARE_TITLE = 'Partager cet article';

export const DEFAULT_LABELS: Record<ShareAction, string> = {
  facebook: 'Partager', twitter: 'Twitter', linkedin: 'Publier', copy: 'Copier', email: 'Envoyer', print: 'Imprimer',
};

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

/** The share setting (spec §3.4): a JSON string of a title and buttons with labels; anything unreadable → defaults. */
export function shareSettings(raw: unknown): { title: string; labels: Record<ShareAction, string> } {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
  }
  const s = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const labels = { ...DEFAULT_LABELS };
  for (const key of Object.keys(labels) as ShareAction[]) {
    const label = (s[key] as { label?: unknown } | undefined)?.label;
    if (typeof label === 'string' && label.trim()) labels[key] = label;
  }
  return { title: typeof s.title === 'string' && s.title.trim() ? s.title : SHARE_TITLE, labels };
}
