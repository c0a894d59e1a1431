import { api } from '@rapport/platform';
import {
  getBarometerResults,
  getBarometerSurvey,
  getBarometerTexts,
  getDemographicAnswersCount,
  sendBarometerInvitations,
  updateBarometerTexts,
} from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type {
  BarometerHiddenReason,
  BarometerMode,
  BarometerResultQuestion,
  BarometerResultsResponse,
  DemographicAnswersCountResponse,
  DemographicCountQuestion,
} from '@rapport/wire/api/barometer';
export type { BarometerSurveyResponse } from '@rapport/wire/api/barometer-admin';

/**
 * A barometer survey's results for the company (each question's answers, the words, per
 * demographic answer) and its demographic answer counts, both behind the company's threshold.
 * New responses arrive without the company doing anything: the results are asked again when
 * the modal opens once they are a minute old, and a change to the surveys (a deletion) drops them.
 *
 * A survey's administration (its mode, the links sent and used) is asked per survey; sending
 * invitations changes it, so the survey's own tag is dropped then. The company's survey page
 * texts are one entry, asked again once they are saved.
 */
const MISSION_LIST = { type: 'Mission', id: 'LIST' } as const;
const BAROMETER = { type: 'Barometer', id: 'RESULTS' } as const;
const TEXTS = { type: 'Barometer', id: 'TEXTS' } as const;
const surveyTag = (arg: { query?: { mission?: unknown } }) => ({ type: 'Barometer' as const, id: `SURVEY-${Number(arg.query?.mission)}` });

export const barometerApi = api.injectEndpoints({
  endpoints: (build) => ({
    barometerResults: build.query(contractQuery(getBarometerResults, { providesTags: [BAROMETER, MISSION_LIST], keepUnusedDataFor: 120 })),
    demographicAnswersCount: build.query(contractQuery(getDemographicAnswersCount, { providesTags: [BAROMETER, MISSION_LIST], keepUnusedDataFor: 120 })),
    barometerSurvey: build.query(
      contractQuery(getBarometerSurvey, { providesTags: (_result, _error, arg) => [surveyTag(arg), MISSION_LIST], keepUnusedDataFor: 120 }),
    ),
    sendBarometerInvitations: build.mutation(
      contractMutation(sendBarometerInvitations, { invalidatesTags: (_result, _error, arg) => [surveyTag(arg)] }),
    ),
    barometerTexts: build.query(contractQuery(getBarometerTexts, { providesTags: [TEXTS] })),
    updateBarometerTexts: build.mutation(contractMutation(updateBarometerTexts, { invalidatesTags: [TEXTS] })),
  }),
});

/** One survey's results, for the whole survey or the group of one demographic answer. */
export const barometerResultsArgs = (mission: number, filter: { question: number; option: number } | null) => ({
  query: { mission, ...(filter && { question: filter.question, option: filter.option }) },
});

/** One survey's administration, one place: the list's menu, the invitations dialog and the results share one cache entry. */
export const barometerSurveyArgs = (mission: number) => ({ query: { mission } });

export const {
  useBarometerResultsQuery,
  useDemographicAnswersCountQuery,
  useBarometerSurveyQuery,
  useSendBarometerInvitationsMutation,
  useBarometerTextsQuery,
  useUpdateBarometerTextsMutation,
} = barometerApi;
