/**
 * A diagnostic shown from inside a React widget (a catalogued error, or the error boundary's crash): the same markup
 * as the runtime's reports (errors.ts's fillNotice: the Bootstrap 3 alert in dev mode, the hidden mark in production),
 * written into the element React renders, before the browser paints; logged and announced once.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { announceFailure, fillNotice, logDiagnostic, type Diagnostic } from './errors';

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
