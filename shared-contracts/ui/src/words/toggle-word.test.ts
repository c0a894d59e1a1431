import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import { toggleWord } from './toggle-word';

describe('the 12-word rule', () => {
  const twelve = Array.from({ length: SELECTED_WORD_COUNT }, (_, i) => `w${i + 1}`);

  it('adds and removes words in the order chosen', () => {
    expect(toggleWord(['w1'], 'w7')).toEqual({ selected: ['w1', 'w7'], outcome: 'added' });
    expect(toggleWord(['w1', 'w7'], 'w1')).toEqual({ selected: ['w7'], outcome: 'removed' });
  });

  it('refuses a 13th word but still lets one go', () => {
    expect(toggleWord(twelve, 'w13')).toEqual({ selected: twelve, outcome: 'full' });
    expect(toggleWord(twelve, 'w5').selected).toHaveLength(11);
  });

  it('takes another limit when given one', () => {
    expect(toggleWord(['w1', 'w2'], 'w3', 2)).toEqual({ selected: ['w1', 'w2'], outcome: 'full' });
    expect(toggleWord(['w1'], 'w3', 2)).toEqual({ selected: ['w1', 'w3'], outcome: 'added' });
  });
});
