import type { IndividualResultResponse } from '@rapport/wire/api/results';

/** POST /result/individual_result/ is one endpoint for the whole site: `useIndividualResultQuery` of the contracts. */
export type IndividualResult = IndividualResultResponse;

export const PROFILE_TEXTS = [
  'wellbeing_expression',
  'relational_communication',
  'approach_to_situations',
  'vision_of_the_world',
  'top_personal_development',
] as const;
export type ProfileText = (typeof PROFILE_TEXTS)[number];
