import { api } from '@rapport/contracts';
import { deleteMyAccount, exportMyData } from '@rapport/contracts/api/calls';
import { contractMutation } from '@rapport/contracts/api/client';

/** The person's own data: everything we hold, and the right to erase it. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // a mutation: personal data is fetched on demand and never kept in the cache
    exportMyData: build.mutation(contractMutation(exportMyData)),
    deleteMyAccount: build.mutation(contractMutation(deleteMyAccount)),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = accountApi;
