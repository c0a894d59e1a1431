import { AUTH_MESSAGES, givenPassword, newPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { INVALID_CHARACTERS } from './common';

describe('password fields', () => {
  it('take a new password of PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters (the sign-up and reset forms read the minimum)', () => {
    const issue = (password: string) => newPassword().safeParse(password).error?.issues[0]?.message;
    expect(issue('1'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(AUTH_MESSAGES.passwordShort);
    expect(issue('1'.repeat(PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(issue('1'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(issue('1'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(AUTH_MESSAGES.passwordLong);
  });

  it.each([
    ['a NUL byte', 'secret-pass-1\u0000'],
    ['a lone high surrogate', 'secret-pass-1\ud800'],
    ['a lone low surrogate', '\udc00secret-pass-1'],
    ['an escape character', 'secret\u001bpass-1'],
  ])('refuse %s, new or given (it cannot be stored, or would hash like another password)', (_name, password) => {
    for (const schema of [newPassword(), givenPassword()]) {
      const parsed = schema.safeParse(password);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    }
  });

  it('keep any Unicode, spaces and tabs included, normalised to NFC when new', () => {
    expect(newPassword().parse('e\u0301té\tпароль 9')).toBe('été\tпароль 9');
    expect(givenPassword().parse('e\u0301té\tпароль 9')).toBe('e\u0301té\tпароль 9');
    expect(newPassword().parse('🔑 long phrase with an emoji 7')).toBe('🔑 long phrase with an emoji 7');
  });
});
