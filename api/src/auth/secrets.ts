import * as crypto from 'crypto';
import { createHash, randomBytes } from 'crypto';

/** 32 random bytes (256 bits), base64url: 43 characters, safe in headers, URLs and JSON. */
export const SECRET_BYTES = 32;
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * Node's one-shot digest (20.12 and later): the same SHA-256, without a Hash object per call
 * (every signed-in request hashes its token). Older Node 20 releases use createHash.
 */
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

/**
 * What the database keeps of a sign-in or reset token: its SHA-256. A random 256-bit secret
 * needs no salt or slow hash (nothing to brute-force), and a leaked table opens no session.
 */
export function hashSecret(secret: string): string {
  return oneShotHash ? oneShotHash('sha256', secret, 'hex') : createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A short code for URLs (referral codes): 12 characters, 72 random bits. */
export function newCode(): string {
  return randomBytes(9).toString('base64url');
}
