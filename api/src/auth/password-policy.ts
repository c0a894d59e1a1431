import { AUTH_MESSAGES } from '@rapport/wire/api/auth';
import type { ErrorCode } from '@rapport/wire/api/error-codes';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http-errors';

/**
 * The server's own checks of a new password, beyond the spec's rules (required, 8 characters, a
 * digit, at most 128; contracts' passwordProblems), which run first:
 *
 * - common: ASVS 2.1.7. The password is refused when it is in zxcvbn-ts's list of common
 *   passwords (@zxcvbn-ts/language-common, `passwords-common`: 49,233 passwords ranked by how
 *   often they appear in public breach corpora; 8,065 of them pass the spec's rules, such as
 *   `12345678`, `password1` or `azerty123`). Compared case-insensitively, as typed and with its
 *   spaces taken out (`Pass word 1` is `password1`). The list ships with the API's
 *   dependencies: no call leaves the server, and it never reaches a browser's bundle.
 * - weak: what is left once spaces are taken out is fewer than 5 different characters
 *   (eight spaces and a digit, `aaaaaaa1`, `abab1212`), or at most two runs of a character
 *   repeated or of consecutive characters (`abcdefg1`, `98765432`, `aaaa1234`). Such passwords
 *   are guessed first by any cracker and are in no list only because the lists stop somewhere.
 *
 * Every check is on the NFC form, the form that is hashed (passwords.ts).
 */

export type PasswordWeakness = 'common' | 'weak';

/** The list, lower-case already, as a set: about 49,000 entries, a few MB, built once. */
let common: ReadonlySet<string> | undefined;
const commonPasswords = (): ReadonlySet<string> => {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
};

/** Builds the list now, so the first sign-up does not wait for it. */
export function preparePasswordList(): number {
  return commonPasswords().size;
}

/** At least this many different characters, spaces aside. */
export const MIN_DISTINCT_CHARACTERS = 5;

const WHITESPACE = /[\s\p{White_Space}\p{Cf}]+/gu;

/**
 * How many runs the characters make, where a run goes on while each character is the previous
 * one, or the next or previous code point, always in the same direction ("aaaa", "abcd",
 * "4321"): `abcdefg1` is two runs, `password1` is eight.
 */
export function characterRuns(text: string): number {
  const points = [...text].map((character) => character.codePointAt(0) ?? 0);
  let runs = 0;
  let step: number | undefined;
  for (let i = 0; i < points.length; i += 1) {
    const delta = i === 0 ? undefined : points[i] - points[i - 1];
    const continues = delta !== undefined && Math.abs(delta) <= 1 && (step === undefined || step === delta);
    if (continues) {
      step = delta;
    } else {
      runs += 1;
      step = undefined;
    }
  }
  return runs;
}

/** Why a new password is refused by the server's checks, or undefined when it is not. */
export function passwordWeakness(password: string): PasswordWeakness | undefined {
  const folded = password.normalize('NFC').toLowerCase();
  const compact = folded.replace(WHITESPACE, '');
  const list = commonPasswords();
  if (list.has(folded) || list.has(folded.trim()) || list.has(compact)) return 'common';
  if (new Set(compact).size < MIN_DISTINCT_CHARACTERS || characterRuns(compact) <= 2) return 'weak';
  return undefined;
}

const WEAKNESS: Record<PasswordWeakness, { code: ErrorCode; message: string }> = {
  common: { code: 'validation.password_common', message: AUTH_MESSAGES.passwordCommon },
  weak: { code: 'validation.password_weak', message: AUTH_MESSAGES.passwordWeak },
};

/** The message of a weakness, for answers that list a password's problems. */
export const weaknessMessage = (weakness: PasswordWeakness): string => WEAKNESS[weakness].message;

/** A 400 on the `password` field when the new password is common or trivially weak. */
export function assertPasswordAccepted(password: string): void {
  const weakness = passwordWeakness(password);
  if (!weakness) return;
  const { code, message } = WEAKNESS[weakness];
  throw new HttpError(400, message, { code, field: 'password' });
}
