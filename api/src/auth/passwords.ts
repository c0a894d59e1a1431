import { randomBytes } from 'crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read) */
const ARGON2ID = 2 as Algorithm;

/**
 * Passwords: argon2id with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane),
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
 * The encoded hash carries its parameters, so raising them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Passwords are hashed and checked in Unicode NFC: "é" typed as one code point or as "e" and a
 * combining accent (as some keyboards and systems send it) is the same password.
 */
export const normalizePassword = (password: string): string => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

let dummy: Promise<string> | undefined;

/** A hash of a random password nobody knows, made once: the cost of a verify for unknown users. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

const verifies = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    // a malformed stored hash is a failed login, not a 500
    return false;
  }
};

/**
 * Checks a password against a stored hash, in NFC. A password that was not NFC as typed is
 * also tried as typed: hashes made before passwords were normalised still verify. Without a
 * hash (unknown e-mail, social-only account) it verifies against a dummy hash as many times,
 * so the answer takes as long either way and timing does not tell which e-mails have accounts.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  const candidates = normalized === password ? [normalized] : [normalized, password];
  const against = storedHash || (await dummyHash());
  for (const candidate of candidates) {
    if ((await verifies(against, candidate)) && storedHash) return true;
  }
  return false;
}

/** Warms the dummy hash so the first unknown-e-mail login is not faster than the others. */
export function prepareDummyHash(): Promise<void> {
  return dummyHash().then(() => undefined);
}
