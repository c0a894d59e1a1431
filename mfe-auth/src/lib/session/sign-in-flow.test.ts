import { SESSION_KEYS, loggedIn, makeStore, on, partnerChosen } from '@rapport/platform';
import { waitFor } from '@testing-library/react';
import { registerSessionTranslations } from '../../locales/session/register-session-translations';
import { json, mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { companyMembership, individualResult, loginOk, profile } from '../../testing/fixtures';
import { completeLogin, logout } from './sign-in-flow';

registerSessionTranslations();

const testStore = (persist = false) => makeStore({ persist, runtime: { apiBase: 'http://api.test/api' } });
const credentials = { email: loginOk.email, referral: loginOk.referral, token: loginOk.token };

describe('after a login (spec section 2)', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('stores the session, loads the profile and sends a company user to /recruitments', async () => {
    const api = mockApi({ getProfile: profile([companyMembership()]) });
    const changes: boolean[] = [];
    const off = on('auth:changed', ({ loggedIn: value }) => changes.push(value));
    const store = testStore();
    await completeLogin(store, credentials);
    off();
    expect(store.getState().session.token).toBe('tok-ada');
    expect(store.getState().session.profile?.companies).toHaveLength(1);
    expect(api.callsTo('getProfile')[0]).toMatchObject({ body: { email: 'ada@example.com' }, authorization: 'Token tok-ada' });
    expect(api.callsTo('getIndividualResult')).toHaveLength(0);
    expect(window.location.pathname).toBe('/recruitments');
    expect(changes).toEqual([true]);
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'You logged in successfully' }));
  });

  it('sends someone who has not finished (w_1 = -1) to /choice', async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1) });
    await completeLogin(testStore(), credentials);
    expect(window.location.pathname).toBe('/choice');
  });

  it("keeps the link's questionnaire parameters in /choice, so the questionnaire the link chose is answered", async () => {
    const api = mockApi({
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      addMatching: json({ status: 0, message: 'already matched' }),
      mapCompanyContact: { status: 1 },
    });
    await completeLogin(testStore(), credentials, { referral: 'bob-ref', mission: 'ABC' }, { questionnaire_id: 'workplace', mission: 'ABC' });
    expect(window.location.pathname).toBe('/choice');
    expect(window.location.search).toBe('?questionnaire_id=workplace&mission=ABC');
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'ABC' });
  });

  it.each([
    [{ mission: 'ABC' }, '/choice?mission=ABC'],
    [{ questionnaire_type: 'workplace' }, '/choice?questionnaire_type=workplace'],
    [{ contact: 'C 7', company: '3' }, '/choice?contact=C+7&company=3'],
    [{}, '/choice'],
  ])('sends an unfinished individual with the questionnaire %j to %s', async (questionnaire, to) => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1) });
    await completeLogin(testStore(), credentials, {}, questionnaire);
    expect(window.location.pathname + window.location.search).toBe(to);
  });

  it('sends a finisher to /results and a company user to /recruitments without the questionnaire parameters', async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(0.4) });
    await completeLogin(testStore(), credentials, {}, { questionnaire_type: 'workplace' });
    expect(window.location.pathname + window.location.search).toBe('/results');
    jest.restoreAllMocks();
    mockApi({ getProfile: profile([companyMembership()]) });
    await completeLogin(testStore(), credentials, {}, { questionnaire_type: 'workplace' });
    expect(window.location.pathname + window.location.search).toBe('/recruitments');
  });

  it('sends a finisher to /results', async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(0.4) });
    await completeLogin(testStore(), credentials);
    expect(window.location.pathname).toBe('/results');
  });

  it('adds the referrer as a matching contact and goes to /contacts when the server says status 1', async () => {
    const api = mockApi({
      getProfile: profile(),
      addMatching: { status: 1 },
      mapCompanyContact: { status: 1 },
    });
    await completeLogin(testStore(), credentials, { referral: 'bob-ref', mission: 'M1', company: '7' });
    expect(api.callsTo('addMatching')[0].body).toEqual({ referral: 'bob-ref' });
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'M1', company: '7' });
    expect(window.location.pathname).toBe('/contacts');
  });

  it('says "Failed to retrieve the user profile." and still routes the individual', async () => {
    mockApi({ getIndividualResult: individualResult(-1) });
    await completeLogin(testStore(), credentials);
    expect(toasts.toasts).toContainEqual({ type: 'error', title: 'Failed to retrieve the user profile.' });
    expect(window.location.pathname).toBe('/choice');
  });
});

describe('logout (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocation();
  });
  afterEach(() => jest.restoreAllMocks());

  it('revokes the token, clears every spec key, tells the parts and goes home', async () => {
    const api = mockApi({ logout: { status: 1 } });
    const store = testStore(true);
    store.dispatch(loggedIn(credentials));
    store.dispatch(partnerChosen('bob@example.com'));
    window.history.replaceState(null, '', '/results');
    const changes: boolean[] = [];
    const off = on('auth:changed', ({ loggedIn: value }) => changes.push(value));

    await logout(store);
    off();

    expect(api.callsTo('logout')[0].authorization).toBe('Token tok-ada');
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().session).toMatchObject({ email: null, referral: null, token: null, partner: null, profile: null, tokens: {} });
    expect(changes).toEqual([false]);
    expect(window.location.pathname).toBe('/');
  });

  it('ends the session even when the logout call fails', async () => {
    mockApi({ logout: new Response('', { status: 500 }) });
    const store = testStore();
    store.dispatch(loggedIn(credentials));
    await logout(store);
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });
});
