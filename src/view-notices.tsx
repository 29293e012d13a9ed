/**
 * What a React widget shows of the runtime's own states, as the runtime shows them: a diagnostic (ErrorNotice) and
 * the wait for a part's code (WaitingForCode).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { announceFailure, fillNotice, logDiagnostic, type Diagnostic } from './errors';
import { waitForCode } from './code-wait';

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
 * A Suspense fallback while the code of a lazily loaded part comes (the page language's texts, the article view, the
 * filters, the pagination, the carousel): while a chunk keeps failing, the placeholder `el` shows the 'Réessayer'
 * control for as long as this stands (code-wait.ts), as it does while the widget's own code comes, here: where the
 * part will be, so that a pagination's control is at the list's foot.
 */
export function WaitingForCode({ el, children }: { el?: Element; children?: ReactNode }) {
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
