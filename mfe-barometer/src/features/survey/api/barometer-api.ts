import { api } from '@rapport/platform';
import {
  getAnswers,
  getCompanyFromMission,
  getDemographicQuestions,
  getQuestions,
  getWords,
  isMissionActive,
  submitBarometerResponse,
} from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

/**
 * The barometer's calls, all public (spec section 7): the contracts' base query sends no
 * Authorization header with them, even when the browser holds a session. `missionActive` and
 * `companyFromMission` carry the same endpoint names as in mfe-auth (the root link's check):
 * one endpoint per call, and the survey finds the root link's answer in the cache. The
 * definitions are the same (the contract's), so taking over the auth remote's is silent.
 */
export const barometerApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    missionActive: build.query(contractQuery(isMissionActive)),
    companyFromMission: build.query(contractQuery(getCompanyFromMission)),
    demographicQuestions: build.query(contractQuery(getDemographicQuestions)),
    barometerQuestions: build.query(contractQuery(getQuestions)),
    barometerAnswers: build.query(contractQuery(getAnswers)),
    barometerWords: build.query(contractQuery(getWords)),
    submitBarometerResponse: build.mutation(contractMutation(submitBarometerResponse)),
  }),
});

export const {
  useMissionActiveQuery,
  useCompanyFromMissionQuery,
  useDemographicQuestionsQuery,
  useBarometerQuestionsQuery,
  useBarometerAnswersQuery,
  useBarometerWordsQuery,
  useSubmitBarometerResponseMutation,
} = barometerApi;
