import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import {
  FACEBOOK_APP_ID,
  GOOGLE_CLIENT_ID,
  LINKEDIN_CLIENT_ID,
  startSocialProvider,
  type TestSocialProvider,
} from '@rapport/api/testing/social-provider';
import type { App } from '../../app';
import { createSocialSignIn } from '../../auth/social';
import { createGoogleVerifier } from '../../auth/social/google';
import { socialAccounts, users } from '../../db/schema';

const FAILED = 'Login with a social provider failed';

describe(`social sign-in against a local provider (${testDatabaseKind})`, () => {
  let provider: TestSocialProvider;
  let app: App;
  let http: ReturnType<typeof api>;
  let n = 0;
  const unique = () => (n += 1);

  beforeAll(async () => {
    provider = await startSocialProvider(SITE_ORIGIN);
    app = await buildTestApp({ social: provider.config });
    http = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const socialUser = async (provider: string, subject: string) => {
    const [row] = await app.database.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash, picture: users.pictureUrl })
      .from(socialAccounts)
      .innerJoin(users, eq(users.id, socialAccounts.userId))
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return row;
  };
  const expectRefused = async (body: Record<string, unknown>, message: string, status = 400) => {
    const res = await http.post('/auth/user', body);
    expect(res.json()).toEqual({ status: 0, message, code: 'auth.social_failed' });
    expect(res.statusCode).toBe(status);
  };

  describe('GET /auth/providers', () => {
    it('gives the public settings of the configured providers only', async () => {
      const res = await http.get('/auth/providers');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        google: { clientId: GOOGLE_CLIENT_ID, authorizationEndpoint: provider.config.google.authorizationEndpoint },
        facebook: { clientId: FACEBOOK_APP_ID, authorizationEndpoint: provider.config.facebook.authorizationEndpoint },
        linkedin: { clientId: LINKEDIN_CLIENT_ID, authorizationEndpoint: provider.config.linkedin.authorizationEndpoint },
      });
      expect(res.body).not.toContain('secret');
    });

    it('lists only what is configured, and sign-in with another provider says it is not enabled', async () => {
      const googleOnly = createSocialSignIn({ google: provider.config.google }, SITE_ORIGIN);
      expect(googleOnly.settings).toEqual({
        google: { clientId: GOOGLE_CLIENT_ID, authorizationEndpoint: provider.config.google.authorizationEndpoint },
      });
      expect(createSocialSignIn({}, SITE_ORIGIN).settings).toEqual({});
      await expect(googleOnly.verify({ site: 'facebook', access_token: 'x' })).rejects.toThrow(`${FAILED}: Facebook sign-in is not enabled`);
      await expect(googleOnly.verify({ site: 'linkedin', code: 'x' })).rejects.toThrow(`${FAILED}: LinkedIn sign-in is not enabled`);
    });
  });

  describe('Google', () => {
    it('signs in with a valid ID token: a new account, then the same one', async () => {
      const sub = `g-${unique()}`;
      const email = `grace.${sub}@example.org`;
      const idToken = provider.googleIdToken({ sub, email, nonce: 'n-1', given_name: 'Grace', family_name: 'Hopper' });
      const res = await http.post('/auth/user', { site: 'google', id_token: idToken, nonce: 'n-1', company: '12' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ status: 1, message: expect.any(String), email, referral: expect.any(String), token: expect.any(String), previous_access_removed: false });
      const user = await socialUser('google', sub);
      expect(user).toMatchObject({ email, firstName: 'Grace', passwordHash: null, picture: 'https://lh3.googleusercontent.test/a/ada.png' });
      // the token works
      expect((await http.post('/result/profile/', { email }, { token: body.token })).statusCode).toBe(200);

      const again = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub, email: 'changed@example.org' }) });
      expect(again.json()).toMatchObject({ status: 1, email, referral: body.referral });
      const [{ count }] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users).where(sql`lower(email) = ${email}`);
      expect(count).toBe(1);
    });

    it('links a first sign-in to the existing account with the same verified e-mail', async () => {
      const existing = await createUser(app.database.db, { email: `Mixed.Case.${unique()}@Example.org` });
      const sub = `g-${unique()}`;
      const res = await http.post('/auth/user', {
        site: 'google',
        id_token: provider.googleIdToken({ sub, email: existing.email.toLowerCase() }),
      });
      expect(res.json()).toMatchObject({ status: 1, email: existing.email, referral: existing.referral });
      expect((await socialUser('google', sub))?.id).toBe(existing.id);
    });

    it('never trusts an e-mail from the browser: an unverified provider e-mail links nothing and creates nothing', async () => {
      const victim = await createUser(app.database.db);
      const sub = `g-${unique()}`;
      const idToken = provider.googleIdToken({ sub, email: victim.email, email_verified: false });
      await expectRefused(
        { site: 'google', id_token: idToken, email: victim.email },
        `${FAILED}: the provider did not share a verified e-mail address`,
      );
      expect(await socialUser('google', sub)).toBeUndefined();
    });

    it.each([
      ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, 'the ID token is meant for another application'],
      ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, 'the ID token has expired'],
      ['a wrong issuer', { iss: 'https://evil.example' }, 'the ID token has the wrong issuer'],
      ['a wrong nonce', { nonce: 'other-nonce' }, 'the ID token does not answer this sign-in (nonce)'],
    ])('refuses %s', async (_what, claims, reason) => {
      const idToken = provider.googleIdToken({ sub: `g-${unique()}`, nonce: 'expected-nonce', ...claims });
      await expectRefused({ site: 'google', id_token: idToken, nonce: 'expected-nonce' }, `${FAILED}: ${reason}`);
    });

    it('refuses a bad signature: a tampered payload, or a key the provider never published', async () => {
      const valid = provider.googleIdToken({ sub: `g-${unique()}` });
      const [header, , signature] = valid.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: 'admin', aud: GOOGLE_CLIENT_ID })).toString('base64url');
      await expectRefused({ site: 'google', id_token: `${header}.${payload}.${signature}` }, `${FAILED}: the ID token signature is invalid`);

      const forged = provider.googleIdToken({ sub: `g-${unique()}` }, { key: provider.strangerKey });
      await expectRefused({ site: 'google', id_token: forged }, `${FAILED}: the ID token is not signed by a known key`);
      // the stranger's kid with the published key's kid swapped in: the signature still fails
      const swapped = provider.googleIdToken(
        { sub: `g-${unique()}` },
        { key: provider.strangerKey, header: { kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid } },
      );
      await expectRefused({ site: 'google', id_token: swapped }, `${FAILED}: the ID token signature is invalid`);
    });

    it('refuses unsigned and HMAC tokens, and garbage', async () => {
      const claims = Buffer.from(JSON.stringify({ iss: provider.config.google.issuer, aud: GOOGLE_CLIENT_ID, sub: 'x', exp: 9e9 })).toString('base64url');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${claims}.`;
      await expectRefused({ site: 'google', id_token: none }, `${FAILED}: the ID token is malformed`);
      const hs = `${Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'k' })).toString('base64url')}.${claims}.c2ln`;
      await expectRefused({ site: 'google', id_token: hs }, `${FAILED}: the ID token is not signed with RS256`);
      await expectRefused({ site: 'google', id_token: 'not-a-jwt' }, `${FAILED}: the ID token is malformed`);
      await expectRefused({ site: 'google' }, `${FAILED}: id_token is required`);
    });
  });

  describe('Facebook', () => {
    it('signs in with a token debug_token confirms for our app', async () => {
      const id = `fb-${unique()}`;
      provider.facebookTokens.set(`token-${id}`, { id, email: `${id}@example.org`, first_name: 'Linus', last_name: 'T', picture: 'javascript:alert(1)' });
      const res = await http.post('/auth/user', { site: 'facebook', access_token: `token-${id}` });
      expect(res.json()).toMatchObject({ status: 1, email: `${id}@example.org` });
      // only http(s) pictures are kept
      expect(await socialUser('facebook', id)).toMatchObject({ firstName: 'Linus', picture: null });
    });

    it('refuses an unknown token, a token of another app and an invalid one', async () => {
      await expectRefused({ site: 'facebook', access_token: 'nobody' }, `${FAILED}: the access token is not valid`);
      provider.facebookTokens.set('other-app', { id: 'fb-other', email: 'o@example.org', appId: '999' });
      await expectRefused({ site: 'facebook', access_token: 'other-app' }, `${FAILED}: the access token is meant for another application`);
      provider.facebookTokens.set('expired', { id: 'fb-exp', email: 'e@example.org', valid: false });
      await expectRefused({ site: 'facebook', access_token: 'expired' }, `${FAILED}: the access token is not valid`);
    });

    it('refuses a first sign-in without an e-mail', async () => {
      provider.facebookTokens.set('no-mail', { id: `fb-${unique()}` });
      await expectRefused({ site: 'facebook', access_token: 'no-mail' }, `${FAILED}: the provider did not share a verified e-mail address`);
    });
  });

  describe('LinkedIn', () => {
    it('exchanges the code with redirect_uri = SITE_ORIGIN/home, whatever the browser sends', async () => {
      const sub = `li-${unique()}`;
      provider.linkedinCodes.set(`code-${sub}`, { sub, email: `${sub}@example.org`, email_verified: true, given_name: 'Li', family_name: 'N' });
      const res = await http.post('/auth/user', { site: 'linkedin', code: `code-${sub}`, redirect_uri: 'https://evil.example/home' });
      expect(res.json()).toMatchObject({ status: 1, email: `${sub}@example.org` });
      expect(provider.lastLinkedInExchange).toMatchObject({ redirect_uri: `${SITE_ORIGIN}/home`, client_id: LINKEDIN_CLIENT_ID });
      // a code works once
      await expectRefused({ site: 'linkedin', code: `code-${sub}` }, `${FAILED}: the authorization code is not valid`);
    });

    it('refuses an unverified e-mail on a first sign-in', async () => {
      const sub = `li-${unique()}`;
      provider.linkedinCodes.set(`code-${sub}`, { sub, email: `${sub}@example.org`, email_verified: false });
      await expectRefused({ site: 'linkedin', code: `code-${sub}` }, `${FAILED}: the provider did not share a verified e-mail address`);
    });
  });

  it('answers 502 with status 0 when the provider is down, and 400 to an unknown site', async () => {
    provider.failing = true;
    try {
      const unreachable = `${FAILED}: the provider could not be reached`;
      for (const body of [
        { site: 'facebook', access_token: 'x' },
        { site: 'linkedin', code: 'x' },
      ]) {
        const res = await http.post('/auth/user', body);
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({ status: 0, message: unreachable, code: 'auth.social_failed' });
      }
      // Google's keys: a verifier that has none yet
      const verify = createGoogleVerifier(provider.config.google);
      await expect(verify(provider.googleIdToken({ sub: 'down' }))).rejects.toMatchObject({ statusCode: 502, message: unreachable });
    } finally {
      provider.failing = false;
    }
    const res = await http.post('/auth/user', { site: 'myspace', access_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'site: Must be google, facebook or linkedin', code: 'validation.social_site', field: 'site' });
  });
});

describe('the Google key cache', () => {
  let provider: TestSocialProvider;
  beforeAll(async () => {
    provider = await startSocialProvider(SITE_ORIGIN);
  });
  afterAll(async () => {
    await provider.close();
  });

  it('fetches the keys once, and again when a token names a key it does not know (rotation)', async () => {
    const verify = createGoogleVerifier(provider.config.google, { minRefetchMs: 0 });
    const before = provider.jwksFetches;
    await verify(provider.googleIdToken({ sub: 'a' }));
    await verify(provider.googleIdToken({ sub: 'b' }));
    expect(provider.jwksFetches - before).toBe(1);
    provider.rotateGoogleKey();
    await expect(verify(provider.googleIdToken({ sub: 'c' }))).resolves.toMatchObject({ provider: 'google', subject: 'c' });
    expect(provider.jwksFetches - before).toBe(2);
  });

  it('does not refetch for every made-up key id', async () => {
    const verify = createGoogleVerifier(provider.config.google, { minRefetchMs: 60_000 });
    await verify(provider.googleIdToken({ sub: 'a' }));
    const before = provider.jwksFetches;
    for (let i = 0; i < 5; i += 1) {
      await expect(verify(provider.googleIdToken({ sub: 'x' }, { key: provider.strangerKey }))).rejects.toThrow('not signed by a known key');
    }
    expect(provider.jwksFetches).toBe(before);
  });

  it('accepts the issuer with or without https:// for Google itself', async () => {
    const verify = createGoogleVerifier({ ...provider.config.google, issuer: 'https://accounts.google.com' });
    await expect(verify(provider.googleIdToken({ sub: 'a', iss: 'accounts.google.com' }))).resolves.toMatchObject({ subject: 'a' });
    await expect(verify(provider.googleIdToken({ sub: 'a', iss: 'https://accounts.google.com' }))).resolves.toMatchObject({ subject: 'a' });
  });

  it('takes a verified e-mail only when email_verified says so', async () => {
    const verify = createGoogleVerifier(provider.config.google);
    expect((await verify(provider.googleIdToken({ email_verified: 'true' }))).verifiedEmail).toBe('ada.google@example.org');
    expect((await verify(provider.googleIdToken({ email_verified: undefined }))).verifiedEmail).toBeUndefined();
  });
});
