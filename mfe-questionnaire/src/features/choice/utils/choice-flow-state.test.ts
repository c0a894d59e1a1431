import { advance, allSaved, backToUnsaved, initFlow, markSaved, readProgress, toProgressLists, toggleInFlow } from './choice-flow-state';

const ids = ['q1', 'q2', 'q3', 'q4'];
const inOrder = () => 0.999; // Fisher-Yates with j = i keeps the order
const saved = { question_answered: 'q2', first_answers: 'q2a1', second_answers: 'q2a4' };

const answer = (flow: ReturnType<typeof initFlow>, first: string, second: string) =>
  advance(toggleInFlow(toggleInFlow(flow, first), second));

describe('the choice flow', () => {
  it('reads the saved lists position by position', () => {
    expect(readProgress(saved)).toEqual({ q2: { first: 'q2a1', second: 'q2a4' } });
    expect(readProgress({ question_answered: '', first_answers: '', second_answers: '' })).toEqual({});
  });

  it('starts after the saved answers and asks only the others', () => {
    const flow = initFlow(ids, saved, inOrder);
    expect(flow.answeredBefore).toBe(1);
    expect(flow.order).toEqual(['q1', 'q3', 'q4']);
  });

  it('sends the cumulative lists, saved answers first', () => {
    const flow = answer(initFlow(ids, saved, inOrder), 'q1a2', 'q1a6');
    expect(flow.position).toBe(1);
    expect(toProgressLists(flow)).toEqual({ question_answered: 'q2,q1', first_answers: 'q2a1,q1a2', second_answers: 'q2a4,q1a6' });
  });

  it('does not advance without two choices', () => {
    const flow = toggleInFlow(initFlow(ids, saved, inOrder), 'q1a2');
    expect(advance(flow)).toBe(flow);
  });

  it('goes back to the first unsaved question, its choices kept', () => {
    let flow = answer(initFlow(ids, saved, inOrder), 'q1a2', 'q1a6');
    flow = markSaved(flow, ['q2', 'q1']);
    flow = answer(flow, 'q3a1', 'q3a2');
    flow = answer(flow, 'q4a3', 'q4a5');
    expect(allSaved(flow)).toBe(false);
    const back = backToUnsaved(flow);
    expect(back.position).toBe(1);
    expect(back.current).toEqual({ first: 'q3a1', second: 'q3a2' });
    // Next again shows q4 with the choices made before
    expect(advance(back).current).toEqual({ first: 'q4a3', second: 'q4a5' });
  });
});
