import { PATHS, navigate, selectEmail, useAppStore } from '@rapport/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKEN_LINK_KEYS, readLinkParams, readTokenLink, type TokenLink } from '../../session/utils/link-params';
import { completeLogin, endSession } from '../../session/utils/sign-in-flow';

/**
 * One-click login: a URL with token, email and referral opens that session. Someone already
 * signed in as another person is asked first (Change User).
 */
export function useTokenLink() {
  const store = useAppStore();
  const { pathname, search, hash } = useLocation();
  const routerNavigate = useNavigate();
  const [pending, setPending] = useState<{ link: TokenLink; current: string } | null>(null);
  const handled = useRef<string | null>(null);

  // the credentials leave the address bar (and the history entry) at once
  const stripParams = () => {
    const params = new URLSearchParams(search);
    for (const key of TOKEN_LINK_KEYS) params.delete(key);
    const rest = params.toString();
    routerNavigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  };

  const signIn = (link: TokenLink) => {
    const invitation = readLinkParams(search);
    stripParams();
    void completeLogin(store, link, invitation);
  };

  useEffect(() => {
    const link = readTokenLink(search);
    if (!link || handled.current === search) return;
    handled.current = search;
    const current = selectEmail(store.getState());
    if (current && current !== link.email) setPending({ link, current });
    else signIn(link);
    // signIn reads the same location this effect saw
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, store]);

  const accept = async () => {
    if (!pending) return;
    setPending(null);
    await endSession(store);
    signIn(pending.link);
  };

  const decline = () => {
    setPending(null);
    navigate(PATHS.home);
  };

  return { pending, accept, decline };
}
