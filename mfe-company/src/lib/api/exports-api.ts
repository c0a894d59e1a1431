import { api } from '@rapport/platform';
import { fetchObjectUrl } from '@rapport/platform/store/object-url';
import { exportBarometerResults, exportCompanyActivity, exportCompanyContacts, exportMissionMembers, exportTeamMatchings } from '@rapport/wire/api/calls';
import { callKey, contractUrl, type CallArg } from '@rapport/wire/api/client';
import type { Call } from '@rapport/wire/api/client';
import type { EndpointContract } from '@rapport/wire/api/common';

/**
 * The exports (CSV or XLSX files) behind the Authorization header, each as an object URL to
 * save: the Blob never enters the store, and the caller revokes the URL.
 */
const fileOf = <C extends EndpointContract>(call: Call<C>) => ({
  queryFn: (arg: CallArg<Call<C>>, _api: unknown, _extra: unknown, baseQuery: Parameters<typeof fetchObjectUrl>[0]) =>
    fetchObjectUrl(baseQuery, contractUrl(call, arg)),
  extraOptions: { call: callKey(call) },
});

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyContactsFile: build.mutation<string, CallArg<typeof exportCompanyContacts>>(fileOf(exportCompanyContacts)),
    missionMembersFile: build.mutation<string, CallArg<typeof exportMissionMembers>>(fileOf(exportMissionMembers)),
    teamMatchingsFile: build.mutation<string, CallArg<typeof exportTeamMatchings>>(fileOf(exportTeamMatchings)),
    barometerResultsFile: build.mutation<string, CallArg<typeof exportBarometerResults>>(fileOf(exportBarometerResults)),
    activityFile: build.mutation<string, CallArg<typeof exportCompanyActivity>>(fileOf(exportCompanyActivity)),
  }),
});

export const {
  useCompanyContactsFileMutation,
  useMissionMembersFileMutation,
  useTeamMatchingsFileMutation,
  useBarometerResultsFileMutation,
  useActivityFileMutation,
} = exportsApi;
