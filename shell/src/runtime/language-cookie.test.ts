import { writeLanguageCookie } from './language-cookie';

describe('the language cookie', () => {
  beforeEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('is written for the whole site, for a year', () => {
    writeLanguageCookie('fr');
    expect(document.cookie).toContain('lang=fr');
  });
});
