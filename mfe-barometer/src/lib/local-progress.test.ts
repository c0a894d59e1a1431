import { INVITATION, progressAt, REFERRAL } from '../testing/fixtures';
import {
  clearProgress,
  forgetMission,
  isSubmitted,
  loadInvitation,
  loadProgress,
  markSubmitted,
  PROGRESS_KEYS,
  saveInvitation,
  saveProgress,
} from './local-progress';
import type { BarometerLocalProgress } from '@rapport/wire/entities/barometer';

const emptyProgress = (): BarometerLocalProgress => ({
  demographicQuestionnaire: [],
  selectedDemographicQuestions: {},
  questionnaire: [],
  selectedQuestions: {},
  words: [],
  selectedWords: [],
  view: 'FIRST_PAGE',
});

describe('the local progress of a mission', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each field of spec section 3 under a key of its own, namespaced by the mission', () => {
    saveProgress(REFERRAL, progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 3 }));
    expect(Object.keys(localStorage).sort()).toEqual(PROGRESS_KEYS.map((field) => `barometer:${REFERRAL}:${field}`).sort());
    expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:view`)!)).toBe('QUESTIONNAIRE');
    expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:selectedDemographicQuestions`)!)).toEqual({ 11: 101, 12: 201 });
  });

  it('reads back what it wrote, and nothing of another mission', () => {
    const progress = progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: ['w02', 'w01'] });
    saveProgress(REFERRAL, progress);
    expect(loadProgress(REFERRAL, emptyProgress())).toEqual(progress);
    expect(loadProgress('OTHER', emptyProgress())).toEqual(emptyProgress());
  });

  it('drops a field it cannot read and keeps the others', () => {
    saveProgress(REFERRAL, progressAt('QUESTIONNAIRE', { questionsDone: 2 }));
    localStorage.setItem(`barometer:${REFERRAL}:view`, '"SOMEWHERE"');
    localStorage.setItem(`barometer:${REFERRAL}:selectedWords`, '{not json');
    const read = loadProgress(REFERRAL, emptyProgress());
    expect(read.view).toBe('FIRST_PAGE');
    expect(read.selectedWords).toEqual([]);
    expect(Object.keys(read.selectedQuestions)).toEqual(['q1', 'q2']);
  });

  it('clears the progress but remembers a submit; forgetting a mission removes everything', () => {
    saveProgress(REFERRAL, progressAt('SORT_WORDS'));
    markSubmitted(REFERRAL);
    clearProgress(REFERRAL);
    expect(Object.keys(localStorage)).toEqual([`barometer:${REFERRAL}:submitted`]);
    expect(isSubmitted(REFERRAL)).toBe(true);
    expect(isSubmitted('OTHER')).toBe(false);
    forgetMission(REFERRAL);
    expect(localStorage.length).toBe(0);
  });

  it('keeps a personal link’s code per mission, and lets it go with the progress', () => {
    expect(loadInvitation(REFERRAL)).toBeUndefined();
    saveProgress(REFERRAL, progressAt('QUESTIONNAIRE', { questionsDone: 2 }));
    saveInvitation(REFERRAL, INVITATION);
    expect(loadInvitation(REFERRAL)).toBe(INVITATION);
    expect(loadInvitation('OTHER')).toBeUndefined();
    localStorage.setItem(`barometer:OTHER:invitation`, '42');
    expect(loadInvitation('OTHER')).toBeUndefined();
    clearProgress(REFERRAL);
    expect(loadInvitation(REFERRAL)).toBeUndefined();
    saveInvitation(REFERRAL, INVITATION);
    forgetMission(REFERRAL);
    expect(loadInvitation(REFERRAL)).toBeUndefined();
  });
});
