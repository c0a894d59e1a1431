import {
  REMOTE_TABLE,
  findRoute,
  redirectFor,
  selectIsCompanyUser,
  selectIsLoggedIn,
  useAppSelector,
  type AccessContext,
  type AppStore,
  type RemoteDef,
} from '@rapport/platform';
import { RemoteRoot, RouteBoundary } from '@rapport/ui';
import { Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { AppShell, containerId } from '../../../../shell/src/layout/app-shell';
import { usePathname } from '../../../../shell/src/layout/use-pathname';
import { REMOTE_PAGES } from './remote-pages';

/** Whether a remote's pages show at this address for this visitor: the shell's rule (activeWhen). */
export function shownAt(remote: RemoteDef, pathname: string, access: AccessContext): boolean {
  if (remote.alwaysActive) return true;
  const route = findRoute(pathname);
  return route?.remote === remote.name && redirectFor(route, access) === null;
}

/**
 * Each remote's pages in the container the shell's chrome keeps for it (portals: one React
 * tree, so one store, router and emotion cache, and the same DOM as the composed site).
 */
function RemotePages() {
  const pathname = usePathname();
  const access = { loggedIn: useAppSelector(selectIsLoggedIn), isCompanyUser: useAppSelector(selectIsCompanyUser) };
  return REMOTE_TABLE.filter((remote) => shownAt(remote, pathname, access)).map((remote) => {
    const Pages = REMOTE_PAGES[remote.name];
    const container = document.getElementById(containerId(remote.name));
    if (!Pages || !container) return null;
    // the boundary single-spa-react's errorBoundary is in the composed site
    return createPortal(
      <RouteBoundary>
        <Suspense fallback={null}>
          <Pages />
        </Suspense>
      </RouteBoundary>,
      container,
      remote.name,
    );
  });
}

/** The shell's chrome and every remote's pages as one application: the providers each remote root has (RemoteRoot), once. */
export function MonolithApp({ store }: { store: AppStore }) {
  // the chrome calls onReady once its containers are in the page
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <RemoteRoot store={store}>
      <AppShell onReady={onReady} />
      {ready && <RemotePages />}
    </RemoteRoot>
  );
}
