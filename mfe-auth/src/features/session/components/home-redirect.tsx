import { PATHS, selectIsLoggedIn, useAppStore } from '@rapport/platform';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { readLinkParams, readQuestionnaireLink, readTokenLink, readVerifyCode } from '../../../lib/session/link-params';
import { loadSignInFlow } from '../../../lib/session/load-sign-in-flow';

/**
 * Spec section 2: a signed-in user arriving on the landing page is sent on the way a login
 * sends them. Only on arrival: a login on `/` routes by itself, and a token link is left to
 * the token-link handler, and an e-mail confirmation link to its own (which routes once the
 * address is confirmed, the claim it carries made).
 */
export function HomeRedirect() {
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const arrived = pathname === PATHS.home && previous.current !== PATHS.home;
    previous.current = pathname;
    if (!arrived || !selectIsLoggedIn(store.getState()) || readTokenLink(search) || readVerifyCode(search)) return;
    void loadSignInFlow().then((flow) => flow.routeSignedInUser(store, readLinkParams(search), readQuestionnaireLink(search)));
  }, [pathname, search, store]);

  return null;
}
