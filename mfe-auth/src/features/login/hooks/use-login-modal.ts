import { on, selectIsLoggedIn, useAppSelector } from '@rapport/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { viewFromUrl, type LoginView } from '../utils/view-from-url';

/** Whether the login modal shows, and which view: opened by the bus or by the URL. */
export function useLoginModal() {
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<LoginView>('signin');
  const [seenUrl, setSeenUrl] = useState<string | null>(null);

  // a new address may ask for the modal (adjusting state while rendering, not in an effect)
  const url = pathname + search;
  if (seenUrl !== url) {
    setSeenUrl(url);
    const fromUrl = viewFromUrl(pathname, search, loggedIn);
    if (fromUrl) {
      setView(fromUrl);
      setOpen(true);
    }
  }

  useEffect(
    () =>
      on('auth:open-modal', (detail) => {
        setView(detail.view);
        setOpen(true);
      }),
    [],
  );

  return { open, view, setView, close: () => setOpen(false) };
}
