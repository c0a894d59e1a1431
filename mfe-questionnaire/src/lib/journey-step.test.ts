import { QUESTION_IDS } from '../testing/fixtures';
import { firstUnfinishedStep } from './journey-step';

const all = QUESTION_IDS.join(',');

describe('firstUnfinishedStep', () => {
  it('answers first, then the words chosen, then the ranking', () => {
    expect(firstUnfinishedStep('', '')).toBe('/choice');
    expect(firstUnfinishedStep(QUESTION_IDS.slice(0, 17).join(','), 'w01,w02')).toBe('/choice');
    expect(firstUnfinishedStep(all, '')).toBe('/select');
    expect(firstUnfinishedStep(all, 'w01,w02')).toBe('/sort');
  });

  it('a list that could not be read never sends anyone back', () => {
    expect(firstUnfinishedStep(null, '')).toBe('/select');
    expect(firstUnfinishedStep(null, 'w01')).toBe('/sort');
    expect(firstUnfinishedStep(all, null, '/sort')).toBe('/sort');
    expect(firstUnfinishedStep('q1', null, '/sort')).toBe('/choice');
  });
});
