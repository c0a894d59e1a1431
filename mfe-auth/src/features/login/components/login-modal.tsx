import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLoginModal } from '../hooks/use-login-modal';

// The dialog itself (and its forms) loads the first time it opens: a first visit seldom signs in.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * The login modal, opened by the bus or by the URL (useLoginModal). Once opened it stays
 * rendered, so that closing it animates.
 */
export function LoginModal({ social }: { social?: ReactNode }) {
  const modal = useLoginModal();
  const [opened, setOpened] = useState(false);
  if (modal.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog {...modal} social={social} />
    </Suspense>
  );
}
