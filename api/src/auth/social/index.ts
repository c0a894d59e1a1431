import type { ProviderSettings } from '@rapport/wire/api/auth';
import type { SocialSite } from '@rapport/wire/entities/user';
import type { SocialConfig } from '../../config';
import { createFacebookVerifier } from './facebook';
import { createGoogleVerifier, type GoogleVerifierOptions } from './google';
import { createLinkedInVerifier } from './linkedin';
import { SocialLoginError, type SocialIdentity } from './types';

export { SocialLoginError, type SocialIdentity } from './types';

export interface SocialCredentials {
  site: SocialSite;
  id_token?: string;
  nonce?: string;
  access_token?: string;
  code?: string;
}

/** The verifiers of the configured providers, and their public settings for GET /auth/providers. */
export function createSocialSignIn(config: SocialConfig, siteOrigin: string, googleOptions: GoogleVerifierOptions = {}) {
  const google = config.google && createGoogleVerifier(config.google, googleOptions);
  const facebook = config.facebook && createFacebookVerifier(config.facebook);
  const linkedin = config.linkedin && createLinkedInVerifier(config.linkedin, `${siteOrigin}/home`);

  const settings: Partial<Record<SocialSite, ProviderSettings>> = {
    ...(config.google && {
      google: { clientId: config.google.clientId, authorizationEndpoint: config.google.authorizationEndpoint },
    }),
    ...(config.facebook && {
      facebook: { clientId: config.facebook.appId, authorizationEndpoint: config.facebook.authorizationEndpoint },
    }),
    ...(config.linkedin && {
      linkedin: { clientId: config.linkedin.clientId, authorizationEndpoint: config.linkedin.authorizationEndpoint },
    }),
  };

  async function verify(credentials: SocialCredentials): Promise<SocialIdentity> {
    switch (credentials.site) {
      case 'google':
        if (!google) throw new SocialLoginError('Google sign-in is not enabled');
        if (!credentials.id_token) throw new SocialLoginError('id_token is required');
        return google(credentials.id_token, credentials.nonce);
      case 'facebook':
        if (!facebook) throw new SocialLoginError('Facebook sign-in is not enabled');
        if (!credentials.access_token) throw new SocialLoginError('access_token is required');
        return facebook(credentials.access_token);
      case 'linkedin':
        if (!linkedin) throw new SocialLoginError('LinkedIn sign-in is not enabled');
        if (!credentials.code) throw new SocialLoginError('code is required');
        return linkedin(credentials.code);
      default:
        throw new SocialLoginError();
    }
  }

  return { settings, verify };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
