import { PATHS, navigate, selectEmail, useAppSelector, useAppStore } from '@rapport/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKEN_LINK_KEYS, readLinkParams, readQuestionnaireLink, readTokenLink } from '../../../lib/session/link-params';
import { completeLogin, endSession } from '../../../lib/session/sign-in-flow';

/**
 * One-click login: a URL with token, email and referral opens that session. Someone already
 * signed in as another person is asked first (Change User): Yes ends their session, after
 * which the link signs in like any other; No goes home.
 */
export function useTokenLink() {
  const store = useAppStore();
  const { pathname, search, hash } = useLocation();
  const routerNavigate = useNavigate();
  const current = useAppSelector(selectEmail);
  const [declined, setDeclined] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const handled = useRef<string | null>(null);

  const link = readTokenLink(search);
  const conflict = link && current && current !== link.email && declined !== search ? { link, current } : null;

  useEffect(() => {
    const next = readTokenLink(search);
    if (!next || handled.current === search || (current && current !== next.email)) return;
    handled.current = search;
    // the credentials leave the address bar (and the history entry) at once
    const params = new URLSearchParams(search);
    for (const key of TOKEN_LINK_KEYS) params.delete(key);
    const rest = params.toString();
    routerNavigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    void completeLogin(store, next, readLinkParams(search), readQuestionnaireLink(search));
  }, [search, current, pathname, hash, routerNavigate, store]);

  const accept = async () => {
    setSwitching(true);
    await endSession(store);
    setSwitching(false);
  };

  const decline = () => {
    setDeclined(search);
    navigate(PATHS.home);
  };

  return { conflict, switching, accept, decline };
}
