/**
 * Pagination (README › News widget, "Options": hasPagination; "Query parameters"): page links with « and », disabled at
 * the ends (« leads to the last page from past it); real URLs with ?page=N (href) that the widget intercepts. One row
 * on any screen: the first page, the current one with its neighbours and the last, gaps shown as '…'. The list view
 * decides whether it shows (count > per-page number) and how many pages there are. Loaded on demand; imports nothing
 * else of the widget. Its links to other pages are marked dm-prefetch (src/speculation.ts).
 */

/** The page numbers shown, 0 for a gap: 1 … page-1 page page+1 … pages (a gap of one page shows that page). */
export function pageWindow(pages: number, page: number): number[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (last && n - last === 2) out.push(n - 1);
    else if (last && n - last > 2) out.push(0);
    out.push(n);
  }
  return out;
}
import type { MouseEvent } from 'react';

export interface PaginationProps {
  /** Its texts (from the list view: this chunk imports no texts). */
  text: { pagination: string; previousPage: string; nextPage: string };
  pages: number;
  page: number;
  href: (page: number) => string;
  onPage: (page: number) => void;
}

export function Pagination({ text, pages, page, href, onPage }: PaginationProps) {
  const follow = (n: number) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onPage(n);
  };
  const edge = (n: number, label: string, text: string, disabled: boolean) => (
    <li className={disabled ? 'disabled' : undefined}>
      {disabled ? (
        <span aria-label={label} aria-disabled="true">{text}</span>
      ) : (
        <a href={href(n)} className="dm-prefetch" aria-label={label} onClick={follow(n)}>{text}</a>
      )}
    </li>
  );
  return (
    <nav aria-label={text.pagination} className="dm-news-pagination">
      <ul className="pagination">
        {edge(Math.min(page - 1, pages), text.previousPage, '«', page <= 1)}
        {pageWindow(pages, page).map((n, i) =>
          n ? (
            <li key={n} className={n === page ? 'active' : undefined}>
              <a href={href(n)} className={n === page ? undefined : 'dm-prefetch'} aria-current={n === page ? 'page' : undefined} onClick={follow(n)}>
                {n}
              </a>
            </li>
          ) : (
            <li key={`gap${i}`} className="disabled dm-news-pager-gap" aria-hidden="true">
              <span>…</span>
            </li>
          ),
        )}
        {edge(page + 1, text.nextPage, '»', page >= pages)}
      </ul>
    </nav>
  );
}
