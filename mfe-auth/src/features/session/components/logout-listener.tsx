import { on, useAppStore } from '@rapport/contracts';
import { useEffect } from 'react';
import { logout } from '../../../lib/session/sign-in-flow';

/** The shell's menus ask for a logout over the bus; mfe-auth owns the session, so it does it. */
export function LogoutListener() {
  const store = useAppStore();
  useEffect(() => on('auth:logout', () => void logout(store)), [store]);
  return null;
}
