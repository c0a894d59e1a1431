import type { SocialSite } from '@rapport/wire/entities/user';
import type { LinkParams, QuestionnaireLink } from '../../../lib/session/link-params';
import type { ProviderSettings } from '../api/social-api';

/** What the browser remembers across the provider's redirect (sessionStorage: this tab only). */
export interface SocialAttempt {
  site: SocialSite;
  state: string;
  nonce?: string;
  redirectUri: string;
  link: LinkParams;
  /** the link's questionnaire parameters, for /choice after the sign-in (absent from an older attempt) */
  questionnaire?: QuestionnaireLink;
  isB2b: boolean;
}

const KEY = 'rapport.social-sign-in';

const RESPONSE_TYPE: Record<SocialSite, string> = { google: 'id_token', facebook: 'token', linkedin: 'code' };
const SCOPE: Record<SocialSite, string> = { google: 'openid email profile', facebook: 'email', linkedin: 'openid profile email' };

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorization URL for this attempt. */
export function authorizationUrl(settings: ProviderSettings, attempt: SocialAttempt): string {
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', attempt.redirectUri);
  url.searchParams.set('response_type', RESPONSE_TYPE[attempt.site]);
  url.searchParams.set('scope', SCOPE[attempt.site]);
  url.searchParams.set('state', attempt.state);
  if (attempt.nonce) url.searchParams.set('nonce', attempt.nonce);
  return url.toString();
}

export function saveAttempt(attempt: SocialAttempt): void {
  sessionStorage.setItem(KEY, JSON.stringify(attempt));
}

/** The pending attempt, read once: a callback can never be replayed. */
export function takeAttempt(): SocialAttempt | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SocialAttempt;
  } catch {
    return null;
  }
}
