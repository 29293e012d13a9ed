/**
 * Where a request goes (README › Architecture, http.ts): an action ('ajax/…', a path relative to the page config's
 * script_name: SPEC §3.1, base + action, so '/dev.php/ajax/…' on the dev front controller's pages; script_name ends
 * with '/'), or an absolute path or URL (the templates); with the page parameters every request carries: dm_cpi (the
 * page id, or 0) and dm_xhr=1, set on the URL's own query.
 */
export const actionUrl = (url: string, scriptName = '/'): string => new URL(url, new URL(scriptName, location.href)).href;

const made = new Map<string, string>();

export function withPageParams(url: string, pageId: number, scriptName?: string): string {
  // Worked out once per URL (about 50 µs each: a page of 2,000 widgets asks for the same few URLs thousands of times).
  // Only the page's origin counts: an action resolves against script_name, a path against the origin.
  const key = `${pageId} ${scriptName} ${url}`;
  let href = made.get(key);
  if (href === undefined) {
    const u = new URL(actionUrl(url, scriptName));
    u.searchParams.set('dm_cpi', String(pageId || 0));
    u.searchParams.set('dm_xhr', '1');
    made.set(key, (href = u.href));
  }
  return href;
}
