/**
 * fast-check arbitraries shared by the model tests: respondents answering a few generated
 * questionnaires (prepared once), and free-form vectors for the matching properties.
 */
import fc from 'fast-check';
import { FAMILIES } from '../src/content/types';
import { computeIndividualResult, type AnswerPick, type IndividualResult } from '../src/model/individual-result';
import { prepareContent, type ModelContent, type PreparedContent } from '../src/model/prepare';
import { generateContent, handContent, orderedPair, picksByIndex } from './model-generators';
import type { ProfileVector } from '../src/model/vector';

export interface Questionnaire {
  content: ModelContent;
  prep: PreparedContent;
}

/** Seeds 1..6 of the generator plus the regular hand-made questionnaire. */
export const QUESTIONNAIRES: Questionnaire[] = [...[1, 2, 3, 4, 5, 6].map(generateContent), handContent()].map((content) => ({
  content,
  prep: prepareContent(content),
}));

export interface Respondent {
  q: Questionnaire;
  answers: AnswerPick[];
  words: string[];
  result: IndividualResult;
}

const answerCodes = fc.array(fc.integer({ min: 0, max: 29 }), { minLength: 18, maxLength: 18 });
const wordIndices = fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { minLength: 12, maxLength: 12 });

export function respondentOn(q: Questionnaire): fc.Arbitrary<Respondent> {
  return fc.tuple(answerCodes, wordIndices).map(([codes, ix]) => {
    const answers = picksByIndex(q.content, codes.map(orderedPair));
    const words = ix.map((i) => q.content.words[i].word_id);
    return { q, answers, words, result: computeIndividualResult(q.prep, answers, words) };
  });
}

/** A respondent on one of QUESTIONNAIRES. */
export const respondent: fc.Arbitrary<Respondent> = fc
  .integer({ min: 0, max: QUESTIONNAIRES.length - 1 })
  .chain((i) => respondentOn(QUESTIONNAIRES[i]));

/** Two respondents on the same questionnaire. */
export const respondentPair: fc.Arbitrary<[Respondent, Respondent]> = fc
  .integer({ min: 0, max: QUESTIONNAIRES.length - 1 })
  .chain((i) => fc.tuple(respondentOn(QUESTIONNAIRES[i]), respondentOn(QUESTIONNAIRES[i])));

/** word weights of 12 ranked word indices (rank 1 first) over a bank of 48 */
export function weightsOf(ix: readonly number[]): { wt: number[]; fam: number[] } {
  const pts = new Array<number>(48).fill(0);
  ix.forEach((w, k) => (pts[w] = 12 - k));
  // Family of word i in the generators' layout does not matter here: use i mod 8, so each
  // family holds 6 words as in the real bank.
  const famPts = FAMILIES.map((_, f) => pts.reduce((s, p, i) => (i % 8 === f ? s + p : s), 0));
  return { wt: pts.map((p) => p / 78), fam: famPts.map((p) => p / 78) };
}

const axis = fc.double({ min: -1, max: 1, noNaN: true });
const axes4 = fc.tuple(axis, axis, axis, axis).map((t) => [...t]);

/**
 * A free-form vector: any axes in [-1, 1] (not only the values a questionnaire can produce)
 * and the weights of 12 ranked words, so the matching properties are checked beyond the
 * discrete grid of real results.
 */
export const freeVector: fc.Arbitrary<ProfileVector> = fc.tuple(axes4, axes4, wordIndices).map(([d, t, ix]) => {
  const { wt, fam } = weightsOf(ix);
  // stakes: word i has stake i mod 3
  const s = [0, 1, 2].map((k) => wt.reduce((acc, w, i) => (i % 3 === k ? acc + w : acc), 0));
  return { d, t, s, wt, fam };
});

/** Either kind of vector. */
export const anyVector: fc.Arbitrary<ProfileVector> = fc.oneof(
  respondent.map((r) => r.result.vector),
  freeVector,
);
