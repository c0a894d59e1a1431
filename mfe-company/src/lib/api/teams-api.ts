import { api } from '@rapport/platform';
import { getContactAvatarMatchings, getCompanyValues, teamMatches, teamScores, updateCompanyValues } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type { CompanyValueField, CompanyValues, ContactAvatarMatching, TeamPair, TeamScoresResponse } from '@rapport/wire/api/teams';

/**
 * Team building and values: a team's scores (and what-if) and pairs, the people of a values
 * mission against the avatar, and the avatar settings. A mission change (a member removed or
 * added) reloads the team's scores; a settings change reloads the avatar matchings.
 */
const MISSION_LIST = { type: 'Mission', id: 'LIST' } as const;
const VALUES = { type: 'Values', id: 'COMPANY' } as const;

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // a POST that reads: a query, cached per mission and candidate
    teamScores: build.query(contractQuery(teamScores, { providesTags: [MISSION_LIST, { type: 'Matching', id: 'TEAM' }] })),
    teamMatches: build.query(contractQuery(teamMatches, { providesTags: [MISSION_LIST, { type: 'Matching', id: 'TEAM' }], keepUnusedDataFor: 300 })),
    contactAvatarMatchings: build.query(contractQuery(getContactAvatarMatchings, { providesTags: [VALUES, MISSION_LIST] })),
    companyValues: build.query(contractQuery(getCompanyValues, { providesTags: [VALUES] })),
    updateCompanyValues: build.mutation(contractMutation(updateCompanyValues, { invalidatesTags: [VALUES, 'Profile'] })),
  }),
});

export const {
  useTeamScoresQuery,
  useTeamMatchesQuery,
  useContactAvatarMatchingsQuery,
  useCompanyValuesQuery,
  useUpdateCompanyValuesMutation,
} = teamsApi;
