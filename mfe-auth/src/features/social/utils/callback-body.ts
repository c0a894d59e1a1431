import type { SocialLoginBody } from '../../../lib/session/session-api';
import type { SocialAttempt } from './social-attempt';

/** The provider's answer: Google and Facebook in the fragment, LinkedIn in the query. */
export function callbackParams(search: string, hash: string): URLSearchParams {
  const merged = new URLSearchParams(search);
  new URLSearchParams(hash.replace(/^#/, '')).forEach((value, key) => merged.set(key, value));
  return merged;
}

/**
 * POST /auth/user's body for a callback, or null when it cannot be ours: a provider error,
 * no pending attempt, a state that differs (forged or stale), or no credential.
 */
export function callbackBody(params: URLSearchParams, attempt: SocialAttempt | null): SocialLoginBody | null {
  if (!attempt || params.has('error') || params.get('state') !== attempt.state) return null;
  const common = { site: attempt.site, ...attempt.link, is_b2b: attempt.isB2b };
  if (attempt.site === 'google') {
    const idToken = params.get('id_token');
    return idToken ? { ...common, id_token: idToken, nonce: attempt.nonce } : null;
  }
  if (attempt.site === 'facebook') {
    const accessToken = params.get('access_token');
    return accessToken ? { ...common, access_token: accessToken } : null;
  }
  const code = params.get('code');
  return code ? { ...common, code, redirect_uri: attempt.redirectUri } : null;
}
