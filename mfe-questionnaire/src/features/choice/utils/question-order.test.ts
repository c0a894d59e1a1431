import { questionOrder } from './question-order';

const ids = Array.from({ length: 18 }, (_, i) => `q${i + 1}`);

describe('question order', () => {
  it('is a shuffle of the ids not yet answered', () => {
    const answered = new Set(['q2', 'q9', 'q17']);
    const order = questionOrder(ids, answered);
    expect(order).toHaveLength(15);
    expect(order.some((id) => answered.has(id))).toBe(false);
    expect([...order].sort()).toEqual(ids.filter((id) => !answered.has(id)).sort());
  });

  it('depends only on the random source', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const first = questionOrder(ids, new Set(), random);
    seed = 7;
    expect(questionOrder(ids, new Set(), random)).toEqual(first);
    expect(first).not.toEqual(ids);
  });
});
