import { api } from '@rapport/platform';
import { providers } from '@rapport/wire/api/calls';
import type { ProviderSettings } from '@rapport/wire/api/auth';
import { contractQuery } from '@rapport/wire/api/client';

export type { ProviderSettings };

/** Only the providers the server has configured appear. */
export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    providers: build.query(contractQuery(providers)),
  }),
});

export const { useProvidersQuery } = socialApi;
