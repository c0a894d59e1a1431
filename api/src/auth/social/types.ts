import { SOCIAL_FAILED } from '@rapport/wire/api/auth';
import type { SocialSite } from '@rapport/wire/entities/user';

/** Who the provider says signed in, after the server verified it with the provider. */
export interface SocialIdentity {
  provider: SocialSite;
  /** the provider's stable user id */
  subject: string;
  /** only set when the provider vouches for it (verified) */
  verifiedEmail?: string;
  firstName: string;
  lastName: string;
  picture?: string;
}

/**
 * A refused social sign-in. The message is safe to show: "Login with a social provider failed"
 * plus, when it helps, why. 400 for a token or code the provider or we refuse; 502 when the
 * provider cannot be reached or answers nonsense.
 */
export class SocialLoginError extends Error {
  constructor(
    reason?: string,
    readonly statusCode = 400,
  ) {
    super(reason ? `${SOCIAL_FAILED}: ${reason}` : SOCIAL_FAILED);
    this.name = 'SocialLoginError';
  }
}

const TIMEOUT_MS = 10_000;

/** GET or POST to a provider, JSON back; network failures and non-JSON answers are a 502. */
export async function providerJson(
  url: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SocialLoginError('the provider could not be reached', 502);
  }
  if (response.status >= 500) throw new SocialLoginError('the provider could not be reached', 502);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SocialLoginError('the provider gave an unreadable answer', 502);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SocialLoginError('the provider gave an unreadable answer', 502);
  }
  return { ok: response.ok, status: response.status, body: body as Record<string, unknown> };
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const idText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
