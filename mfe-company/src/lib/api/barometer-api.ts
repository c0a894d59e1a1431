import { api } from '@rapport/contracts';
import { getBarometerResults, getDemographicAnswersCount } from '@rapport/contracts/api/calls';
import { contractQuery } from '@rapport/contracts/api/client';

export type {
  BarometerHiddenReason,
  BarometerResultQuestion,
  BarometerResultsResponse,
  DemographicAnswersCountResponse,
  DemographicCountQuestion,
} from '@rapport/contracts/api/barometer';

/**
 * A barometer survey's results for the company (each question's answers, the words, per
 * demographic answer) and its demographic answer counts, both behind the company's threshold.
 * New responses arrive without the company doing anything: the results are asked again when
 * the modal opens once they are a minute old, and a change to the surveys (a deletion) drops them.
 */
const MISSION_LIST = { type: 'Mission', id: 'LIST' } as const;
const BAROMETER = { type: 'Barometer', id: 'RESULTS' } as const;

export const barometerApi = api.injectEndpoints({
  endpoints: (build) => ({
    barometerResults: build.query(contractQuery(getBarometerResults, { providesTags: [BAROMETER, MISSION_LIST], keepUnusedDataFor: 120 })),
    demographicAnswersCount: build.query(contractQuery(getDemographicAnswersCount, { providesTags: [BAROMETER, MISSION_LIST], keepUnusedDataFor: 120 })),
  }),
});

/** One survey's results, for the whole survey or the group of one demographic answer. */
export const barometerResultsArgs = (mission: number, filter: { question: number; option: number } | null) => ({
  query: { mission, ...(filter && { question: filter.question, option: filter.option }) },
});

export const { useBarometerResultsQuery, useDemographicAnswersCountQuery } = barometerApi;
