/**
 * The absolute URL with the page parameters every request carries (README › Architecture, http.ts): dm_cpi (the page
 * id, or 0) and dm_xhr=1, set on the URL's own query.
 */
const made = new Map<string, string>();

export function withPageParams(url: string, pageId: number, base = globalThis.location?.href): string {
  // Worked out once per URL (about 50 µs each: a page of 2,000 widgets asks for the same few URLs thousands of times).
  const key = `${pageId} ${base} ${url}`;
  let href = made.get(key);
  if (href === undefined) {
    const u = new URL(url, base);
    u.searchParams.set('dm_cpi', String(pageId || 0));
    u.searchParams.set('dm_xhr', '1');
    made.set(key, (href = u.href));
  }
  return href;
}
