import { api } from '@rapport/contracts';
import { providers } from '@rapport/contracts/api/calls';
import type { ProviderSettings } from '@rapport/contracts/api/auth';
import { contractQuery } from '@rapport/contracts/api/client';

export type { ProviderSettings };

/** Only the providers the server has configured appear. */
export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    providers: build.query(contractQuery(providers)),
  }),
});

export const { useProvidersQuery } = socialApi;
