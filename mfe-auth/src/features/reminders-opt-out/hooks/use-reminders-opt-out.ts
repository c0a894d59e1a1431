import { serverMessage } from '@rapport/platform';
import { useCallback, useEffect, useState } from 'react';
import { useOptOutOfRemindersMutation, type RemindersOptOut } from '../api/reminders-opt-out-api';

/** A token as the server makes them: 43 base64url characters (anything else names nobody). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type OptOutState =
  | { step: 'working' }
  | { step: 'done'; answer: RemindersOptOut }
  /** the link names no contact: cut short, or not a reminder's */
  | { step: 'unknown' }
  /** the server could not answer (too many tries, no network): a retry may work */
  | { step: 'failed'; message: string };

/**
 * Following the link is the one click: the opt-out is asked for on arrival, once per token (a
 * second time changes nothing on the server either). A token that cannot be one is not sent.
 */
export function useRemindersOptOut(token: string): { state: OptOutState; retry: () => void } {
  const [optOut] = useOptOutOfRemindersMutation();
  const [state, setState] = useState<OptOutState>(() => (TOKEN.test(token) ? { step: 'working' } : { step: 'unknown' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!TOKEN.test(token)) return;
    let live = true;
    optOut({ token })
      .unwrap()
      .then(
        (answer) => live && setState({ step: 'done', answer }),
        (failure: unknown) => {
          if (!live) return;
          const status = (failure as { status?: unknown } | null)?.status;
          setState(status === 404 || status === 400 ? { step: 'unknown' } : { step: 'failed', message: serverMessage(failure) });
        },
      );
    return () => {
      live = false;
    };
  }, [token, optOut, attempt]);

  const retry = useCallback(() => {
    setState({ step: 'working' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
