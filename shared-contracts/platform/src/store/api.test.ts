import { getProfile, getWords, passwordResetRequest, verifyEmail } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery, contractRequest } from '@rapport/wire/api/client';
import { on, type BusEvents } from '../events/bus';
import { json, mockApi } from '../../testing/mock-api';
import { api } from './api';
import { makeStore } from './store';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testWords: build.query(contractQuery(getWords)),
    testProfile: build.mutation(contractMutation(getProfile)),
    testPasswordReset: build.mutation(contractMutation(passwordResetRequest)),
    testProfileAgain: build.mutation(contractMutation(getProfile)),
    testVerify: build.mutation(contractMutation(verifyEmail, {}, { withSession: true })),
    testOwnToken: build.mutation<unknown, { email: string; token: string }>({
      queryFn: ({ email, token }, _api, _extra, baseQuery) =>
        baseQuery({ ...contractRequest(getProfile, { email }), headers: { Authorization: `Token ${token}` } }),
    }),
  }),
});

const session = { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner: null, profile: null };
const signedInStore = () => makeStore({ persist: false, preloadedState: { session }, runtime: { apiBase: 'http://api.test/api' } });

const profile = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', picture_url: null, referral: 'ada-ref', has_password: true, email_verified: true, companies: [] };

describe('the api', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the token with a private call, under the runtime API base', async () => {
    const mock = mockApi({ getProfile: profile });
    const result = await signedInStore().dispatch(testApi.endpoints.testProfile.initiate({ email: 'ada@example.com' }));
    expect(result).toEqual({ data: profile });
    expect((mock.spy.mock.calls[0][0] as Request).url).toBe('http://api.test/api/result/profile/');
    expect(mock.callsTo('getProfile')).toEqual([expect.objectContaining({ authorization: 'Token tok-ada', body: { email: 'ada@example.com' } })]);
  });

  it('sends the stored token with a public call made withSession, when there is one (proving an address says who proves it)', async () => {
    const answer = { status: 1 as const, email: 'ada@example.com', previous_access_removed: false };
    const mock = mockApi({ verifyEmail: answer });
    expect(await signedInStore().dispatch(testApi.endpoints.testVerify.initiate({ code: 'c0de' }))).toEqual({ data: answer });
    const signedOut = makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
    await signedOut.dispatch(testApi.endpoints.testVerify.initiate({ code: 'c0de' }));
    expect(mock.callsTo('verifyEmail').map((call) => call.authorization)).toEqual(['Token tok-ada', null]);
  });

  it('sends no token with a call its contract marks public', async () => {
    const mock = mockApi({ getWords: [], passwordResetRequest: { status: 'OK' } });
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.testWords.initiate());
    await store.dispatch(testApi.endpoints.testPasswordReset.initiate({ email: 'ada@example.com' }));
    expect(mock.calls.map((call) => [call.name, call.authorization])).toEqual([
      ['getWords', null],
      ['passwordResetRequest', null],
    ]);
  });

  it('on a 401 logs out, says the session ended, asks for a sign-in that returns to the page, and goes home', async () => {
    mockApi({ getProfile: () => json({ status: 0, message: 'Token has expired.' }, 401) });
    window.history.replaceState(null, '', '/contacts?tab=2');
    const heard: Array<[string, unknown]> = [];
    const offs = (['auth:changed', 'auth:open-modal', 'navigate'] as const).map((name) =>
      on(name, (detail: BusEvents[typeof name]) => heard.push([name, detail])),
    );
    // the shell's guard leaves the protected page as soon as it hears of the logout
    offs.push(on('auth:changed', () => window.history.replaceState(null, '', '/')));
    const store = signedInStore();
    const first = await store.dispatch(testApi.endpoints.testProfile.initiate({ email: 'ada@example.com' }));
    // the page's other calls answered 401 after it: logged out already, nothing said twice
    await store.dispatch(testApi.endpoints.testProfile.initiate({ email: 'ada@example.com' }));
    offs.forEach((off) => off());
    expect(first).toEqual({ error: expect.objectContaining({ status: 401 }) });
    expect(store.getState().session.token).toBeNull();
    expect(heard).toEqual([
      ['auth:changed', { loggedIn: false }],
      ['auth:open-modal', { view: 'signin', notice: 'session-ended', returnTo: '/contacts?tab=2' }],
      ['navigate', { to: '/' }],
      ['auth:changed', { loggedIn: false }],
      ['navigate', { to: '/' }],
    ]);
  });

  it('leaves a 401 to a call that brought its own credentials (a link being checked) to its caller', async () => {
    const mock = mockApi({ getProfile: json({ status: 0, message: 'Invalid token.' }, 401) });
    const heard: string[] = [];
    const offs = (['auth:changed', 'auth:open-modal', 'navigate'] as const).map((name) => on(name, () => heard.push(name)));
    const store = signedInStore();
    const result = await store.dispatch(testApi.endpoints.testOwnToken.initiate({ email: 'bob@example.com', token: 'tok-link' }));
    offs.forEach((off) => off());
    expect(result).toEqual({ error: expect.objectContaining({ status: 401 }) });
    expect(mock.callsTo('getProfile')[0].authorization).toBe('Token tok-link');
    expect(store.getState().session.token).toBe('tok-ada');
    expect(heard).toEqual([]);
  });

  it('makes a 404 a not-found error with the server message, or a default one', async () => {
    mockApi({ getProfile: json({ status: 0, message: 'No such user' }, 404), passwordResetRequest: new Response('', { status: 404 }) });
    const store = signedInStore();
    const withMessage = await store.dispatch(testApi.endpoints.testProfile.initiate({ email: 'ada@example.com' }));
    expect(withMessage).toEqual({ error: { status: 404, data: { message: 'No such user', notFound: true } } });
    const without = await store.dispatch(testApi.endpoints.testPasswordReset.initiate({ email: 'ada@example.com' }));
    expect(without).toEqual({ error: { status: 404, data: { message: 'Not found', notFound: true } } });
    expect(store.getState().session.token).toBe('tok-ada');
  });

  it('refuses a second endpoint for a call that already has one', async () => {
    mockApi({ getProfile: profile });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = signedInStore();
    await store.dispatch(testApi.endpoints.testProfile.initiate({ email: 'ada@example.com' }));
    const second = await store.dispatch(testApi.endpoints.testProfileAgain.initiate({ email: 'ada@example.com' }));
    expect(second).toEqual({
      error: expect.objectContaining({ message: 'POST /result/profile/ is already the endpoint "testProfile": use it instead of "testProfileAgain"' }),
    });
    expect(quiet).toHaveBeenCalled();
  });
});
