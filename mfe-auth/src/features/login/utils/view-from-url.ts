import type { BusEvents } from '@rapport/platform';
import { readTokenLink } from '../../../lib/session/link-params';

export type LoginView = BusEvents['auth:open-modal']['view'];

const VIEWS: readonly LoginView[] = ['signin', 'signup', 'forgot'];
/** Pages that consume these parameters themselves. */
const OWN_PAGES = ['/home', '/reset-password'];
const INVITATION_KEYS = ['questionnaire_id', 'mission', 'contact'];

/**
 * Spec section 2: `login` or `code` on any page opens the modal; so do questionnaire_id,
 * mission or contact on the landing page (an invitation: sign up). `login=signup` or
 * `login=forgot` picks the view.
 */
export function viewFromUrl(pathname: string, search: string, loggedIn: boolean): LoginView | null {
  if (loggedIn || OWN_PAGES.includes(pathname)) return null;
  const params = new URLSearchParams(search);
  if (readTokenLink(params)) return null;
  if (params.has('login')) {
    const asked = params.get('login') as LoginView;
    return VIEWS.includes(asked) ? asked : 'signin';
  }
  if (params.has('code')) return 'signin';
  if (pathname === '/' && INVITATION_KEYS.some((key) => params.has(key))) return 'signup';
  return null;
}
