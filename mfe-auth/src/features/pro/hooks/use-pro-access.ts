import { emit, navigate, PATHS, selectIsCompanyUser, selectIsLoggedIn, useAppSelector } from '@rapport/platform';
import { useEffect, useState } from 'react';

/**
 * Spec section 2: a user who arrives on /pro logged in goes to /recruitments when they have
 * companies, otherwise to their results. Only on arrival: a sign-in made on this page routes
 * the user by itself once their profile is loaded. Visitors' Pro Access opens the sign-in view.
 */
export function useProAccess() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isCompanyUser = useAppSelector(selectIsCompanyUser);
  const destination = isCompanyUser ? PATHS.recruitments : PATHS.results;
  const [redirecting] = useState(loggedIn);

  useEffect(() => {
    if (redirecting) navigate(destination, { replace: true });
  }, [redirecting, destination]);

  const openProAccess = () => {
    if (loggedIn) navigate(destination);
    else emit('auth:open-modal', { view: 'signin' });
  };

  return { openProAccess, redirecting };
}
