import { on, selectIsLoggedIn, useAppStore } from '@rapport/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { viewFromUrl, type LoginView } from '../utils/view-from-url';

/** Whether the login modal shows, and which view: opened by the bus or by the URL. */
export function useLoginModal() {
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<LoginView>('signin');

  useEffect(
    () =>
      on('auth:open-modal', (detail) => {
        setView(detail.view);
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const fromUrl = viewFromUrl(pathname, search, selectIsLoggedIn(store.getState()));
    if (fromUrl) {
      setView(fromUrl);
      setOpen(true);
    }
  }, [pathname, search, store]);

  return { open, view, setView, close: () => setOpen(false) };
}
