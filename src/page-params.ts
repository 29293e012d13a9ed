/** The page parameters every request carries (spec §7.1): dm_cpi (the page id, or 0) and dm_xhr=1. */
export const PAGE_PARAMS = (pageId: number) => ({ dm_cpi: String(pageId || 0), dm_xhr: '1' });

/** The absolute URL with the page parameters set, the URL's own query kept. */
export function withPageParams(url: string, pageId: number, base = globalThis.location?.href): string {
  const u = new URL(url, base);
  for (const [k, v] of Object.entries(PAGE_PARAMS(pageId))) u.searchParams.set(k, v);
  return u.href;
}
