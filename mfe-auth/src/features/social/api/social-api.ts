import { api } from '@rapport/contracts';
import type { SocialSite } from '@rapport/contracts/entities/user';

/** The public settings of one configured provider. */
export interface ProviderSettings {
  clientId: string;
  authorizationEndpoint: string;
}

/** GET /auth/providers: only the providers the server has configured appear. */
export type Providers = Partial<Record<SocialSite, ProviderSettings>>;

export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    providers: build.query<Providers, void>({ query: () => '/auth/providers' }),
  }),
});

export const { useProvidersQuery } = socialApi;
