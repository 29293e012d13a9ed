/**
 * What a React widget shows of the runtime's own states, as the runtime shows them: a diagnostic (ErrorNotice) and
 * the wait for a part's code (WaitingForCode, WithCode).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { announceFailure, fillNotice, logDiagnostic, type Diagnostic } from './errors';
import { waitForCode } from './code-wait';
import { loadCatalogue, loadedCatalogue, type Catalogue } from './i18n/catalogue';
import type { Code } from './on-demand';

/**
 * A diagnostic shown from inside a React widget (a catalogued error, or the error boundary's crash): the same markup
 * as the runtime's reports (errors.ts's fillNotice: the Bootstrap 3 alert in dev mode, the hidden mark in production),
 * written into the element React renders, before the browser paints; logged and announced once.
 */
export function ErrorNotice({ diagnostic, dev }: { diagnostic: Diagnostic; dev: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { warning, help, code } = diagnostic;
  useLayoutEffect(() => void fillNotice(ref.current!, { warning, help, code }, dev), [warning, help, code, dev]);
  useEffect(() => {
    logDiagnostic({ warning, help });
    announceFailure(ref.current, diagnostic);
  }, [warning, help]);
  return <div ref={ref} />;
}

/**
 * What stands while the code of a part loaded on demand comes (WithCode: the page language's texts, the filters, the
 * pagination, the carousel): while a chunk keeps failing, the placeholder `el` shows the 'Réessayer' control for as
 * long as this stands (code-wait.ts), as it does while the widget's own code comes, here: where the part will be, so
 * that a pagination's control is at the list's foot.
 */
function WaitingForCode({ el, children }: { el?: Element; children?: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  // A layout effect: its cleanup runs while the spot is still in the page, so focus on the control is kept.
  useLayoutEffect(() => el && waitForCode(el as HTMLElement, undefined, spot.current), [el]);
  return (
    <>
      <div ref={spot} className="dm-front-retry-spot" />
      {children}
    </>
  );
}

/** The page language's texts as code on demand (null: French). */
export const catalogueCode = (lang: string): Code<Catalogue | null> => ({ start: () => loadCatalogue(lang), now: () => loadedCatalogue(lang) });

/**
 * `children(code)` once the part's code is there; until then `pending` (its box), waiting for the code (asked for then;
 * a failure goes to the widget's error boundary). Not React.lazy or use() under a Suspense boundary: React holds a
 * boundary's reveal until 300 ms after the last fallback it committed in any widget of the page (its
 * FALLBACK_THROTTLE_MS), so a part whose code came 30 ms after the list waited 300. Here its coming is a plain state
 * update, drawn at once.
 */
export function WithCode<T>({ code, el, pending, children }: { code: Code<T>; el?: Element; pending?: ReactNode; children: (code: T) => ReactNode }) {
  const value = code.now();
  const [, redraw] = useState<object>();
  const waiting = value === undefined;
  // (`code` may be a new object each render: the same code. Once unmounted, redraw does nothing.)
  useLayoutEffect(() => {
    if (waiting)
      code.start().then(
        () => redraw({}),
        (error: unknown) =>
          redraw(() => {
            throw error;
          }),
      );
  }, [waiting]);
  return waiting ? <WaitingForCode el={el}>{pending}</WaitingForCode> : children(value);
}
