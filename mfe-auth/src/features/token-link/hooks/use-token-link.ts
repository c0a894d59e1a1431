import { selectEmail, useAppSelector, useAppStore } from '@rapport/platform';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKEN_LINK_KEYS, readLinkParams, readQuestionnaireLink, readTokenLink } from '../../../lib/session/link-params';
import { loadSignInFlow } from '../../../lib/session/load-sign-in-flow';

/**
 * One-click login: a URL with token, email and referral signs that person in, its `token` (a
 * single-use code mailed to them) exchanged for a session. Someone already signed in as another person is asked first (Change User): Yes ends
 * their session, after which the link signs in like any other; No keeps them and goes home,
 * which sends them on as home does (a finisher to their results).
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
    // the code leaves the address bar (and the history entry) at once
    routerNavigate({ pathname, search: withoutCredentials(search), hash }, { replace: true });
    void loadSignInFlow().then((flow) => flow.openLinkSession(store, next, readLinkParams(search), readQuestionnaireLink(search)));
  }, [search, current, pathname, hash, routerNavigate, store]);

  const accept = async () => {
    setSwitching(true);
    await (await loadSignInFlow()).endSession(store);
    setSwitching(false);
  };

  const decline = () => {
    setDeclined(search);
    routerNavigate({ pathname, search: withoutCredentials(search), hash }, { replace: true });
    void loadSignInFlow().then((flow) => flow.routeSignedInUser(store));
  };

  return { conflict, switching, accept, decline };
}

function withoutCredentials(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of TOKEN_LINK_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
