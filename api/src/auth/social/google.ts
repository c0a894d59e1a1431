import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'crypto';
import type { GoogleConfig } from '../../config';
import { providerJson, SocialLoginError, text, type SocialIdentity } from './types';

/**
 * Google sign-in: the browser gets an ID token (a JWT signed by Google with RS256) and the
 * server checks it entirely itself: the signature against Google's published keys (JWKS,
 * cached, fetched again when a token names an unknown key), then the claims: issuer,
 * audience = our client id, expiry, the nonce of the browser's request, a verified e-mail.
 */

export interface GoogleVerifierOptions {
  /** the clock, ms */
  now?: () => number;
  /** tolerated clock difference with Google, s */
  clockSkewSeconds?: number;
  /** keys are fetched again after this long even when every kid is known */
  keysMaxAgeMs?: number;
  /** an unknown kid fetches the keys again at most this often (a flood of made-up kids cannot hammer the provider) */
  minRefetchMs?: number;
}

type Claims = Record<string, unknown>;

const B64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Claims {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Claims;
  } catch {
    // below
  }
  throw new SocialLoginError('the ID token is malformed');
}

/** Google's issuer comes with or without the scheme. */
function acceptedIssuers(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return issuer === 'https://accounts.google.com' ? [issuer, bare] : [issuer];
}

export function createGoogleVerifier(config: GoogleConfig, options: GoogleVerifierOptions = {}) {
  const now = options.now ?? Date.now;
  const skew = (options.clockSkewSeconds ?? 60) * 1000;
  const maxAge = options.keysMaxAgeMs ?? 6 * 3_600_000;
  const minRefetch = options.minRefetchMs ?? 10_000;
  const issuers = acceptedIssuers(config.issuer);

  let keys = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<void> | undefined;

  async function fetchKeys(): Promise<void> {
    const { ok, body } = await providerJson(config.jwksUrl);
    if (!ok || !Array.isArray(body.keys)) throw new SocialLoginError('the provider keys are unavailable', 502);
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys as JsonWebKey[]) {
      if (typeof jwk !== 'object' || jwk === null || jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      if ((jwk.alg !== undefined && jwk.alg !== 'RS256') || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
      try {
        next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      } catch {
        // a key we cannot read is a key we do not trust
      }
    }
    keys = next;
    fetchedAt = now();
  }

  /** one fetch at a time: concurrent sign-ins share it */
  function refresh(): Promise<void> {
    fetching ??= fetchKeys().finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  async function keyFor(kid: string): Promise<KeyObject> {
    const age = now() - fetchedAt;
    if (age >= maxAge || (!keys.has(kid) && age >= minRefetch)) await refresh();
    const key = keys.get(kid);
    if (!key) throw new SocialLoginError('the ID token is not signed by a known key');
    return key;
  }

  return async function verifyGoogleIdToken(idToken: string, nonce?: string): Promise<SocialIdentity> {
    const parts = idToken.split('.');
    if (parts.length !== 3 || !parts.every((part) => B64URL.test(part))) throw new SocialLoginError('the ID token is malformed');
    const [headerPart, payloadPart, signaturePart] = parts;
    const header = decodeJson(headerPart);
    // only RS256: "none" and HMAC (with the public key as secret) are the classic forgeries
    if (header.alg !== 'RS256') throw new SocialLoginError('the ID token is not signed with RS256');
    if (typeof header.kid !== 'string') throw new SocialLoginError('the ID token names no key');
    const key = await keyFor(header.kid);
    const signed = verifySignature(
      'sha256',
      Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'),
      key,
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) throw new SocialLoginError('the ID token signature is invalid');

    const claims = decodeJson(payloadPart);
    if (typeof claims.iss !== 'string' || !issuers.includes(claims.iss)) throw new SocialLoginError('the ID token has the wrong issuer');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(config.clientId)) throw new SocialLoginError('the ID token is meant for another application');
    if (audiences.length > 1 && claims.azp !== config.clientId) throw new SocialLoginError('the ID token is meant for another application');
    const at = now();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 + skew <= at) throw new SocialLoginError('the ID token has expired');
    if (typeof claims.nbf === 'number' && claims.nbf * 1000 - skew > at) throw new SocialLoginError('the ID token is not valid yet');
    if (typeof claims.iat === 'number' && claims.iat * 1000 - skew > at) throw new SocialLoginError('the ID token is not valid yet');
    if (nonce !== undefined && claims.nonce !== nonce) throw new SocialLoginError('the ID token does not answer this sign-in (nonce)');
    const subject = text(claims.sub);
    if (!subject) throw new SocialLoginError('the ID token names no user');

    const verified = claims.email_verified === true || claims.email_verified === 'true';
    const email = text(claims.email);
    return {
      provider: 'google',
      subject,
      verifiedEmail: verified && email ? email : undefined,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      picture: text(claims.picture) || undefined,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
