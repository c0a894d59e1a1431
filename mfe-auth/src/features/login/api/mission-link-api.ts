import { api } from '@rapport/contracts';
import { isMissionActive } from '@rapport/contracts/api/calls';
import { contractQuery } from '@rapport/contracts/api/client';

/** GET /company/is_mission_active/ (public): whether a mission link still accepts answers. */
export const missionLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    missionActive: build.query(contractQuery(isMissionActive)),
  }),
});

export const { useMissionActiveQuery } = missionLinkApi;
