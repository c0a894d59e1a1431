import { DEMOGRAPHICS, hiddenResults, publicResults, surveyResults } from '../testing/barometer-fixtures';
import {
  answerRows,
  areEstimates,
  filterChoices,
  filterValue,
  formatFigure,
  formatShare,
  parseFilter,
  resultsState,
  textOf,
  topWords,
  uiLang,
  wordBar,
} from './results-view';

describe('the barometer results view', () => {
  it('reads the interface language, English when a French text is missing', () => {
    expect(uiLang('fr')).toBe('fr');
    expect(uiLang('fr-CA')).toBe('fr');
    expect(uiLang('ru')).toBe('en');
    expect(textOf({ en: 'Team', fr: 'Équipe' }, 'fr')).toBe('Équipe');
    expect(textOf({ en: 'Team', fr: ' ' }, 'fr')).toBe('Team');
  });

  it('offers every demographic answer as "question: option", a hidden group marked', () => {
    expect(filterChoices(DEMOGRAPHICS, 'en').map((choice) => [choice.value, choice.question, choice.option, choice.hidden])).toEqual([
      ['1:11', 'Age', 'Under 30', false],
      ['1:12', 'Age', '30 to 50', false],
      ['1:13', 'Age', 'Over 50', true],
      ['2:21', 'Team', 'Sales', false],
      ['2:22', 'Team', 'Product', false],
    ]);
  });

  it('names a question without its question mark before the answer', () => {
    const asked = [{ ...DEMOGRAPHICS[0], en: 'What is your age group?', fr: 'Quel est votre âge\u202f?' }];
    expect(filterChoices(asked, 'en')[0].question).toBe('What is your age group');
    expect(filterChoices(asked, 'fr')[0].question).toBe('Quel est votre âge');
  });

  it('round-trips a filter through the select, anything else being everyone', () => {
    expect(parseFilter(filterValue({ question: 2, option: 22 }))).toEqual({ question: 2, option: 22 });
    expect(filterValue(null)).toBe('');
    expect(parseFilter('')).toBeNull();
    expect(parseFilter('2:')).toBeNull();
  });

  it('tells a hidden survey from a hidden group', () => {
    expect(resultsState(surveyResults())).toEqual({ kind: 'shown' });
    expect(resultsState(hiddenResults('survey_below_threshold'))).toEqual({ kind: 'surveyHidden' });
    expect(resultsState(hiddenResults('survey_below_threshold', { question: 1, option: 11 }))).toEqual({ kind: 'surveyHidden' });
    expect(resultsState(hiddenResults('differencing', { question: 1, option: 11 }))).toEqual({ kind: 'groupHidden', reason: 'differencing' });
    expect(resultsState(hiddenResults('group_below_threshold', { question: 1, option: 11 }))).toEqual({ kind: 'groupHidden', reason: 'group_below_threshold' });
  });

  it('keeps the ten words chosen most often, most chosen first', () => {
    const words = [3, 9, 1, 7, 5, 12, 2, 8, 4, 11, 6, 10].map((count) => ({ word_id: `w${count}`, count }));
    expect(topWords(words).map((word) => word.count)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it("gives each answer's count and whole percent of the group, nothing when hidden", () => {
    const [question] = surveyResults().questions;
    expect(answerRows(question, 20, 'en')?.map((row) => [row.text, row.value, row.margin, row.share])).toEqual([
      ['Answer 1.1', 9, null, 45],
      ['Answer 1.2', 7, null, 35],
      ['Answer 1.3', 3, null, 15],
      ['Answer 1.4', 12, null, 60],
      ['Answer 1.5', 5, null, 25],
      ['Answer 1.6', 4, null, 20],
    ]);
    expect(answerRows(question, null, 'en')?.[0].share).toBeNull();
    expect(answerRows(hiddenResults('survey_below_threshold').questions[0], null, 'en')).toBeNull();
  });

  it("gives a public survey's answers as estimates with their margin, the share of the estimate", () => {
    const [question] = publicResults().questions;
    expect(areEstimates(publicResults())).toBe(true);
    expect(areEstimates(surveyResults())).toBe(false);
    expect(answerRows(question, 20, 'en')?.map((row) => [row.text, row.value, row.margin, row.share])).toEqual([
      ['Answer 1.1', 9.4, 3.1, 47],
      ['Answer 1.2', 7, 2.9, 35],
      ['Answer 1.3', 2.6, 2.2, 13],
      ['Answer 1.4', 12.4, 3.3, 62],
      ['Answer 1.5', 5, 2.6, 25],
      ['Answer 1.6', 3.6, 2.4, 18],
    ]);
  });

  it('writes an exact figure as it is, an estimate with ≈ and its margin, in the language', () => {
    expect(formatFigure({ value: 12, margin: null }, 'en')).toBe('12');
    expect(formatFigure({ value: 12.4, margin: 3.1 }, 'en')).toBe('≈ 12.4 ± 3.1');
    expect(formatFigure({ value: 12.4, margin: 3.1 }, 'fr')).toBe('≈ 12,4 ± 3,1');
    expect(formatFigure({ value: 7, margin: 2 }, 'en')).toBe('≈ 7 ± 2');
    // the server rounds to a tenth; more digits would only look precise
    expect(formatFigure({ value: 1234.56, margin: 0.04 }, 'en')).toBe('≈ 1,234.6 ± 0');
    expect(formatShare(62, true)).toBe('≈ 62%');
    expect(formatShare(60, false)).toBe('60%');
    expect(formatShare(null, true)).toBe('');
  });

  it("places a word's bar and its margin's range against the longest bar, cut at the track's ends", () => {
    expect(wordBar({ count: 5, margin: null }, 10)).toEqual({ bar: 50 });
    expect(wordBar({ count: 5, margin: 2 }, 10)).toEqual({ bar: 50, from: 30, to: 70 });
    expect(wordBar({ count: 10, margin: 4 }, 10)).toEqual({ bar: 100, from: 60, to: 100 });
    expect(wordBar({ count: 1, margin: 3 }, 10)).toEqual({ bar: 10, from: 0, to: 40 });
  });
});
