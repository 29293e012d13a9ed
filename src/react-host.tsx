/**
 * The React side of mounting, loaded with the first widget chunk: one root per placeholder, with its own
 * identifierPrefix, behind its own error boundary (which shows the widget's diagnostic: view-notices.tsx).
 * Tried and left out: running React DOM's client module in a task of its own rather than in its chunk's evaluation.
 * With DevTools attached that chunk's long evaluation shrank, but Lighthouse's total blocking time did not follow,
 * and visitors' browsers (nothing attached) do not pay that second parse (test/bench/timings.mjs bothWays).
 */
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Diagnostic } from './errors';
import { ErrorNotice } from './view-notices';

interface BoundaryProps {
  dev: boolean;
  toDiagnostic: (error: unknown) => Diagnostic;
  /** Called once the root's first render is committed (the widget's, or the diagnostic in its place). */
  onCommit: () => void;
  children: ReactNode;
}

/** React logs the caught error itself (onCaughtError); the boundary shows the widget's diagnostic in its place. */
class Boundary extends Component<BoundaryProps, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  override componentDidMount() {
    this.props.onCommit();
  }
  override render() {
    if (this.state.failed) return <ErrorNotice diagnostic={this.props.toDiagnostic(this.state.error)} dev={this.props.dev} />;
    return this.props.children;
  }
}

/** A mounted root: its unmount, and when its first render is committed (or it was unmounted before that). */
export interface Mounted {
  unmount: () => void;
  committed: Promise<void>;
}

/**
 * Mounts the widget on el. Its first render is a transition: React renders it in steps of a few milliseconds that
 * yield to the browser (a list of cards is tens of milliseconds of work on a phone), and commits it in one go, so the
 * skeleton is replaced at once. The runtime waits for `committed` before the next widget renders (src/runtime.ts
 * `render`), so that React's scheduler never holds a backlog of first renders. `now`: rendered and committed before
 * this returns, effects included (flushSync), for the runtime's batches of many small widgets.
 */
export function render<P extends { ctx: { dev: boolean } }>(
  el: HTMLElement,
  Widget: ComponentType<P>,
  props: P,
  identifierPrefix: string,
  toDiagnostic: (error: unknown) => Diagnostic,
  now = false,
): Mounted {
  const root = createRoot(el, { identifierPrefix });
  let done!: () => void;
  const committed = new Promise<void>((resolve) => (done = resolve));
  (now ? flushSync : startTransition)(() =>
    root.render(
      <Boundary dev={props.ctx.dev} toDiagnostic={toDiagnostic} onCommit={done}>
        <Widget {...props} />
      </Boundary>,
    ),
  );
  return {
    unmount: () => {
      root.unmount();
      done(); // (unmounted before its first commit: nothing waits for it)
    },
    committed,
  };
}
