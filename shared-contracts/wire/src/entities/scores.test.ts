import { SCORE_KEYS, SCORE_LABELS, SCORE_LANGS, scoreAbbreviations, scoreLabels } from './scores';

describe('the table of score abbreviations', () => {
  it.each(SCORE_LANGS)('names every score in %s, each abbreviation standing for one score only', (lang) => {
    const { scores, legend } = SCORE_LABELS[lang];
    expect(legend).not.toBe('');
    for (const key of SCORE_KEYS) expect(scores[key].name).not.toBe('');
    const abbreviations = SCORE_KEYS.map((key) => scores[key].abbr);
    expect(new Set(abbreviations).size).toBe(SCORE_KEYS.length);
  });

  it('says one abbreviation per score in every language: a French table and an English report never disagree', () => {
    expect(scoreAbbreviations('fr')).toEqual(scoreAbbreviations('en'));
    expect(scoreAbbreviations('en')).toEqual({ RI: 'RI', II: 'II', FE: 'FE', DC: 'DC', CP: 'CP', CO: 'CO', UN: 'UN', CPI: 'CPI' });
  });

  it("reads the page's language, English for any other", () => {
    expect(scoreLabels('fr-FR').scores.RI.name).toBe('Indice relationnel');
    expect(scoreLabels('ru').scores.RI.name).toBe('Relational Index');
  });
});
