import type { LoginResponse } from '@rapport/wire/entities/user';
import type { TokenLink } from './link-params';

/** The session a login answer opens, or null when it is a failure (status 0 or no token). */
export function credentialsOf(answer: LoginResponse): TokenLink | null {
  const { status, email, referral, token } = answer;
  return status === 1 && email && token ? { email, token, referral: referral ?? '' } : null;
}
