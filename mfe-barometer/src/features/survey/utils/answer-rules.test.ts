import { isAnswered, rankOf, toggleOrdered } from './answer-rules';

describe('the answer rules', () => {
  it('takes exactly one answer for a demographic question: another one replaces it', () => {
    expect(toggleOrdered([], 'o1', 1)).toEqual(['o1']);
    expect(toggleOrdered(['o1'], 'o2', 1)).toEqual(['o2']);
    expect(toggleOrdered(['o2'], 'o2', 1)).toEqual([]);
    expect(isAnswered([], 1)).toBe(false);
    expect(isAnswered(['o2'], 1)).toBe(true);
  });

  it('takes two ordered answers for a main question: first, then second', () => {
    const first = toggleOrdered([], 'q1a3', 2);
    const both = toggleOrdered(first, 'q1a5', 2);
    expect(first).toEqual(['q1a3']);
    expect(both).toEqual(['q1a3', 'q1a5']);
    expect(rankOf(both, 'q1a3')).toBe(1);
    expect(rankOf(both, 'q1a5')).toBe(2);
    expect(rankOf(both, 'q1a1')).toBeNull();
  });

  it('removes a chosen answer and those after it', () => {
    expect(toggleOrdered(['q1a3', 'q1a5'], 'q1a3', 2)).toEqual([]);
    expect(toggleOrdered(['q1a3', 'q1a5'], 'q1a5', 2)).toEqual(['q1a3']);
  });

  it('lets a third answer take the place of the second', () => {
    expect(toggleOrdered(['q1a3', 'q1a5'], 'q1a1', 2)).toEqual(['q1a3', 'q1a1']);
  });

  it('enables Next only with the required count', () => {
    expect(isAnswered(undefined, 2)).toBe(false);
    expect(isAnswered(['q1a3'], 2)).toBe(false);
    expect(isAnswered(['q1a3', 'q1a5'], 2)).toBe(true);
  });
});
