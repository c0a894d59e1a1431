import { api } from '@rapport/platform';
import { getCompanyFromMission, isMissionActive } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';

/**
 * GET /company/is_mission_active/ (public): whether a mission link still accepts answers.
 * GET /company/get_company_from_mission/ (public): the company of a barometer link (404 for any
 * other kind of mission). mfe-barometer makes both calls under the same endpoint names: one
 * endpoint per call, and the survey finds the root link's answer in the cache.
 */
export const missionLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    missionActive: build.query(contractQuery(isMissionActive)),
    companyFromMission: build.query(contractQuery(getCompanyFromMission)),
  }),
});

export const { useMissionActiveQuery, useCompanyFromMissionQuery } = missionLinkApi;
