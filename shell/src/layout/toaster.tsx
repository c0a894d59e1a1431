import { on } from '@rapport/platform';
import { lazy, Suspense, useEffect, useState } from 'react';

// Chakra's toasts are shared apart (contracts' chakra-extras): they load with the first toast
// asked for, which shows as soon as they have.
const loadToasts = () => import('./toast-list');
const ToastList = lazy(() => loadToasts().then((m) => ({ default: m.ToastList })));

/**
 * The page's one toaster; every part asks for a toast through the event bus. Nothing renders
 * before the first toast: no code to load on a page that shows none, and nothing in a
 * prerendered page to hydrate (a portal has no place in the server's HTML).
 */
export function Toaster() {
  const [asked, setAsked] = useState(false);
  useEffect(
    () =>
      on('toast', (toast) => {
        setAsked(true);
        void loadToasts().then(({ showToast }) => showToast(toast));
      }),
    [],
  );
  return asked ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
