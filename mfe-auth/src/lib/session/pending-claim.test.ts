import { makeStore } from '@rapport/platform';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { registerSessionTranslations } from '../../locales/session/register-session-translations';
import { individualResult, loginOk, profile } from '../../testing/fixtures';
import { forgetPendingClaim, pendingClaim, subscribePendingClaim } from './pending-claim';
import { completeLogin, logout } from './sign-in-flow';

registerSessionTranslations();

const testStore = () => makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
const credentials = { email: loginOk.email, referral: loginOk.referral, token: loginOk.token };
const unconfirmed = () => json({ status: 0, message: 'Confirm your e-mail address first: follow the link we sent you.', code: 'link.email_unverified' }, 403);

describe('a claim waiting for the e-mail address (sign-in flow)', () => {
  toastsOfEachTest({ atRoot: true });
  beforeEach(() => {
    forgetPendingClaim();
    window.sessionStorage.clear();
  });

  it('remembers, for the tab, the link an unconfirmed account could not claim, and the journey goes on', async () => {
    const changes: number[] = [];
    const off = subscribePendingClaim(() => changes.push(1));
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1), mapCompanyContact: unconfirmed() });
    await completeLogin(testStore(), credentials, { mission: 'M1', referral: 'bob-ref' }, { mission: 'M1' });
    off();
    expect(pendingClaim()).toEqual({ email: 'ada@example.com', link: { mission: 'M1' } });
    expect(JSON.parse(window.sessionStorage.getItem('rapport.pending-claim') ?? 'null')).toEqual({ email: 'ada@example.com', link: { mission: 'M1' } });
    expect(changes).toHaveLength(1);
    expect(window.location.pathname + window.location.search).toBe('/choice?mission=M1');
  });

  it('remembers nothing when the link is refused for another reason, or accepted', async () => {
    mockApi({
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      mapCompanyContact: json({ status: 0, message: 'Unknown mission', code: 'link.unknown_mission' }, 404),
    });
    await completeLogin(testStore(), credentials, { mission: 'nope' });
    expect(pendingClaim()).toBeNull();
    jest.restoreAllMocks();
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1), mapCompanyContact: { status: 1 } });
    await completeLogin(testStore(), credentials, { company: '7' });
    expect(pendingClaim()).toBeNull();
  });

  it('forgets it on logout', async () => {
    mockApi({ getProfile: profile(), getIndividualResult: individualResult(-1), mapCompanyContact: unconfirmed(), logout: { status: 1 } });
    const store = testStore();
    await completeLogin(store, credentials, { company: '7' });
    expect(pendingClaim()).not.toBeNull();
    await logout(store);
    expect(pendingClaim()).toBeNull();
    expect(window.sessionStorage.getItem('rapport.pending-claim')).toBeNull();
  });
});
