import { randomizeResponse } from '@rapport/wire/api/barometer-randomized-response';
import { answers, finishedBody, INVITATION, progressAt, QUESTION_IDS, REFERRAL, seededRandom, TWELVE, words } from '../../../testing/fixtures';
import { randomizationContent, submitBody, surveySubmission } from './submit-body';

const sorted = [...TWELVE].reverse();
const progress = progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: sorted });

describe('the submit body', () => {
  it('has the fields of spec section 7: demographic pks, the questions with their two answers, the words chosen and sorted', () => {
    expect(submitBody(progress)).toEqual(finishedBody(sorted));
  });
});

describe('the submit of a survey', () => {
  it('randomizes from each question’s own six answers and the whole word bank, in its order', () => {
    const content = randomizationContent(progress);
    expect(content.questions).toHaveLength(QUESTION_IDS.length);
    expect(content.questions[2]).toEqual({ question_id: 'q3', answers: answers.filter((a) => a.answer_id.startsWith('q3a')).map((a) => a.answer_id) });
    expect(content.wordIds).toEqual(words.map((word) => word.word_id));
    expect(content.wordIds).toHaveLength(48);
  });

  it('sends a public survey’s answers randomized with the random source given, and no personal link', () => {
    const sent = surveySubmission(progress, { referral: REFERRAL, mode: 'public', invitation: INVITATION }, seededRandom(7));
    const { query, ...body } = sent;
    expect(query).toEqual({ mission: REFERRAL });
    expect(body).toEqual(randomizeResponse(submitBody(progress), randomizationContent(progress), seededRandom(7)));
    expect(body).not.toEqual(submitBody(progress));
    // another draw, another report: the report depends on the draws, not only on the answers
    const { query: _again, ...other } = surveySubmission(progress, { referral: REFERRAL, mode: 'public', invitation: undefined }, seededRandom(8));
    expect(other).not.toEqual(body);
  });

  it('sends an invited survey’s exact answers with the personal link’s code, drawing nothing', () => {
    const random = jest.fn(seededRandom(7));
    const sent = surveySubmission(progress, { referral: REFERRAL, mode: 'invited', invitation: INVITATION }, random);
    expect(sent).toEqual({ ...submitBody(progress), query: { mission: REFERRAL, invitation: INVITATION } });
    expect(random).not.toHaveBeenCalled();
  });
});
