import { startTransition, useEffect, useState } from 'react';

/** Rows rendered at once (more than a screenful: 30 rows are about 1,400 px); the rest follow in steps of as many, each after a paint. */
export const ROWS_AT_ONCE = 30;

/**
 * A long list drawn in steps: its first rows at once (the page is usable), the rest in
 * interruptible transitions right after. A new list (sorted, filtered) starts over, so a sort
 * or a search answers in the time of its first rows, not of a thousand.
 */
export function useProgressiveRows<T>(rows: readonly T[]): readonly T[] {
  const [limit, setLimit] = useState(ROWS_AT_ONCE);
  const [source, setSource] = useState(rows);
  if (source !== rows) {
    setSource(rows);
    setLimit(ROWS_AT_ONCE);
  }
  const complete = limit >= rows.length;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + ROWS_AT_ONCE)), 0);
    return () => clearTimeout(timer);
  }, [complete, limit]);
  return complete ? rows : rows.slice(0, limit);
}
