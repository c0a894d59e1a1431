import { useAppStore } from '@rapport/platform';
import { useEffect, useState } from 'react';
import { sessionApi } from '../../../lib/session/session-api';

/**
 * Whether the signed-in account has a password (undefined while asking), read afresh from the
 * profile once `asking`: deleting the account then asks for it. When the profile cannot be
 * read, the password is asked for: the server ignores it for an account without one.
 */
export function useHasPassword(asking: boolean): boolean | undefined {
  const store = useAppStore();
  const [hasPassword, setHasPassword] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const email = store.getState().session.email;
    if (!asking || !email) return undefined;
    let live = true;
    const call = store.dispatch(sessionApi.endpoints.loadProfile.initiate({ email }));
    call
      .unwrap()
      .then(
        (profile) => live && setHasPassword(profile.has_password),
        () => live && setHasPassword(true),
      )
      .finally(() => call.reset());
    return () => {
      live = false;
    };
  }, [asking, store]);
  return hasPassword;
}
