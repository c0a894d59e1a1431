import { authorizationUrl, saveAttempt, takeAttempt, type SocialAttempt } from './social-attempt';

const attempt: SocialAttempt = {
  site: 'google',
  state: 's1',
  nonce: 'n1',
  redirectUri: 'https://rapport.example/home',
  link: {},
  isB2b: false,
};

describe('the social redirect', () => {
  it("asks Google for an ID token bound to our state and nonce, back to /home", () => {
    const url = new URL(authorizationUrl({ clientId: 'cid', authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth' }, attempt));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://rapport.example/home',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 's1',
      nonce: 'n1',
    });
  });

  it('asks Facebook for a token and LinkedIn for a code', () => {
    const settings = { clientId: 'cid', authorizationEndpoint: 'https://provider.example/auth' };
    const facebook = new URL(authorizationUrl(settings, { ...attempt, site: 'facebook', nonce: undefined }));
    const linkedin = new URL(authorizationUrl(settings, { ...attempt, site: 'linkedin', nonce: undefined }));
    expect(facebook.searchParams.get('response_type')).toBe('token');
    expect(linkedin.searchParams.get('response_type')).toBe('code');
    expect(linkedin.searchParams.has('nonce')).toBe(false);
  });

  it('keeps the attempt for one callback only', () => {
    saveAttempt(attempt);
    expect(takeAttempt()).toEqual(attempt);
    expect(takeAttempt()).toBeNull();
  });
});
