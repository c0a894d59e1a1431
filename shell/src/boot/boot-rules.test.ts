import { startsAtOnce, type BootSituation } from './boot-rules';

const firstVisit: BootSituation = { pageLang: 'en', search: '', hash: '', token: null, savedLang: null };

describe('when the application starts on a public page', () => {
  it('waits for the first move of a first-time visitor on a page in their language', () => {
    expect(startsAtOnce(firstVisit)).toBe(false);
    expect(startsAtOnce({ ...firstVisit, savedLang: 'en' })).toBe(false);
    expect(startsAtOnce({ ...firstVisit, search: '?', hash: '#' })).toBe(false);
  });

  it('starts at once for a page that is not the same for this visitor', () => {
    // signed in: another header, maybe another page
    expect(startsAtOnce({ ...firstVisit, token: 'abc' })).toBe(true);
    // chose French, was answered the English page
    expect(startsAtOnce({ ...firstVisit, savedLang: 'fr' })).toBe(true);
    // a link with something to act on: a mission, the survey-gone notice, an anchor
    expect(startsAtOnce({ ...firstVisit, search: '?mission=M1' })).toBe(true);
    expect(startsAtOnce({ ...firstVisit, search: '?survey=ended&survey_lang=fr' })).toBe(true);
    expect(startsAtOnce({ ...firstVisit, hash: '#contact' })).toBe(true);
    // the shell's own page, not prerendered
    expect(startsAtOnce({ ...firstVisit, pageLang: undefined })).toBe(true);
  });
});
