import { on, selectIsLoggedIn, useAppSelector, type BusEvents } from '@rapport/platform';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { viewFromUrl, type LoginView } from '../utils/view-from-url';

type Request = Omit<BusEvents['auth:open-modal'], 'view'>;

/** A page to come back to: a path of this site other than home (home sends people on by itself). */
function pageToReturnTo(returnTo: string | undefined): string | undefined {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return undefined;
  const pathname = returnTo.split(/[?#]/)[0];
  return pathname === '/' ? undefined : returnTo;
}

/**
 * Whether the login modal shows, and which view: opened by the bus or by the URL. A request
 * may say why (a notice), fill in the e-mail and name the page to return to after signing in;
 * these last until the modal closes.
 */
export function useLoginModal() {
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<LoginView>('signin');
  const [request, setRequest] = useState<Request>({});
  const [seenUrl, setSeenUrl] = useState<string | null>(null);
  /** opened by the address (an invitation, a `login` parameter), not asked for over the bus */
  const [byAddress, setByAddress] = useState(false);

  // a new address may ask for the modal (adjusting state while rendering, not in an effect), when
  // it is closed: a request the modal is showing stays. A one-click link's outcome (the sign-in,
  // with its notice and e-mail) may arrive before the address the link leaves behind (an
  // invitation's, which alone means sign up) has rendered: that address does not replace it.
  const url = pathname + search;
  if (seenUrl !== url) {
    setSeenUrl(url);
    const fromUrl = viewFromUrl(pathname, search, loggedIn);
    if (fromUrl && !open) {
      setView(fromUrl);
      setOpen(true);
      setByAddress(true);
    }
  }
  // the address opened it for a visitor (an invitation's: sign up) while a one-click link signed
  // them in: it has nothing left to ask, and would hide the page (and what the sign-in says) behind it
  if (open && byAddress && loggedIn) {
    setOpen(false);
    setByAddress(false);
    setRequest({});
  }

  useEffect(
    () =>
      on('auth:open-modal', ({ view: asked, notice, email, returnTo }) => {
        setByAddress(false);
        setView(asked);
        setRequest({ notice, email, returnTo: pageToReturnTo(returnTo) });
        setOpen(true);
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    setByAddress(false);
    setRequest({});
  };

  return { open, view, setView, close, ...request };
}
