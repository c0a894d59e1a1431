import { api } from '@rapport/contracts';

/** The person's own data: everything we hold, and the right to erase it. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // a mutation: personal data is fetched on demand and never kept in the cache
    exportMyData: build.mutation<unknown, void>({ query: () => ({ url: '/auth/user/export', method: 'GET' }) }),
    deleteMyAccount: build.mutation<{ status: number }, void>({ query: () => ({ url: '/auth/user', method: 'DELETE' }) }),
  }),
});

export const { useExportMyDataMutation, useDeleteMyAccountMutation } = accountApi;
