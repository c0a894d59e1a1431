import { chosenLanguage, initialLanguage, languageChanged, selectLang } from './locale-slice';
import { makeStore } from './store';

describe('locale', () => {
  const browserLanguage = jest.spyOn(navigator, 'language', 'get');
  beforeEach(() => {
    localStorage.clear();
    browserLanguage.mockReturnValue('de-DE');
  });
  afterAll(() => browserLanguage.mockRestore());

  it('knows a language only the person chose', () => {
    expect(chosenLanguage()).toBeNull();
    localStorage.setItem('lang', 'ru');
    expect(chosenLanguage()).toBeNull();
    makeStore({ persist: false }).dispatch(languageChanged('fr'));
    expect(chosenLanguage()).toBe('fr');
  });

  it('starts in English when nothing says otherwise', () => {
    expect(initialLanguage('')).toBe('en');
  });

  it("takes the browser's language when the interface speaks it", () => {
    browserLanguage.mockReturnValue('fr-CA');
    expect(initialLanguage('')).toBe('fr');
  });

  it("prefers the user's last choice to the browser's language", () => {
    browserLanguage.mockReturnValue('fr-FR');
    localStorage.setItem('lang', 'en');
    expect(initialLanguage('')).toBe('en');
  });

  it.each(['?mission=M1', '?contact=C1', '?questionnaire_id=workplace'])('speaks French for a link with %s, whatever was chosen', (search) => {
    localStorage.setItem('lang', 'en');
    expect(initialLanguage(search)).toBe('fr');
  });

  it('ignores a stored language the interface does not speak', () => {
    localStorage.setItem('lang', 'ru');
    expect(initialLanguage('?ref=abc')).toBe('en');
  });

  it('changes the language and remembers the choice', () => {
    const store = makeStore({ persist: false });
    store.dispatch(languageChanged('fr'));
    expect(selectLang(store.getState())).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(initialLanguage('')).toBe('fr');
  });
});
