import { NO_CHOICES, isComplete, rankOf, toggleAnswer } from './choice-rules';

describe('choice rules', () => {
  it('sets choice 1, then choice 2, then replaces choice 2', () => {
    const one = toggleAnswer(NO_CHOICES, 'q1a3');
    expect(one).toEqual({ first: 'q1a3', second: null });
    const two = toggleAnswer(one, 'q1a5');
    expect(two).toEqual({ first: 'q1a3', second: 'q1a5' });
    expect(toggleAnswer(two, 'q1a1')).toEqual({ first: 'q1a3', second: 'q1a1' });
  });

  it('unselects choice 2 alone, and clears both when choice 1 is unselected', () => {
    const both = { first: 'q1a3', second: 'q1a5' };
    expect(toggleAnswer(both, 'q1a5')).toEqual({ first: 'q1a3', second: null });
    expect(toggleAnswer(both, 'q1a3')).toEqual(NO_CHOICES);
  });

  it('is complete only with two choices, and tells each answer its rank', () => {
    expect(isComplete({ first: 'q1a1', second: null })).toBe(false);
    expect(isComplete({ first: 'q1a1', second: 'q1a2' })).toBe(true);
    expect(rankOf({ first: 'q1a1', second: 'q1a2' }, 'q1a2')).toBe(2);
    expect(rankOf({ first: 'q1a1', second: 'q1a2' }, 'q1a6')).toBeNull();
  });
});
