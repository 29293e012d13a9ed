/**
 * The React side of mounting, loaded with the first widget chunk: one root per placeholder, with its own
 * identifierPrefix, behind its own error boundary. Also the alert used to show catalogued errors from inside widgets.
 */
import { Component, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ALERT_CLASS, MARK_CLASS, announceFailure, type Diagnostic } from './diagnostics';
import { warn } from './log';

interface BoundaryProps {
  dev: boolean;
  toDiagnostic: (error: unknown) => Diagnostic;
  children: ReactNode;
}

/** React logs the caught error itself (onCaughtError); the boundary shows the widget's diagnostic in its place. */
class Boundary extends Component<BoundaryProps, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override render() {
    if (this.state.failed) return <ErrorNotice diagnostic={this.props.toDiagnostic(this.state.error)} dev={this.props.dev} />;
    return this.props.children;
  }
}

/** A catalogued error or diagnostic: logged once; shown as a Bootstrap 3 alert in dev mode, a hidden mark in production. */
export function ErrorNotice({ diagnostic, dev }: { diagnostic: Diagnostic; dev: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    warn(diagnostic.warning + (diagnostic.help ? ` (${diagnostic.help})` : ''));
    announceFailure(ref.current, diagnostic);
  }, [diagnostic.warning, diagnostic.help]);
  if (!dev) return <div hidden ref={ref} className={MARK_CLASS} data-code={diagnostic.code} />;
  return (
    <div ref={ref} className={`alert alert-warning ${ALERT_CLASS}`} role="alert" data-code={diagnostic.code}>
      <strong>{diagnostic.warning}</strong>
      {diagnostic.help && <p>{diagnostic.help}</p>}
    </div>
  );
}

export function render<P extends { ctx: { dev: boolean } }>(
  el: HTMLElement,
  Widget: ComponentType<P>,
  props: P,
  identifierPrefix: string,
  toDiagnostic: (error: unknown) => Diagnostic,
): () => void {
  const root = createRoot(el, { identifierPrefix });
  root.render(
    <Boundary dev={props.ctx.dev} toDiagnostic={toDiagnostic}>
      <Widget {...props} />
    </Boundary>,
  );
  return () => root.unmount();
}
