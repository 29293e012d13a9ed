/**
 * The article id of a slug lookup's answer, checked before it goes into a URL: shared by the article call (calls.ts),
 * its early sending (early-images.ts) and the answers' schemas (responses.ts). Not in urls.ts, which the entry holds.
 */

/** The full article's call (README › News widget, "Calls"). Here, not in urls.ts: the entry does not make it. */
export const articleUrl = (id: string | number): string =>
  `ajax/testa/article/id/${encodeURIComponent(id)}/xsl/Html_To_Diem_BS3/size/xbig`;

/** An article id as the service makes them: digits (letters, '_' and '-' allowed), never a path like '..'. */
export const ARTICLE_ID = /^[\w-]{1,64}$/;

/** The article call of a slug lookup's answer, or undefined where it gives no article id (not found, or an answer the view will report). */
export function articleCallOf(slugAnswer: unknown): string | undefined {
  const id = (slugAnswer as { articleId?: unknown } | null)?.articleId;
  const valid = typeof id === 'number' ? Number.isInteger(id) && id > 0 : typeof id === 'string' && ARTICLE_ID.test(id);
  return valid ? articleUrl(id as string | number) : undefined;
}
