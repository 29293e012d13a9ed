/**
 * What a news widget shows while its data loads or fails to (README › News widget, "Options": loaderType): the spinner
 * (minimum height 130 px, types 1 to 4), the slow-call and retry notices; and the boxes built with plain DOM inside
 * React's tree.
 */
import { useLayoutEffect, useRef } from 'react';
import { keepFocus, RequestError } from '../../src/core';
import { useText } from './text';

/** What a failed news call logs (README › News widget), whichever list or article it was for. */
export const IMPORT_ERROR = "Erreur lors de l'importation des données";

/** After this long without an answer, a loader says the data is still coming (a call is never timed out). */
export const SLOW_MS = 10_000;

/** Whether a failed call can succeed when made again: a network error or a server error. */
export const retryable = (e: unknown): boolean => e instanceof RequestError && (e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500));

export function Spinner({ type }: { type: number }) {
  const text = useText();
  return (
    <div className={`dm-news-loader dm-news-spinner-${type}`} role="status">
      <span className="dm-news-spinner" aria-hidden="true" />
      <span className="sr-only">{text.loading}</span>
    </div>
  );
}

/**
 * A box built with plain DOM inside React's tree, built once: the skeleton (skeleton.ts), the same markup the entry
 * drew before React came, so the page does not move when React takes the placeholder over; or an image shown before
 * its card or article (early-images.ts). The wrapper has no box of its own (display: contents).
 */
export function DomBox({ build, className = 'dm-news-dom' }: { build: (doc: Document) => Node; className?: string }) {
  return <div className={className} ref={(host) => void (host && !host.firstChild && host.append(build(host.ownerDocument)))} />;
}

/** A call that takes long: never timed out, but the visitor is told it is still coming. */
export function SlowNotice() {
  return <p className="dm-news-slow" role="status">{useText().slow}</p>;
}

/**
 * A call that failed and may succeed again: what failed, and a 'Réessayer' button (also retried when back online).
 * The notice goes while the call is made again: focus on its button moves to the placeholder, where what comes next
 * is shown (the part around the notice may go too: a first list's skeleton comes back), not to the page's start.
 */
export function RetryNotice({ message, className = '', onRetry }: { message: string; className?: string; onRetry: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // A layout effect's cleanup runs while the notice is still in the page (React removes it after).
  useLayoutEffect(() => () => keepFocus(box.current), []);
  return (
    <div ref={box} className={`dm-front-retry dm-news-retry ${className}`} role="alert" data-code="network">
      {message}{' '}
      <button type="button" className="btn btn-default" onClick={onRetry}>{useText().retry}</button>
    </div>
  );
}
