import { useEffect, useState } from 'react';
import { useValidateResetTokenMutation } from '../api/reset-password-api';

export type TokenState = 'checking' | 'valid' | 'invalid';

/** Checks the link's token once on arrival; no token at all is an invalid one. */
export function useResetToken(token: string): TokenState {
  const [validate] = useValidateResetTokenMutation();
  const [state, setState] = useState<TokenState>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    let live = true;
    setState('checking');
    validate({ token })
      .unwrap()
      .then(() => live && setState('valid'))
      .catch(() => live && setState('invalid'));
    return () => {
      live = false;
    };
  }, [token, validate]);

  return state;
}
