import { api } from '@rapport/platform';
import { deleteMyAccount, exportMyData, logoutAll } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

/** The person's own data: everything we hold, the right to erase it, and every session ended at once. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // a mutation: personal data is fetched on demand and never kept in the cache
    exportMyData: build.mutation(contractMutation(exportMyData)),
    deleteMyAccount: build.mutation(contractMutation(deleteMyAccount)),
    logoutEverywhere: build.mutation(contractMutation(logoutAll)),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation, useLogoutEverywhereMutation } = accountApi;
