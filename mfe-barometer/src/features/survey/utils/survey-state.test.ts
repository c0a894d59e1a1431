import { progressAt, TWELVE } from '../../../testing/fixtures';
import { canGoOn, emptyProgress, resume, surveyReducer, type SurveyAction, type SurveyState } from './survey-state';

const run = (state: SurveyState, ...actions: SurveyAction[]) => actions.reduce(surveyReducer, state);

describe('the barometer flow', () => {
  it('starts on the first page, and goes to the first demographic question once the survey is loaded', () => {
    const blank = resume(emptyProgress());
    expect(blank.progress.view).toBe('FIRST_PAGE');
    expect(run(blank, { type: 'start' }).progress.view).toBe('FIRST_PAGE');
    const loaded = run(blank, { type: 'content', content: progressAt('FIRST_PAGE') }, { type: 'start' });
    expect(loaded.progress.view).toBe('DEMOGRAPHIC');
    expect(loaded.index).toBe(0);
  });

  it('goes on from a demographic question only with its one answer, then to the questionnaire after the last', () => {
    let state = resume(progressAt('DEMOGRAPHIC'));
    expect(canGoOn(state)).toBe(false);
    expect(run(state, { type: 'next' })).toEqual(state);
    state = run(state, { type: 'toggleDemographic', optionPk: 102 }, { type: 'toggleDemographic', optionPk: 103 });
    expect(state.progress.selectedDemographicQuestions).toEqual({ 11: 103 });
    state = run(state, { type: 'next' });
    expect(state).toMatchObject({ index: 1, progress: { view: 'DEMOGRAPHIC' } });
    state = run(state, { type: 'toggleDemographic', optionPk: 999 });
    expect(canGoOn(state)).toBe(false);
    state = run(state, { type: 'toggleDemographic', optionPk: 201 }, { type: 'next' });
    expect(state).toMatchObject({ index: 0, progress: { view: 'QUESTIONNAIRE' } });
  });

  it('goes on from a main question only with two ordered answers, then to the words after the 18th', () => {
    let state = resume(progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 17 }));
    expect(state.index).toBe(17);
    state = run(state, { type: 'toggleAnswer', answerId: 'q18a4' });
    expect(canGoOn(state)).toBe(false);
    state = run(state, { type: 'toggleAnswer', answerId: 'q18a2' });
    expect(state.progress.selectedQuestions.q18).toEqual(['q18a4', 'q18a2']);
    state = run(state, { type: 'toggleAnswer', answerId: 'q1a1' });
    expect(state.progress.selectedQuestions.q18).toEqual(['q18a4', 'q18a2']);
    expect(run(state, { type: 'next' }).progress.view).toBe('SELECT_WORDS');
  });

  it('goes back one question at a time, across the two parts', () => {
    const state = resume(progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 1 }));
    expect(state.index).toBe(1);
    const once = run(state, { type: 'back' });
    expect(once).toMatchObject({ index: 0, progress: { view: 'QUESTIONNAIRE' } });
    expect(run(once, { type: 'back' })).toMatchObject({ index: 1, progress: { view: 'DEMOGRAPHIC' } });
    expect(run(once, { type: 'back' }, { type: 'back' }, { type: 'back' }).progress.view).toBe('FIRST_PAGE');
  });

  it('takes up to 12 words, goes on at 12, and sorts only the words chosen', () => {
    let state = resume(progressAt('SELECT_WORDS', { demographic: 2, questionsDone: 18 }));
    state = run(state, { type: 'selectWords', selected: TWELVE.slice(0, 11) });
    expect(canGoOn(state)).toBe(false);
    state = run(state, { type: 'selectWords', selected: [...TWELVE, 'w13'] });
    expect(state.progress.selectedWords).toEqual(TWELVE);
    state = run(state, { type: 'next' });
    expect(state.progress.view).toBe('SORT_WORDS');
    const reversed = [...TWELVE].reverse();
    expect(run(state, { type: 'sortWords', order: reversed }).progress.selectedWords).toEqual(reversed);
    expect(run(state, { type: 'sortWords', order: [...TWELVE.slice(1), 'w13'] }).progress.selectedWords).toEqual(TWELVE);
  });

  it('ends on the thank-you page with nothing left of the answers', () => {
    const state = run(resume(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE })), { type: 'submitted' });
    expect(state.progress).toEqual({ ...emptyProgress(), view: 'LAST_PAGE' });
  });

  describe('resumes a kept progress', () => {
    it('at the next unanswered demographic question', () => {
      expect(resume(progressAt('DEMOGRAPHIC', { demographic: 1 }))).toMatchObject({ index: 1, progress: { view: 'DEMOGRAPHIC' } });
    });

    it('at the next unanswered main question (one answer of two is not an answer)', () => {
      const progress = progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 4 });
      progress.selectedQuestions.q5 = ['q5a3'];
      expect(resume(progress)).toMatchObject({ index: 4, progress: { view: 'QUESTIONNAIRE' } });
    });

    it('on the word selection, and on the sorting', () => {
      expect(resume(progressAt('SELECT_WORDS', { demographic: 2, questionsDone: 18, selected: ['w01'] })).progress.view).toBe('SELECT_WORDS');
      expect(resume(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE })).progress.view).toBe('SORT_WORDS');
    });

    it('at the first step that still needs something when the view says more than the answers', () => {
      expect(resume(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: ['w01'] })).progress.view).toBe('SELECT_WORDS');
      expect(resume(progressAt('SELECT_WORDS', { demographic: 2, questionsDone: 9 }))).toMatchObject({ index: 9, progress: { view: 'QUESTIONNAIRE' } });
      expect(resume(progressAt('SELECT_WORDS', { demographic: 1, questionsDone: 18 }))).toMatchObject({ index: 1, progress: { view: 'DEMOGRAPHIC' } });
    });

    it('on the first page when the survey itself was not kept', () => {
      expect(resume({ ...emptyProgress(), view: 'QUESTIONNAIRE' }).progress.view).toBe('FIRST_PAGE');
    });
  });
});
