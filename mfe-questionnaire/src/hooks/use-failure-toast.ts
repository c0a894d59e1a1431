import { notify } from '@rapport/ui';
import { useEffect, useEffectEvent } from 'react';

/** Toasts `message` each time `failed` turns true (a load that failed, then failed again). */
export function useFailureToast(failed: boolean, message: string): void {
  // the message follows the language; a new language alone is no new failure
  const toast = useEffectEvent(() => notify('error', message));
  useEffect(() => {
    if (failed) toast();
  }, [failed]);
}
