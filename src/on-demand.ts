/**
 * Code loaded on demand, React-free (a widget's definition may start it: widgets/news/parts.ts); a view draws it with
 * WithCode (view-notices.tsx).
 */

/** `start` asks for the code (the same promise until it settles); `now` is it once it came. */
export interface Code<T> {
  start: () => Promise<T>;
  now: () => T | undefined;
}

/** A part's code, asked for once, at the first start(); a failure is the view's to show (WithCode), never unhandled. */
export function codeOnDemand<T>(load: () => Promise<T>): Code<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () => {
    if (!pending) (pending = load().then((v) => (value = v))).catch(() => {});
    return pending;
  };
  return { start, now: () => value };
}
