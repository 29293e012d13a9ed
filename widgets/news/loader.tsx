/** The loader shown while news load (spec §9.1): minimum height 130 px, spinner types 1 to 4; and DOM-built boxes. */
import { useText } from './text';

export function Loader({ type }: { type: number }) {
  const text = useText();
  return (
    <div className={`dm-news-loader dm-news-spinner-${type}`} role="status">
      <span className="dm-news-spinner" aria-hidden="true" />
      <span className="sr-only">{text.loading}</span>
    </div>
  );
}

/**
 * A box built with plain DOM (skeleton.ts) inside React's tree: the same markup the entry drew before React came, so
 * the page does not move when React takes the placeholder over. The wrapper has no box of its own (display: contents).
 */
export function DomBox({ build }: { build: (doc: Document) => Node }) {
  return <div className="dm-news-dom" ref={(host) => void (host && !host.firstChild && host.append(build(host.ownerDocument)))} />;
}
