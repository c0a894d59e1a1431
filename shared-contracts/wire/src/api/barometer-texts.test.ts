import { barometerTextsIn, hasTexts, type BarometerTexts } from './barometer-texts';

const none = { header1: null, header2: null, intro: null };
const texts = (default_language: BarometerTexts['default_language'], parts: Partial<BarometerTexts['texts']>): BarometerTexts => ({
  default_language,
  texts: { en: none, fr: none, ru: none, ...parts },
});

describe('the survey page texts in a language', () => {
  const english = { header1: 'How are we doing?', header2: 'Climate survey 2026', intro: 'Anonymous.' };
  const french = { header1: 'Comment allons-nous ?', header2: null, intro: null };

  it("are the language's own when it has any, even one field, with its language", () => {
    expect(barometerTextsIn(texts('en', { en: english, fr: french }), 'fr')).toEqual({ ...french, lang: 'fr' });
    expect(barometerTextsIn(texts('en', { en: english, fr: french }), 'en')).toEqual({ ...english, lang: 'en' });
  });

  it("are the default language's, whole, in a language without any: never a field of one language beside another's", () => {
    expect(barometerTextsIn(texts('en', { en: english, fr: french }), 'ru')).toEqual({ ...english, lang: 'en' });
    expect(barometerTextsIn(texts('fr', { en: english, fr: french }), 'ru')).toEqual({ ...french, lang: 'fr' });
    // French has a title only: its subtitle is not taken from English
    expect(barometerTextsIn(texts('en', { en: english, fr: french }), 'fr')?.header2).toBeNull();
  });

  it('are none when neither the language nor the default has any, or for a language the survey does not speak', () => {
    expect(barometerTextsIn(texts('en', {}), 'fr')).toBeNull();
    expect(barometerTextsIn(texts('ru', { fr: french }), 'en')).toBeNull();
    expect(barometerTextsIn(texts('en', { en: english }), 'de')).toEqual({ ...english, lang: 'en' });
  });

  it('count a language as having texts when any field is written', () => {
    expect(hasTexts(none)).toBe(false);
    expect(hasTexts({ header1: '', header2: null, intro: null })).toBe(false);
    expect(hasTexts({ intro: 'x' })).toBe(true);
    expect(hasTexts(undefined)).toBe(false);
  });
});
