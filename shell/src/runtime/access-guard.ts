import { emit, findRoute, navigate, redirectFor, type AccessContext } from '@rapport/platform';

/**
 * Access before a remote mounts (spec section 2): a denied route never activates its remote
 * (activeWhen), and the person is sent where the spec says. A visitor who asks for a protected
 * page (a menu, a link, an address) is also asked to sign in, and comes back to that page
 * afterwards; a logout or an expired session (which says so itself) only leaves the page.
 */
export function guardAccess(access: () => AccessContext, { askSignIn }: { askSignIn: boolean }): void {
  const { pathname, search } = window.location;
  const route = findRoute(pathname);
  const target = route && redirectFor(route, access());
  if (!target) return;
  navigate(target, { replace: true });
  if (askSignIn && !access().loggedIn) emit('auth:open-modal', { view: 'signin', returnTo: pathname + search });
}
