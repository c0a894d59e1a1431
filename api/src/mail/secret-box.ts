import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { MEMORY_DATA_DIR, parseSecretKey, SECRET_KEY_BYTES, type Config } from '../config';

/**
 * The mail outbox's secrets (a reset or sign-in link) are kept encrypted: AES-256-GCM under the
 * server's key (MAIL_SECRET_KEY), bound to the mail's recipient, so whoever reads the table (a
 * backup, a SQL console, the development mailbox of old) finds no usable link.
 *
 * Sealed form: `v1.<base64url(iv | tag | ciphertext)>`; the plaintext is the secrets' JSON.
 */

export { parseSecretKey, SECRET_KEY_BYTES } from '../config';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** The file holding the generated key of an embedded database, in RAPPORT_DATA_DIR. */
export const KEY_FILE = 'mail-secret.key';

export type MailSecrets = Record<string, string>;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  /** encrypts `secrets`, bound to `context` (authenticated, not encrypted: the recipient) */
  seal(secrets: MailSecrets, context: string): string;
  /** the secrets, or SecretBoxError when the value was altered, sealed for another context or under another key */
  open(sealed: string, context: string): MailSecrets;
  /**
   * A token for a link the server makes again rather than stores (an opt-out link in every
   * reminder): HMAC-SHA256 of `value` under a key of its own for `purpose`, derived from the
   * box's key (HKDF), 43 base64url characters. Another key makes other tokens.
   */
  token(purpose: string, value: string): string;
}

const aad = (context: string): Buffer => Buffer.from(`rapport-mail-secrets:${VERSION}:${context}`, 'utf8');

const isSecrets = (value: unknown): value is MailSecrets =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string');

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new SecretBoxError(`the mail secret key must be ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
  // a copy: the caller's buffer may be reused or zeroed
  const ownKey = Buffer.from(key);
  const purposeKeys = new Map<string, Buffer>();
  const purposeKey = (purpose: string): Buffer => {
    let derived = purposeKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', ownKey, Buffer.alloc(0), `rapport-token:${purpose}`, 32));
      purposeKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    token(purpose, value) {
      return createHmac('sha256', purposeKey(purpose)).update(value, 'utf8').digest('base64url');
    },
    seal(secrets, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, ownKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload, extra] = sealed.split('.');
      if (version !== VERSION || payload === undefined || extra !== undefined) throw new SecretBoxError('not a sealed value of this version');
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed value too short');
      const decipher = createDecipheriv(ALGORITHM, ownKey, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(context));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      let plain: string;
      try {
        plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value was altered, or sealed under another key or for another recipient');
      }
      const value: unknown = JSON.parse(plain);
      if (!isSecrets(value)) throw new SecretBoxError('the sealed value is not a map of secrets');
      return value;
    },
  };
}

export const newSecretKey = (): string => randomBytes(SECRET_KEY_BYTES).toString('base64');

// in-memory databases die with the process: so may their key (every app of a test process shares it)
let processKey: Buffer | undefined;

/**
 * Reads the key of the embedded database's data folder, creating it on first use (0600, never
 * overwritten: two processes starting at once end up with the same key).
 */
function dataDirKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${newSecretKey()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretKey(readFileSync(file, 'utf8'));
  if (!key) {
    throw new SecretBoxError(
      `${file} does not hold a ${SECRET_KEY_BYTES}-byte base64 key: delete it (mails queued and not yet sent lose their links) or set MAIL_SECRET_KEY`,
    );
  }
  return key;
}

/**
 * The key mails' secrets are sealed with: MAIL_SECRET_KEY when set (required in production,
 * where loadConfig refuses to start without it); else, outside production, a key generated once
 * in RAPPORT_DATA_DIR (kept across restarts, shared with `npm run admin` on the same folder), or a
 * per-process key for an in-memory database.
 */
export function mailSecretKey(config: Pick<Config, 'env' | 'dataDir' | 'mailSecretKey'>): Buffer {
  if (config.mailSecretKey) return config.mailSecretKey;
  if (config.env === 'production') {
    throw new SecretBoxError('MAIL_SECRET_KEY is required in production (32 random bytes in base64: `openssl rand -base64 32`)');
  }
  if (config.dataDir === MEMORY_DATA_DIR) {
    processKey ??= randomBytes(SECRET_KEY_BYTES);
    return processKey;
  }
  return dataDirKey(config.dataDir);
}

/** The box of the configured key. */
export const mailSecretBox = (config: Pick<Config, 'env' | 'dataDir' | 'mailSecretKey'>): SecretBox => createSecretBox(mailSecretKey(config));
