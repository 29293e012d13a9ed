/**
 * Pagination (spec §4.8, §9.2): page links with « and », disabled at the ends (« leads to the last page from past
 * it); real URLs with ?page=N (href) that the widget intercepts. The list view decides whether it shows (count >
 * per-page number) and how many pages there are. Loaded on demand; imports nothing else of the widget (its texts
 * come as a prop).
 */
import type { MouseEvent } from 'react';

export interface PaginationProps {
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
        <a href={href(n)} aria-label={label} onClick={follow(n)}>{text}</a>
      )}
    </li>
  );
  return (
    <nav aria-label={text.pagination} className="dm-news-pagination">
      <ul className="pagination">
        {edge(Math.min(page - 1, pages), text.previousPage, '«', page <= 1)}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n} className={n === page ? 'active' : undefined}>
            <a href={href(n)} aria-current={n === page ? 'page' : undefined} onClick={follow(n)}>
              {n}
            </a>
          </li>
        ))}
        {edge(page + 1, text.nextPage, '»', page >= pages)}
      </ul>
    </nav>
  );
}
