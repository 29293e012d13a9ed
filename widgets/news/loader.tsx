import { useText } from './text';

/** The loader shown while news load (spec §9.1): minimum height 130 px, spinner types 1 to 4. */
export function Loader({ type }: { type: number }) {
  const text = useText();
  return (
    <div className={`dm-news-loader dm-news-spinner-${type}`} role="status">
      <span className="dm-news-spinner" aria-hidden="true" />
      <span className="sr-only">{text.loading}</span>
    </div>
  );
}
