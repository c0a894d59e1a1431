import { api } from '@rapport/platform';
import { createMission, deleteMission, getMission, listMissions, updateMission } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type { MissionResponse } from '@rapport/wire/api/missions';

/**
 * The active company's missions: every change to a mission reloads the lists and the mission.
 * The lists, the form and the details modal share these endpoints.
 */
const MISSION_LIST = { type: 'Mission', id: 'LIST' } as const;
const missionTag = (arg: { query?: { pk: unknown } }) => ({ type: 'Mission' as const, id: Number(arg.query?.pk) });

export const missionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    missions: build.query(contractQuery(listMissions, { providesTags: [MISSION_LIST] })),
    mission: build.query(
      contractQuery(getMission, { providesTags: (_result, _error, arg) => [missionTag(arg)] }),
    ),
    createMission: build.mutation(contractMutation(createMission, { invalidatesTags: [MISSION_LIST] })),
    updateMission: build.mutation(
      contractMutation(updateMission, { invalidatesTags: (_result, _error, arg) => [MISSION_LIST, missionTag(arg)] }),
    ),
    deleteMission: build.mutation(
      contractMutation(deleteMission, { invalidatesTags: (_result, _error, arg) => [MISSION_LIST, missionTag(arg)] }),
    ),
  }),
});

export const { useMissionsQuery, useMissionQuery, useCreateMissionMutation, useUpdateMissionMutation, useDeleteMissionMutation } = missionsApi;
