import fc from 'fast-check';
import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { loadContent } from '../../content/load';
import { HttpError } from '../../http-errors';
import { prepareContent, toModelContent, type AnswerPick } from '../../model';
import { assertRankedSelection, completeAnswers, mergeAnswers, parseAnswers, parseList, parseWords, savedAnswers, toLists } from './progress';

const content = loadContent();
const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
if (!standard) throw new Error('no standard questionnaire');
const prep = prepareContent(toModelContent(standard, content.words));

/** Any valid answer to any subset of the questions, in any order. */
const answersArb: fc.Arbitrary<AnswerPick[]> = fc
  .shuffledSubarray(standard.questions)
  .chain((questions) =>
    fc.tuple(
      ...questions.map((q) =>
        fc
          .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 }))
          .map(([first, shift]) => ({ question_id: q.question_id, first: q.answers[first].answer_id, second: q.answers[(first + shift) % 6].answer_id })),
      ),
    ),
  );

const message = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  return 'no error';
};

describe('progress lists', () => {
  it('reads comma lists, trimming items, refusing empty ones', () => {
    expect(parseList('', 'x')).toEqual([]);
    expect(parseList('  ', 'x')).toEqual([]);
    expect(parseList('q1, q2 ,q3', 'x')).toEqual(['q1', 'q2', 'q3']);
    expect(message(() => parseList('q1,', 'first_answers'))).toBe(`400 ${M.emptyItem('first_answers')}`);
  });

  it('round-trips any valid answers through the lists', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const lists = toLists(answers);
        expect(parseAnswers(prep, lists)).toEqual(answers);
        expect(savedAnswers(lists)).toEqual(answers);
      }),
      { numRuns: 300 },
    );
  });

  it('never loses a saved question, and the latest answer of a question wins, whatever the order of saves', () => {
    fc.assert(
      fc.property(fc.array(answersArb, { minLength: 1, maxLength: 6 }), (saves) => {
        const merged = saves.reduce<AnswerPick[]>((saved, body) => mergeAnswers(saved, body), []);
        const latest = new Map<string, AnswerPick>();
        for (const body of saves) for (const pick of body) latest.set(pick.question_id, pick);
        expect(new Set(merged.map((a) => a.question_id)).size).toBe(merged.length);
        expect(new Map(merged.map((a) => [a.question_id, a]))).toEqual(latest);
        // saving any subset of what is saved changes nothing
        const again = mergeAnswers(merged, merged.filter((_, i) => i % 2 === 0));
        expect(again).toEqual(merged);
      }),
      { numRuns: 300 },
    );
  });

  it('checks the words: 12, known, distinct; and the ranking against the selection', () => {
    const words = content.samples[0].words;
    expect(parseWords(prep, words.join(','))).toEqual(words);
    expect(message(() => parseWords(prep, words.slice(1).join(',')))).toBe(`400 ${M.wordCount(11)}`);
    expect(message(() => assertRankedSelection(null, words))).toBe(`400 ${M.noSelection}`);
    expect(message(() => assertRankedSelection([...words].reverse().join(','), words))).toBe('no error');
    expect(message(() => assertRankedSelection(content.samples[1].words.join(','), words))).toBe(`400 ${M.notTheSelection}`);
  });

  it('needs all 18 answers for a result', () => {
    const all = content.samples[0].answers;
    expect(completeAnswers(prep, all)).toHaveLength(18);
    expect(message(() => completeAnswers(prep, all.slice(0, 12)))).toBe(`400 ${M.answersIncomplete(12)}`);
  });
});
