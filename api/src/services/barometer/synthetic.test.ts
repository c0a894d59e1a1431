import type { SurveyContent } from './submission';
import { parseSubmission } from './submission';
import { seededRandom, syntheticResponse } from './synthetic';

const content: SurveyContent = {
  demographics: [
    { pk: 11, question_id: 'd1', en: 'Age', fr: 'Âge', ru: 'Возраст', options: [1, 2, 3].map((pk) => ({ pk, option_id: `d1o${pk}`, en: `${pk}`, fr: `${pk}`, ru: `${pk}` })) },
    { pk: 12, question_id: 'd2', en: 'Team', fr: 'Équipe', ru: 'Команда', options: [4, 5].map((pk) => ({ pk, option_id: `d2o${pk}`, en: `${pk}`, fr: `${pk}`, ru: `${pk}` })) },
  ],
  questions: Array.from({ length: 18 }, (_, q) => ({
    question_id: `q${q + 1}`,
    en: '',
    fr: '',
    ru: '',
    answers: Array.from({ length: 6 }, (__, a) => ({ answer_id: `q${q + 1}a${a + 1}`, en: '', fr: '', ru: '' })),
  })),
  wordIds: Array.from({ length: 48 }, (_, w) => `w${String(w + 1).padStart(2, '0')}`),
};

describe('synthetic barometer responses', () => {
  it('are the same for the same seed and differ for another', () => {
    const make = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => syntheticResponse(content, random));
    };
    expect(make(3)).toEqual(make(3));
    expect(make(3)).not.toEqual(make(4));
  });

  it('pass every rule of the submit, with the demographic options asked for', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 50; i += 1) {
      const response = parseSubmission(7, content, syntheticResponse(content, random, { 12: 5 }));
      expect(response.demographics.find((d) => d.questionId === 12)?.optionId).toBe(5);
      expect(new Set(response.sortedWords)).toEqual(new Set(response.selectedWords));
    }
  });
});
