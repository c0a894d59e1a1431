import { notify } from '@rapport/contracts';
import { useEffect } from 'react';

/** Toasts `message` each time `failed` turns true (a load that failed, then failed again). */
export function useFailureToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notify('error', message);
    // the message follows the language; a new language alone is no new failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
}
