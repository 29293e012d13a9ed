/**
 * The absolute URL with the page parameters every request carries (README › Architecture, http.ts): dm_cpi (the page
 * id, or 0) and dm_xhr=1, set on the URL's own query.
 */
export function withPageParams(url: string, pageId: number, base = globalThis.location?.href): string {
  const u = new URL(url, base);
  u.searchParams.set('dm_cpi', String(pageId || 0));
  u.searchParams.set('dm_xhr', '1');
  return u.href;
}
