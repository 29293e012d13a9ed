import { useText } from './text';

/**
 * The loader shown while news load (spec §9.1): minimum height 130 px, spinner types 1 to 4. wordless: no text (while
 * the page language's texts themselves load).
 */
export function Loader({ type, wordless = false }: { type: number; wordless?: boolean }) {
  const text = useText();
  return (
    <div className={`dm-news-loader dm-news-spinner-${type}`} role="status">
      <span className="dm-news-spinner" aria-hidden="true" />
      {!wordless && <span className="sr-only">{text.loading}</span>}
    </div>
  );
}
