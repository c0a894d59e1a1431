import { useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/**
 * A wait of `durationMs` from the moment `running` turns true: the elapsed share (0..100) for
 * a determinate bar, then `onDone`.
 */
export function useTimedProgress(running: boolean, durationMs: number, onDone: () => void): number {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const tick = setInterval(() => setElapsed(Math.min(durationMs, Date.now() - start)), TICK_MS);
    const end = setTimeout(() => {
      clearInterval(tick);
      setElapsed(durationMs);
      done.current();
    }, durationMs);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [running, durationMs]);
  return running ? Math.round((elapsed / durationMs) * 100) : 0;
}
