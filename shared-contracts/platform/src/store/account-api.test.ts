import { json, mockApi } from '../../testing/mock-api';
import { refreshProfile } from './account-api';
import { loggedIn, loggedOut } from './session-slice';
import { makeStore } from './store';

const session = { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner: null, profile: null };
const company = { pk: 7, name: 'Acme', company_logo: null, supports_barometer: true, supports_avatar: false, quotation_access: false, time_zone: 'Europe/Paris', extra_supported_fields: [] };
const profile = (companies: (typeof company)[]) => ({
  first_name: 'Ada',
  last_name: 'L',
  email: 'ada@example.com',
  picture_url: null,
  referral: 'ada-ref',
  has_password: true,
  email_verified: true,
  companies: companies.map((c) => ({ company: c })),
});
const store = () => makeStore({ persist: false, preloadedState: { session }, runtime: { apiBase: 'http://api.test/api' } });

describe('refreshProfile', () => {
  afterEach(() => jest.restoreAllMocks());

  it("stores the account's profile as the API says it is now: its companies and flags", async () => {
    mockApi({ getProfile: profile([company]) });
    const s = store();
    expect(await refreshProfile(s)).toMatchObject({ companies: [{ company: { pk: 7 } }] });
    expect(s.getState().session.profile?.companies).toEqual([{ company }]);
    expect(s.getState().session.profile?.email_verified).toBe(true);
  });

  it('asks nothing without a session, and keeps the stored profile when the API cannot answer', async () => {
    const mock = mockApi({ getProfile: json({ status: 0, message: 'down' }, 500) });
    const signedOut = makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
    expect(await refreshProfile(signedOut)).toBeNull();
    expect(mock.calls).toEqual([]);
    const s = store();
    s.dispatch(loggedIn({ email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada' }));
    expect(await refreshProfile(s)).toBeNull();
    expect(s.getState().session.token).toBe('tok-ada');
  });

  it('drops a profile that arrives after the person signed out', async () => {
    const s = store();
    mockApi({
      getProfile: () => {
        s.dispatch(loggedOut());
        return profile([company]);
      },
    });
    expect(await refreshProfile(s)).toBeNull();
    expect(s.getState().session.profile).toBeNull();
  });
});
