import { createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import type { FacebookConfig, GoogleConfig, LinkedInConfig, SocialConfig } from '../src/config';

/**
 * Google, Facebook and LinkedIn in one local HTTP server (127.0.0.1, a free port), speaking
 * the parts of their protocols the API uses: Google's JWKS (real RSA keys, real RS256
 * signatures), Facebook's debug_token and /me, LinkedIn's token exchange and OpenID userinfo.
 * The API verifies against it exactly as it would against the real providers.
 */

export interface FacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  picture?: string;
  /** the app the token was issued to (our app by default) */
  appId?: string;
  valid?: boolean;
}

export interface LinkedInUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface TestSocialProvider {
  origin: string;
  config: Required<SocialConfig>;
  /** a signed Google ID token: default claims for a verified user, overridden by `claims` */
  googleIdToken(claims?: Record<string, unknown>, options?: { key?: SigningKey; header?: Record<string, unknown> }): string;
  /** a new current signing key (the old one leaves the JWKS) */
  rotateGoogleKey(): SigningKey;
  /** a key the JWKS never publishes (forged tokens) */
  strangerKey: SigningKey;
  readonly jwksFetches: number;
  /** access token -> user */
  facebookTokens: Map<string, FacebookUser>;
  /** authorization code -> user (each code works once) */
  linkedinCodes: Map<string, LinkedInUser>;
  /** what LinkedIn's token endpoint received last */
  lastLinkedInExchange?: Record<string, string>;
  /** every request: answer 500 (an unavailable provider) */
  failing: boolean;
  close(): Promise<void>;
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export const GOOGLE_CLIENT_ID = 'rapport-test.apps.googleusercontent.com';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'fb-app-secret';
export const LINKEDIN_CLIENT_ID = 'linkedin-client';
export const LINKEDIN_CLIENT_SECRET = 'linkedin-secret';

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: randomBytes(8).toString('hex'), privateKey, publicKey };
}

export function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const signingInput = `${b64(header)}.${b64(claims)}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), key).toString('base64url')}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSocialProvider(siteOrigin: string): Promise<TestSocialProvider> {
  let current = newKey();
  let jwksFetches = 0;
  const facebookTokens = new Map<string, FacebookUser>();
  const linkedinCodes = new Map<string, LinkedInUser>();
  const linkedinTokens = new Map<string, LinkedInUser>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const q = url.searchParams;
      if (provider.failing) return json(res, 500, { error: 'unavailable' });
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /google/jwks': {
          jwksFetches += 1;
          const jwk = current.publicKey.export({ format: 'jwk' });
          return json(res, 200, { keys: [{ ...jwk, kid: current.kid, alg: 'RS256', use: 'sig' }] });
        }
        case 'GET /facebook/debug_token': {
          if (q.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
            return json(res, 400, { error: { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 } });
          }
          const user = facebookTokens.get(q.get('input_token') ?? '');
          if (!user) return json(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } });
          return json(res, 200, {
            data: { app_id: user.appId ?? FACEBOOK_APP_ID, type: 'USER', is_valid: user.valid ?? true, user_id: user.id },
          });
        }
        case 'GET /facebook/me': {
          const token = q.get('access_token') ?? '';
          const user = facebookTokens.get(token);
          const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
          if (!user || q.get('appsecret_proof') !== proof) return json(res, 400, { error: { message: 'Invalid token', code: 190 } });
          return json(res, 200, {
            id: user.id,
            ...(user.email && { email: user.email }),
            first_name: user.first_name ?? '',
            last_name: user.last_name ?? '',
            ...(user.picture && { picture: { data: { url: user.picture } } }),
          });
        }
        case 'POST /linkedin/token': {
          const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
          provider.lastLinkedInExchange = form;
          const user = linkedinCodes.get(form.code ?? '');
          if (
            form.grant_type !== 'authorization_code' ||
            form.client_id !== LINKEDIN_CLIENT_ID ||
            form.client_secret !== LINKEDIN_CLIENT_SECRET ||
            form.redirect_uri !== `${siteOrigin}/home` ||
            !user
          ) {
            return json(res, 400, { error: 'invalid_request', error_description: 'Unable to retrieve access token' });
          }
          linkedinCodes.delete(form.code);
          const accessToken = randomBytes(16).toString('hex');
          linkedinTokens.set(accessToken, user);
          return json(res, 200, { access_token: accessToken, expires_in: 3600, scope: 'openid profile email' });
        }
        case 'GET /linkedin/userinfo': {
          const user = linkedinTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
          if (!user) return json(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token' });
          return json(res, 200, user);
        }
        default:
          return json(res, 404, { error: 'not found' });
      }
    })().catch(() => json(res, 500, { error: 'test provider failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const google: GoogleConfig = {
    clientId: GOOGLE_CLIENT_ID,
    issuer: `${origin}/google`,
    jwksUrl: `${origin}/google/jwks`,
    authorizationEndpoint: `${origin}/google/authorize`,
  };
  const facebook: FacebookConfig = {
    appId: FACEBOOK_APP_ID,
    appSecret: FACEBOOK_APP_SECRET,
    graphUrl: `${origin}/facebook`,
    authorizationEndpoint: `${origin}/facebook/dialog/oauth`,
  };
  const linkedin: LinkedInConfig = {
    clientId: LINKEDIN_CLIENT_ID,
    clientSecret: LINKEDIN_CLIENT_SECRET,
    tokenUrl: `${origin}/linkedin/token`,
    userinfoUrl: `${origin}/linkedin/userinfo`,
    authorizationEndpoint: `${origin}/linkedin/authorize`,
  };

  const provider: TestSocialProvider = {
    origin,
    config: { google, facebook, linkedin },
    googleIdToken(claims = {}, options = {}) {
      const key = options.key ?? current;
      const now = Math.floor(Date.now() / 1000);
      return signJwt(
        { alg: 'RS256', kid: key.kid, typ: 'JWT', ...options.header },
        {
          iss: google.issuer,
          aud: GOOGLE_CLIENT_ID,
          azp: GOOGLE_CLIENT_ID,
          sub: '110000000000000000001',
          email: 'ada.google@example.org',
          email_verified: true,
          given_name: 'Ada',
          family_name: 'Google',
          picture: 'https://lh3.googleusercontent.test/a/ada.png',
          iat: now,
          exp: now + 3600,
          ...claims,
        },
        key.privateKey,
      );
    },
    rotateGoogleKey() {
      current = newKey();
      return current;
    },
    strangerKey: newKey(),
    get jwksFetches() {
      return jwksFetches;
    },
    facebookTokens,
    linkedinCodes,
    failing: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // the API's fetch keeps connections alive: do not wait for them
        server.closeAllConnections();
      }),
  };
  return provider;
}
