import { readSurveyGone, surveyGoneQuery, type SurveyGone } from '@rapport/platform';
import { tabMemory } from '../../lib/session/tab-memory';

/**
 * The survey a visitor's link led to no more (the root page's `?survey=`, platform's
 * surveyGonePath), remembered for the tab as soon as the address says it: its notice stays
 * above the pages until the person closes it, through a reload and a signed-in visitor's
 * redirect from the root page. Kept as the address's query, read back the same way.
 */
const memory = tabMemory<SurveyGone>('rapport.survey-gone', {
  parse: readSurveyGone,
  serialise: surveyGoneQuery,
});

export const surveyGone = memory.get;
export const rememberSurveyGone = memory.set;
export const forgetSurveyGone = memory.clear;
export const subscribeSurveyGone = memory.subscribe;
