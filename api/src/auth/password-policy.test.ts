import { AUTH_MESSAGES, passwordProblems } from '@rapport/wire/api/auth';
import { HttpError } from '../http-errors';
import { assertPasswordAccepted, characterRuns, passwordWeakness, preparePasswordList } from './password-policy';
import { checkPassword, hashPassword } from './passwords';

describe('the server checks of a new password', () => {
  it('ships a list of tens of thousands of common and breached passwords', () => {
    expect(preparePasswordList()).toBeGreaterThan(40_000);
  });

  it.each(['12345678', 'password1', 'Password1', 'PASSWORD123', 'azerty123', 'qwerty123', 'iloveyou1', 'Pass word 1', ' 1qaz2wsx '])(
    'refuses %j: it follows the spec rules but is in the list',
    (password) => {
      expect(passwordProblems(password)).toEqual([]);
      expect(passwordWeakness(password)).toBe('common');
    },
  );

  it.each(['        1', '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a09', 'abab1212', 'zzzzzzz9', 'aaaa1234', '98765432', 'lmnopqr5', '1111 2222 3333'])(
    'refuses %j: a few characters repeated or in sequence',
    (password) => {
      expect(passwordProblems(password)).toEqual([]);
      expect(passwordWeakness(password)).toBe('weak');
    },
  );

  it.each(['correct horse 42', 'analytical-1', 'Tr0ub4dor&3', 'éléphant-rose-7', 'rapport-demo-1', '😀😺🐶🦊🐼 moon 1', 'мой пароль 2024'])(
    'accepts %j',
    (password) => {
      expect(passwordProblems(password)).toEqual([]);
      expect(passwordWeakness(password)).toBeUndefined();
    },
  );

  it('counts runs of repeated or consecutive characters', () => {
    expect(characterRuns('aaaa')).toBe(1);
    expect(characterRuns('abcd4321')).toBe(2);
    expect(characterRuns('abcdefg1')).toBe(2);
    expect(characterRuns('password1')).toBe(8);
  });

  it('answers a 400 on the password field with the code of the reason', () => {
    const refused = (password: string) => {
      try {
        assertPasswordAccepted(password);
      } catch (error) {
        return error instanceof HttpError ? { status: error.statusCode, code: error.code, field: error.field, message: error.message } : error;
      }
      return undefined;
    };
    expect(refused('password1')).toEqual({ status: 400, code: 'validation.password_common', field: 'password', message: AUTH_MESSAGES.passwordCommon });
    expect(refused('        1')).toEqual({ status: 400, code: 'validation.password_weak', field: 'password', message: AUTH_MESSAGES.passwordWeak });
    expect(refused('correct horse 42')).toBeUndefined();
  });
});

describe('password length and Unicode', () => {
  it('allows 64 characters and up to 128, counted in characters: accents and emoji count once', () => {
    expect(passwordProblems(`${'x'.repeat(63)}1`)).toEqual([]);
    expect(passwordProblems(`${'é'.repeat(127)}1`)).toEqual([]);
    expect(passwordProblems(`${'😀'.repeat(127)}1`)).toEqual([]);
    expect(passwordProblems(`${'😀'.repeat(128)}1`)).toEqual([AUTH_MESSAGES.passwordLong]);
    // "é" as "e" and a combining accent is one character
    expect(passwordProblems('e\u0301e\u0301e\u0301e\u0301e\u0301e\u0301e\u03011')).toEqual([]);
    expect(passwordProblems('e\u0301e\u0301e\u03011')).toEqual([AUTH_MESSAGES.passwordShort]);
  });

  it('hashes and checks passwords in NFC: either form of an accented letter signs in', async () => {
    const composed = 'café-crème-42';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const hash = await hashPassword(decomposed);
    expect(await checkPassword(hash, composed)).toBe(true);
    expect(await checkPassword(hash, decomposed)).toBe(true);
    expect(await checkPassword(hash, 'cafe-creme-42')).toBe(false);
  });
});
