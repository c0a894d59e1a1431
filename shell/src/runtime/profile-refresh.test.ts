import { waitFor } from '@testing-library/react';
import { makeStore, on, selectIsCompanyUser, selectIsLoggedIn, type BusEvents, type SessionProfile } from '@rapport/platform';
import { json, mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import { guardAccess } from './access-guard';
import { keepProfileFresh } from './profile-refresh';

const acme = { pk: 7, name: 'Acme', company_logo: null, supports_barometer: true, supports_avatar: true, quotation_access: false, time_zone: 'Europe/Paris', extra_supported_fields: [] };
const profile = (companies: (typeof acme)[]) => ({
  first_name: 'Alex',
  last_name: 'Admin',
  email: 'alex@example.com',
  picture_url: null,
  referral: 'alex-ref',
  has_password: true,
  email_verified: true,
  companies: companies.map((company) => ({ company })),
});
const stored = (companies: (typeof acme)[]) => profile(companies) as SessionProfile;

/** A signed-in tab whose stored profile is `companies`', the shell's guard listening as bootstrap.tsx has it. */
function tab(companies: (typeof acme)[], at: string) {
  window.history.replaceState(null, '', at);
  const session = { email: 'alex@example.com', referral: 'alex-ref', token: 'tok-alex', tokens: {}, partner: null, profile: stored(companies) };
  const store = makeStore({ persist: false, preloadedState: { session }, runtime: { apiBase: 'http://api.test/api' } });
  const access = () => ({ loggedIn: selectIsLoggedIn(store.getState()), isCompanyUser: selectIsCompanyUser(store.getState()) });
  const changes: BusEvents['auth:changed'][] = [];
  const offs = [on('auth:changed', (change) => changes.push(change)), on('auth:changed', () => guardAccess(access, { askSignIn: false }))];
  return { store, changes, off: () => offs.forEach((off) => off()) };
}

describe("the shell keeps the signed-in person's profile fresh", () => {
  let stop: (() => void) | undefined;
  let off: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    off?.();
    jest.restoreAllMocks();
    resetLocation();
  });

  it('reads it when the site starts: an admin removed from the company meanwhile leaves its pages for /pro', async () => {
    const api = mockApi({ getProfile: profile([]) });
    const t = tab([acme], '/recruitments');
    off = t.off;
    stop = keepProfileFresh(t.store);
    await waitUntil(() => window.location.pathname === '/pro');
    expect(t.store.getState().session.profile?.companies).toEqual([]);
    expect(t.changes).toEqual([{ loggedIn: true }]);
    expect(api.callsTo('getProfile')).toEqual([expect.objectContaining({ authorization: 'Token tok-alex', body: { email: 'alex@example.com' } })]);
  });

  it('reads it again when the tab takes the focus or becomes visible: an admin added to a company gets its pages and flags', async () => {
    let companies: (typeof acme)[] = [];
    const api = mockApi({ getProfile: () => profile(companies) });
    const t = tab([], '/results');
    off = t.off;
    stop = keepProfileFresh(t.store);
    await waitUntil(() => api.callsTo('getProfile').length === 1);
    expect(t.changes).toEqual([]);

    companies = [acme];
    window.dispatchEvent(new Event('focus'));
    await waitUntil(() => selectIsCompanyUser(t.store.getState()));
    expect(t.changes).toEqual([{ loggedIn: true }]);

    // the company's barometer is switched off: the flags follow when the tab is shown again
    companies = [{ ...acme, supports_barometer: false }];
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitUntil(() => t.store.getState().session.profile?.companies[0]?.company.supports_barometer === false);
    expect(t.changes).toHaveLength(2);
    expect(window.location.pathname).toBe('/results');
  });

  it('announces nothing when the companies are unchanged, asks nothing signed out, and one read at a time', async () => {
    const api = mockApi({ getProfile: profile([acme]) });
    const t = tab([acme], '/recruitments');
    off = t.off;
    stop = keepProfileFresh(t.store);
    window.dispatchEvent(new Event('focus'));
    await waitUntil(() => api.callsTo('getProfile').length === 1 && t.store.getState().session.profile !== null);
    window.dispatchEvent(new Event('focus'));
    await waitUntil(() => api.callsTo('getProfile').length === 2);
    expect(t.changes).toEqual([]);
    expect(window.location.pathname).toBe('/recruitments');

    stop();
    const signedOut = makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
    stop = keepProfileFresh(signedOut);
    window.dispatchEvent(new Event('focus'));
    expect(api.callsTo('getProfile')).toHaveLength(2);
  });

  it('ends the tab’s session when the API says it has ended (a proof of the address removed it elsewhere)', async () => {
    mockApi({ getProfile: json({ status: 0, message: 'Invalid token.', code: 'auth.invalid_token' }, 401) });
    const t = tab([], '/results');
    off = t.off;
    stop = keepProfileFresh(t.store);
    await waitUntil(() => t.store.getState().session.token === null);
    await waitUntil(() => window.location.pathname === '/');
  });
});

/** Waits for a condition the refresh makes true (its calls answer on later turns). */
const waitUntil = (condition: () => boolean): Promise<void> => waitFor(() => expect(condition()).toBe(true));
