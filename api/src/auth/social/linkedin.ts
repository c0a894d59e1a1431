import type { LinkedInConfig } from '../../config';
import { providerJson, SocialLoginError, text, type SocialIdentity } from './types';

/**
 * LinkedIn sign-in (OpenID Connect, authorization code): the server exchanges the code for
 * an access token with our client secret, then reads the OpenID userinfo. The redirect URI
 * is always SITE_ORIGIN + /home, whatever the browser says.
 */
export function createLinkedInVerifier(config: LinkedInConfig, redirectUri: string) {
  return async function verifyLinkedInCode(code: string): Promise<SocialIdentity> {
    const exchange = await providerJson(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    const accessToken = text(exchange.body.access_token);
    if (!exchange.ok || !accessToken) throw new SocialLoginError('the authorization code is not valid');

    const info = await providerJson(config.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    const subject = text(info.body.sub);
    if (!info.ok || !subject) throw new SocialLoginError('the provider did not confirm the user');
    const verified = info.body.email_verified === true || info.body.email_verified === 'true';
    const email = text(info.body.email);
    return {
      provider: 'linkedin',
      subject,
      verifiedEmail: verified && email ? email : undefined,
      firstName: text(info.body.given_name),
      lastName: text(info.body.family_name),
      picture: text(info.body.picture) || undefined,
    };
  };
}

export type LinkedInVerifier = ReturnType<typeof createLinkedInVerifier>;
