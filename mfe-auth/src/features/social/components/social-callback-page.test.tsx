import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { individualResult, loginOk, profile } from '../../../testing/fixtures';
import { accessRemovedFor, forgetAccessRemoved } from '../../../lib/session/access-removed';
import { saveAttempt, type SocialAttempt } from '../utils/social-attempt';
import { SocialCallbackPage } from './social-callback-page';

registerSessionTranslations();

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

const google: SocialAttempt = {
  site: 'google',
  state: 'state-1',
  nonce: 'nonce-1',
  redirectUri: 'http://localhost/home',
  link: { referral: 'bob-ref', mission: 'M1' },
  isB2b: true,
};

function renderCallback(route: string, routes: MockRoutes) {
  const api = mockApi(routes);
  const result = renderWithProviders(
    <>
      <SocialCallbackPage />
      <LocationProbe />
    </>,
    { route },
  );
  return { api, ...result };
}

describe('/home, the social sign-in callback', () => {
  const toasts = toastsOfEachTest({ atRoot: true });
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('posts the Google ID token with the saved link parameters, then signs in and routes', async () => {
    saveAttempt(google);
    const { api, store } = renderCallback('/home#id_token=jwt&state=state-1', {
      socialLogin: loginOk,
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      addMatching: json({ status: 0, message: 'already matched' }),
      mapCompanyContact: { status: 1 },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    // an attempt without questionnaire parameters (or saved before they were kept): plain /choice
    expect(window.location.search).toBe('');
    expect(api.callsTo('socialLogin')[0].body).toEqual({
      site: 'google',
      id_token: 'jwt',
      nonce: 'nonce-1',
      referral: 'bob-ref',
      mission: 'M1',
      is_b2b: true,
    });
    expect(store.getState().session.token).toBe('tok-ada');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(sessionStorage.length).toBe(0);
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: 'You logged in successfully' }));
  });

  it("goes to /choice with the questionnaire parameters of the link the sign-in started from", async () => {
    saveAttempt({ ...google, questionnaire: { questionnaire_id: 'workplace', mission: 'M1' } });
    const { api } = renderCallback('/home#id_token=jwt&state=state-1', {
      socialLogin: loginOk,
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      addMatching: json({ status: 0, message: 'already matched' }),
      mapCompanyContact: { status: 1 },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?questionnaire_id=workplace&mission=M1');
    // the provider's call carries the invitation's parameters only
    expect(api.callsTo('socialLogin')[0].body).not.toHaveProperty('questionnaire_id');
  });

  it('remembers, for the notice above the pages, that the sign-in ended the access someone set up before the address was confirmed', async () => {
    saveAttempt(google);
    renderCallback('/home#id_token=jwt&state=state-1', {
      socialLogin: { ...loginOk, previous_access_removed: true },
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      addMatching: json({ status: 0, message: 'already matched' }),
      mapCompanyContact: { status: 1 },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(accessRemovedFor()).toBe('ada@example.com');
    forgetAccessRemoved();
  });

  it('posts the LinkedIn code with the same redirect_uri', async () => {
    saveAttempt({ ...google, site: 'linkedin', nonce: undefined, link: {}, isB2b: false });
    const { api } = renderCallback('/home?code=li-code&state=state-1', { socialLogin: json({ status: 0, message: 'x' }, 400) });
    await screen.findByRole('alert');
    expect(api.callsTo('socialLogin')[0].body).toEqual({
      site: 'linkedin',
      code: 'li-code',
      redirect_uri: 'http://localhost/home',
      is_b2b: false,
    });
  });

  it.each([
    ['a state that is not ours', '/home#id_token=jwt&state=forged'],
    ['a provider error', '/home?error=access_denied&state=state-1'],
  ])('refuses %s without calling the server', async (_case, route) => {
    saveAttempt(google);
    const { api } = renderCallback(route, {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Login with a social provider failed');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message (by its code) when it answers status 0", async () => {
    saveAttempt(google);
    renderCallback('/home#id_token=jwt&state=state-1', {
      socialLogin: json({ status: 0, message: 'A user with this email already exists.', code: 'auth.email_taken' }, 400),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('says "Login with a social provider failed" for any other failure', async () => {
    saveAttempt(google);
    renderCallback('/home#id_token=jwt&state=state-1', { socialLogin: new Response('upstream down', { status: 502 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login with a social provider failed');
  });
});
