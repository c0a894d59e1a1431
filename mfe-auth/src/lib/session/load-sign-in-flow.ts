/**
 * The sign-in flow (and the session calls it makes), loaded when a session is opened, routed or
 * closed: a visitor's first page does without it.
 */
export const loadSignInFlow = () => import('./sign-in-flow');
