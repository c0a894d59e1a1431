import { createHmac } from 'crypto';
import type { FacebookConfig } from '../../config';
import { idText, providerJson, SocialLoginError, text, type SocialIdentity } from './types';

/**
 * Facebook sign-in: the browser gets a user access token; the server asks Facebook whether
 * that token is valid and was issued to our app (debug_token with the app token), then reads
 * the user with it (with appsecret_proof). Facebook returns an e-mail only once the person
 * confirmed it, so an e-mail from /me counts as verified.
 */
export function createFacebookVerifier(config: FacebookConfig) {
  const appToken = `${config.appId}|${config.appSecret}`;

  return async function verifyFacebookToken(accessToken: string): Promise<SocialIdentity> {
    const debug = await providerJson(
      `${config.graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
    );
    const data = (debug.body.data ?? {}) as Record<string, unknown>;
    if (!debug.ok || data.is_valid !== true) throw new SocialLoginError('the access token is not valid');
    if (idText(data.app_id) !== config.appId) throw new SocialLoginError('the access token is meant for another application');
    const userId = idText(data.user_id);
    if (!userId) throw new SocialLoginError('the access token names no user');

    const proof = createHmac('sha256', config.appSecret).update(accessToken).digest('hex');
    const me = await providerJson(
      `${config.graphUrl}/me?${new URLSearchParams({
        fields: 'id,email,first_name,last_name,picture',
        access_token: accessToken,
        appsecret_proof: proof,
      })}`,
    );
    if (!me.ok || idText(me.body.id) !== userId) throw new SocialLoginError('the provider did not confirm the user');
    const picture = (me.body.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      provider: 'facebook',
      subject: userId,
      verifiedEmail: text(me.body.email) || undefined,
      firstName: text(me.body.first_name),
      lastName: text(me.body.last_name),
      picture: text(picture) || undefined,
    };
  };
}

export type FacebookVerifier = ReturnType<typeof createFacebookVerifier>;
