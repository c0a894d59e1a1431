import { readSurveyGone, surveyGonePath, surveyGoneQuery } from './survey-gone';

describe('the address of a survey that is not there', () => {
  it('is the root page with the reason and the survey’s language, read back as written', () => {
    expect(surveyGonePath({ reason: 'ended', lang: 'ru' })).toBe('/?survey=ended&survey_lang=ru');
    for (const gone of [
      { reason: 'ended', lang: 'fr' },
      { reason: 'unknown', lang: 'en' },
      { reason: 'ended', lang: 'ru' },
    ] as const) {
      expect(readSurveyGone(surveyGoneQuery(gone))).toEqual(gone);
      expect(surveyGonePath(gone)).toBe(`/?${surveyGoneQuery(gone)}`);
    }
  });

  it('says nothing for another address or another reason, and English for a language the survey does not speak', () => {
    expect(readSurveyGone('')).toBeNull();
    expect(readSurveyGone('?mission=ABC')).toBeNull();
    expect(readSurveyGone('?survey=over&survey_lang=fr')).toBeNull();
    expect(readSurveyGone(new URLSearchParams('survey=unknown&survey_lang=de'))).toEqual({ reason: 'unknown', lang: 'en' });
    expect(readSurveyGone('?survey=ended')).toEqual({ reason: 'ended', lang: 'en' });
  });
});
