import { givenPassword, newPassword } from './auth';
import { INVALID_CHARACTERS } from './common';

describe('password fields', () => {
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
