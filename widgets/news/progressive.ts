/**
 * Long lists render in steps: the first `step` items at once, then `step` more per task (a transition), so 150
 * cards never block the main thread in one long task.
 */
import { startTransition, useEffect, useState } from 'react';

export const STEP = 20;

export function useProgressive<T>(items: T[], step = STEP): T[] {
  const [progress, setProgress] = useState({ items, n: step });
  if (progress.items !== items) setProgress({ items, n: step });
  const n = progress.items === items ? progress.n : step;
  useEffect(() => {
    if (n >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setProgress((p) => (p.items === items ? { items, n: p.n + step } : p))));
    return () => clearTimeout(timer);
  }, [items, n, step]);
  return items.length > n ? items.slice(0, n) : items;
}
