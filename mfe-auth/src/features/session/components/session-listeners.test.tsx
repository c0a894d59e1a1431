import { emit, on } from '@rapport/platform';
import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import { companyMembership, individualResult, profile } from '../../../testing/fixtures';
import { HomeRedirect } from './home-redirect';
import { LogoutListener } from './logout-listener';

registerSessionTranslations();

const session = { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner: null, profile: null };

describe('the session on every page', () => {
  beforeEach(resetLocation);
  afterEach(() => jest.restoreAllMocks());

  it('sends a signed-in company user arriving on / to /recruitments', async () => {
    mockApi({ getProfile: profile([companyMembership()]) });
    renderWithProviders(<HomeRedirect />, { route: '/', preloadedState: { session } });
    await waitFor(() => expect(window.location.pathname).toBe('/recruitments'));
  });

  it('sends a signed-in finisher arriving on / to /results', async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(0.1) });
    renderWithProviders(<HomeRedirect />, { route: '/', preloadedState: { session } });
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
  });

  it("sends a signed-in individual who has not finished, arriving on / from a link, to /choice with the link's questionnaire", async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1) });
    renderWithProviders(<HomeRedirect />, { route: '/?questionnaire_id=workplace', preloadedState: { session } });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?questionnaire_id=workplace');
  });

  it('leaves visitors on the landing page and asks nothing', async () => {
    const api = mockApi({});
    renderWithProviders(<HomeRedirect />, { route: '/' });
    await act(async () => {});
    expect(api.calls).toHaveLength(0);
    expect(window.location.pathname).toBe('/');
  });

  it("logs out when the shell's menu asks ('auth:logout')", async () => {
    const api = mockApi({ logout: { status: 1 } });
    const changes: boolean[] = [];
    const off = on('auth:changed', ({ loggedIn }) => changes.push(loggedIn));
    window.history.replaceState(null, '', '/results');
    const { store } = renderWithProviders(<LogoutListener />, { preloadedState: { session } });
    act(() => emit('auth:logout', {}));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    off();
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(changes).toEqual([false]);
    expect(window.location.pathname).toBe('/');
  });
});
