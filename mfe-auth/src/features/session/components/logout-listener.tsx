import { on, useAppStore } from '@rapport/platform';
import { useEffect } from 'react';
import { loadSignInFlow } from '../../../lib/session/load-sign-in-flow';

/** The shell's menus ask for a logout over the bus; mfe-auth owns the session, so it does it. */
export function LogoutListener() {
  const store = useAppStore();
  useEffect(() => on('auth:logout', () => void loadSignInFlow().then((flow) => flow.logout(store))), [store]);
  return null;
}
