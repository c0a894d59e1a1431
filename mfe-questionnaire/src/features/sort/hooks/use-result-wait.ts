import { useCallback, useEffect, useRef, useState } from 'react';
import { useTimedProgress } from './use-timed-progress';

/**
 * Spec section 9's wait after sorting, started by the click itself: the save runs during it.
 * `onDone` once the wait is over and the save has succeeded (the bar stays full while a slow
 * save finishes); a failed save ends the wait at once and calls its `onFailure`, once.
 */
export function useResultWait(durationMs: number, onDone: () => void) {
  const [running, setRunning] = useState(false);
  const [over, setOver] = useState(false);
  const [saved, setSaved] = useState(false);
  const percent = useTimedProgress(running, durationMs, () => setOver(true));
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (running && over && saved) done.current();
  }, [running, over, saved]);

  // only the latest attempt's save may end or finish the wait
  const attempt = useRef(0);
  const start = useCallback((save: Promise<unknown>, onFailure: () => void) => {
    attempt.current += 1;
    const current = attempt.current;
    setOver(false);
    setSaved(false);
    setRunning(true);
    save.then(
      () => {
        if (current === attempt.current) setSaved(true);
      },
      () => {
        if (current !== attempt.current) return;
        setRunning(false);
        onFailure();
      },
    );
  }, []);

  return { running, percent, start };
}
