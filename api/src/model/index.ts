/**
 * The relational model of docs/model.md: a pure module (no I/O, no clock, no
 * randomness). The API prepares the content once, scores each submission into an
 * IndividualResult whose `vector` it stores, and computes every matching from stored vectors.
 */
export { ModelInputError } from './errors';
export {
  prepareContent, contentRuleViolations, toModelContent,
  QUESTION_COUNT, WORD_BANK_SIZE, RANKED_WORD_COUNT,
  type ModelQuestion, type ModelWord, type ModelContent, type PreparedContent, type ChanceScale,
} from './prepare';
export { computeIndividualResult, W1_FLOOR, type AnswerPick, type IndividualResult, type RawScoreKey } from './individual-result';
export { localizeResult, partnerSoftSkills, type ProfileTexts, type LocalizedProfile, type WellbeingBand } from './texts';
export { isProfileVector, type ProfileVector } from './vector';
export { smooth, SMOOTH_STEEPNESS } from './smoothing';
export {
  matchProfiles, ruiAgainstMany, integrationIndex, FIBERS,
  type PairMatching, type RawFibers, type FiberName,
} from './matching';
export { avatarVector, matchWithAvatar, extraFieldDistance, valueColour, type AvatarVector, type ValueColour } from './avatar';
export { teamScores, type TeamScores } from './team';
export { matchPercent } from './numeric';
