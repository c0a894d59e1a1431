import { progressAt, QUESTION_IDS, TWELVE } from '../../../testing/fixtures';
import { submitBody } from './submit-body';

describe('the submit body', () => {
  it('has the fields of spec section 7: demographic pks, the questions with their two answers, the words chosen and sorted', () => {
    const sorted = [...TWELVE].reverse();
    const body = submitBody(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: sorted }));
    expect(body).toEqual({
      demographic_answers: { '11': 101, '12': 201 },
      question_answered: QUESTION_IDS.join(','),
      first_answers: QUESTION_IDS.map((id) => `${id}a1`).join(','),
      second_answers: QUESTION_IDS.map((id) => `${id}a2`).join(','),
      selected_word_result: TWELVE.join(','),
      sorted_word_result: sorted.join(','),
    });
  });
});
