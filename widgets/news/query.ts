/**
 * The page's query parameters used by the news widgets (README › News widget, "Query parameters"): data, never HTML.
 * ?page is an integer (else 1), ?title a slug, ?article '{JSON array of topic codes}|{slug}', ?debug a flag.
 */

export interface ArticleParam {
  topics: string[];
  slug: string;
}

export interface NewsQuery {
  page: number;
  /** The slug of ?title ('' when absent). */
  title: string;
  article?: ArticleParam;
  debug: boolean;
}

/** The page number of ?page: a positive integer (one too large to count is past any end), else 1. */
export function pageParam(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return 1;
  const n = Number(value);
  return n < 1 ? 1 : Math.min(n, 2 ** 53);
}

/** A slug the news service can have made: letters (accents too), digits, '-' and '_'. Anything else is not found. */
export const isSlug = (s: string): boolean => /^[\p{L}\p{N}_-]{1,200}$/u.test(s);

export function articleParam(value: string | null): ArticleParam | undefined {
  if (!value) return undefined;
  const bar = value.lastIndexOf('|');
  if (bar < 0) return undefined;
  let topics: unknown;
  try {
    topics = JSON.parse(value.slice(0, bar));
  } catch {
    return undefined;
  }
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) return undefined;
  return { topics, slug: value.slice(bar + 1) };
}

export function readQuery(search: string = globalThis.location?.search ?? ''): NewsQuery {
  const q = new URLSearchParams(search);
  return {
    page: pageParam(q.get('page')),
    title: q.get('title') ?? '',
    article: articleParam(q.get('article')),
    debug: q.has('debug'),
  };
}
