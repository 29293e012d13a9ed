/**
 * Whether the visitor asked for reduced motion: the carousel does not play by itself (templates.tsx tells it) and a
 * page change jumps to the list instead of scrolling smoothly (list-view.tsx). The page behaviours, in other chunks,
 * ask through src/page/lib/smooth-scroll.ts.
 */
export const prefersReducedMotion = (): boolean => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
