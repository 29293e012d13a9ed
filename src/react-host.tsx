/**
 * The React side of mounting, loaded with the first widget chunk: one root per placeholder, with its own
 * identifierPrefix, behind its own error boundary (which shows the widget's diagnostic: error-notice.tsx).
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Diagnostic } from './errors';
import { ErrorNotice } from './error-notice';

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

/**
 * Mounts the widget on el and renders it at once, effects included (flushSync): the runtime's mounting slices
 * (src/runtime.ts `turn`) then count React's work, and no backlog of first renders is left to React's scheduler.
 */
export function render<P extends { ctx: { dev: boolean } }>(
  el: HTMLElement,
  Widget: ComponentType<P>,
  props: P,
  identifierPrefix: string,
  toDiagnostic: (error: unknown) => Diagnostic,
): () => void {
  const root = createRoot(el, { identifierPrefix });
  flushSync(() =>
    root.render(
      <Boundary dev={props.ctx.dev} toDiagnostic={toDiagnostic}>
        <Widget {...props} />
      </Boundary>,
    ),
  );
  return () => root.unmount();
}
