import { makeStore } from './store';
import { loggedIn, loggedOut, partnerChosen, selectIsCompanyUser, profileLoaded, SESSION_KEYS } from './session-slice';

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('persists the spec keys and clears them all on logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ email: 'ada@example.com', referral: 'abc123', token: 't0k' }));
    store.dispatch(partnerChosen('bob@example.com'));
    store.dispatch(
      profileLoaded({ first_name: 'Ada', last_name: 'L', email: 'ada@example.com', picture_url: null, referral: 'abc123', companies: [] }),
    );
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(localStorage.getItem('email')).toBe('ada@example.com');
    expect(JSON.parse(localStorage.getItem('tokens')!)).toEqual({ 'ada@example.com': 't0k' });
    expect(localStorage.getItem('partner')).toBe('bob@example.com');

    store.dispatch(loggedOut());
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('restores a stored session on start', () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('email', 'ada@example.com');
    expect(makeStore().getState().session.token).toBe('kept');
  });

  it('tells company users from individuals', () => {
    const store = makeStore({ persist: false });
    const base = { first_name: 'A', last_name: 'B', email: 'a@b.c', picture_url: null, referral: 'r' };
    store.dispatch(profileLoaded({ ...base, companies: [] }));
    expect(selectIsCompanyUser(store.getState())).toBe(false);
    const company = { pk: 1, supports_barometer: true, supports_avatar: false, quotation_access: true };
    store.dispatch(profileLoaded({ ...base, companies: [{ company }] }));
    expect(selectIsCompanyUser(store.getState())).toBe(true);
  });
});
