/**
 * Pagination (spec §4.8, §9.2): page links with « and », disabled at the ends; real URLs with ?page=N that the
 * widget intercepts. Shown only when the count exceeds the per-page number.
 */
import type { MouseEvent } from 'react';
import { pageCount } from './format';
import { pageHref } from './links';

export interface PaginationProps {
  count: number;
  perPage: number;
  cap: number;
  page: number;
  onPage: (page: number) => void;
}

export function Pagination({ count, perPage, cap, page, onPage }: PaginationProps) {
  const pages = pageCount(count, perPage, cap);
  if (count <= perPage || pages < 2) return null;
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
        <a href={pageHref(n)} aria-label={label} onClick={follow(n)}>{text}</a>
      )}
    </li>
  );
  return (
    <nav aria-label="Pagination des actualités" className="dm-news-pagination">
      <ul className="pagination">
        {edge(page - 1, 'Page précédente', '«', page <= 1)}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n} className={n === page ? 'active' : undefined}>
            <a href={pageHref(n)} aria-current={n === page ? 'page' : undefined} onClick={follow(n)}>
              {n}
            </a>
          </li>
        ))}
        {edge(page + 1, 'Page suivante', '»', page >= pages)}
      </ul>
    </nav>
  );
}
