import { useEffect, useState } from 'react';
import { useValidateResetTokenMutation } from '../api/reset-password-api';

export type TokenState = 'checking' | 'valid' | 'invalid';

/** Checks the link's token once on arrival; no token at all is an invalid one. */
export function useResetToken(token: string): TokenState {
  const [validate] = useValidateResetTokenMutation();
  const [checked, setChecked] = useState<{ token: string; valid: boolean } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    validate({ token })
      .unwrap()
      .then(() => live && setChecked({ token, valid: true }))
      .catch(() => live && setChecked({ token, valid: false }));
    return () => {
      live = false;
    };
  }, [token, validate]);

  if (!token) return 'invalid';
  if (checked?.token !== token) return 'checking';
  return checked.valid ? 'valid' : 'invalid';
}
