import { on, type BusEvents } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { forgetPendingClaim, pendingClaim, rememberPendingClaim } from '../../lib/session/pending-claim';
import { registerSessionTranslations } from '../../locales/session/register-session-translations';
import { individualResult, profile } from '../../testing/fixtures';
import { VerificationNoticeGate, VerifyLinkGate } from './email-verification';

registerSessionTranslations();

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const signedInAsAda = {
  session: { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: { 'ada@example.com': 'tok-ada' }, partner: null, profile: null },
};
const invalidLink = () => json({ status: 0, message: 'This confirmation link is no longer valid.', code: 'auth.verification_link_invalid' }, 400);

const followLink = (route: string, preloadedState = {}, lang: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <>
      <VerifyLinkGate />
      <LocationProbe />
    </>,
    { route, preloadedState, lang },
  );

describe('an e-mail confirmation link (?verify=)', () => {
  const toasts = toastsOfEachTest({ atRoot: true });
  beforeEach(() => {
    forgetPendingClaim();
  });

  it('confirms the address with the claim the link carries, takes the code out of the address and routes the signed-in person to the mission questionnaire', async () => {
    rememberPendingClaim('ada@example.com', { mission: 'M1' });
    const api = mockApi({
      verifyEmail: { status: 1, email: 'ada@example.com', previous_access_removed: false },
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      mapCompanyContact: { status: 1 },
    });
    followLink('/?verify=code-1&mission=M1', signedInAsAda);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/choice?mission=M1'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
    // the stored session goes with the code: the API keeps the password its holder set
    expect(api.callsTo('verifyEmail')[0]).toMatchObject({ body: { code: 'code-1', mission: 'M1' }, authorization: 'Token tok-ada' });
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'M1' });
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Your e-mail address is confirmed.' }));
    expect(pendingClaim()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("makes the claim the tab remembers when the link carries none (a link mailed before the claim)", async () => {
    rememberPendingClaim('ada@example.com', { company: '7' });
    const api = mockApi({
      verifyEmail: { status: 1, email: 'ada@example.com', previous_access_removed: false },
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      mapCompanyContact: { status: 1 },
    });
    followLink('/?verify=code-2', signedInAsAda);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/choice?company=7'));
    expect(api.callsTo('verifyEmail')[0].body).toEqual({ code: 'code-2' });
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ company: '7' });
  });

  it('asks someone signed out to sign in, the address filled in', async () => {
    const opened: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (request) => opened.push(request));
    const api = mockApi({ verifyEmail: { status: 1, email: 'ada@example.com', previous_access_removed: false } });
    followLink('/?verify=code-3&mission=M1');
    await waitFor(() => expect(opened).toEqual([{ view: 'signin', email: 'ada@example.com' }]));
    off();
    expect(api.callsTo('verifyEmail')[0].authorization).toBeNull();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Your e-mail address is confirmed.' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
  });

  it('asks someone signed out to choose a password when the proof removed the one set before the address was confirmed', async () => {
    const opened: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (request) => opened.push(request));
    mockApi({ verifyEmail: { status: 1, email: 'ada@example.com', previous_access_removed: true } });
    followLink('/?verify=code-5');
    await waitFor(() => expect(opened).toEqual([{ view: 'forgot', notice: 'access-removed', email: 'ada@example.com' }]));
    off();
    expect(toasts.toasts).toEqual([]);
  });

  it("tells someone signed in as another account that the password set on the confirmed one was removed", async () => {
    mockApi({ verifyEmail: { status: 1, email: 'lucas@example.com', previous_access_removed: true } });
    followLink('/?verify=code-6', signedInAsAda);
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual(
        expect.objectContaining({ type: 'info', title: expect.stringMatching(/^lucas@example\.com is confirmed\. The password set on that account before/) }),
      ),
    );
    expect(window.location.pathname).toBe('/');
  });

  it('says a link followed twice by a confirmed account is confirmed already, and routes on', async () => {
    mockApi({ verifyEmail: invalidLink(), getProfile: profile(), getIndividualResult: individualResult(0.4), mapCompanyContact: { status: 1 } });
    followLink('/?verify=used&mission=M1', signedInAsAda);
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Your e-mail address is already confirmed.' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a link no longer works, and mails a new one carrying the claim to a signed-in unconfirmed account', async () => {
    const api = mockApi({
      verifyEmail: invalidLink(),
      getProfile: { ...profile(), email_verified: false },
      resendVerification: { status: 1, sent: true },
    });
    const { user } = followLink('/?verify=expired&mission=M1', signedInAsAda);
    const dialog = await screen.findByRole('alertdialog', { name: 'This confirmation link is no longer valid' });
    expect(dialog).toHaveTextContent('It has expired or was already used.');
    expect(dialog).toHaveTextContent('We can send a new one to ada@example.com.');
    await user.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('resendVerification')[0]).toMatchObject({ body: { mission: 'M1', lang: 'en' }, authorization: 'Token tok-ada' });
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: expect.stringContaining('A new link is on its way to ada@example.com') }));
  });

  it("shows the API's refusal of a new link in the dialog (too many)", async () => {
    mockApi({
      verifyEmail: invalidLink(),
      getProfile: { ...profile(), email_verified: false },
      resendVerification: json({ status: 0, message: 'Too many confirmation mails for this account: please try again in 59 minutes', code: 'rate.account_limited', params: { what: 'confirmation mails', wait: '59 minutes', minutes: 59 } }, 429),
    });
    const { user } = followLink('/?verify=expired', signedInAsAda);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/59/);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers the sign-in to someone signed out whose link no longer works, in French', async () => {
    const opened: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (request) => opened.push(request));
    const api = mockApi({ verifyEmail: invalidLink() });
    const { user } = followLink('/?verify=expired&mission=M1', {}, 'fr');
    const dialog = await screen.findByRole('alertdialog', { name: 'Ce lien de confirmation n’est plus valable' });
    expect(dialog).toHaveTextContent('Il a expiré ou a déjà servi.');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(opened).toEqual([{ view: 'signin' }]));
    off();
    expect(api.callsTo('getProfile')).toHaveLength(0);
  });

  it('says so when the link could not be checked (no network)', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    followLink('/?verify=code-4', signedInAsAda);
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the notice of a claim waiting for the e-mail address', () => {
  const toasts = toastsOfEachTest({ atRoot: true });
  beforeEach(() => {
    forgetPendingClaim();
  });

  const showNotice = (lang: 'en' | 'fr' = 'en') => renderWithProviders(<VerificationNoticeGate />, { preloadedState: signedInAsAda, lang });

  it('shows nothing without a claim, or for a claim of another account', () => {
    const { unmount } = showNotice();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    rememberPendingClaim('bob@example.com', { mission: 'M1' });
    showNotice();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says where the link went, and sends it again carrying the claim', async () => {
    rememberPendingClaim('ada@example.com', { mission: 'M1' });
    const api = mockApi({ resendVerification: { status: 1, sent: true } });
    const { user } = showNotice();
    const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(notice).toHaveTextContent('We sent a link to ada@example.com.');
    expect(notice).toHaveTextContent('Meanwhile you can answer the questionnaire.');
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(within(notice).getByRole('status')).toHaveTextContent('A new link is on its way to ada@example.com.'));
    expect(api.callsTo('resendVerification')[0]).toMatchObject({ body: { mission: 'M1', lang: 'en' }, authorization: 'Token tok-ada' });
  });

  it('says when the API refuses another link, in the language of the page', async () => {
    rememberPendingClaim('ada@example.com', { company: '7' });
    mockApi({
      resendVerification: json({ status: 0, message: 'Too many confirmation mails for this account: please try again in 12 minutes', code: 'rate.account_limited', params: { what: 'confirmation mails', wait: '12 minutes', minutes: 12 } }, 429),
    });
    const { user } = showNotice('fr');
    const notice = await screen.findByRole('region', { name: 'Confirmez votre adresse e-mail' });
    await user.click(within(notice).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(within(notice).getByRole('status')).toHaveTextContent('Trop de tentatives pour ce compte : veuillez réessayer dans 12 min.'));
  });

  it('goes once the address turns out confirmed (elsewhere), after making the claim', async () => {
    rememberPendingClaim('ada@example.com', { mission: 'M1' });
    const api = mockApi({ resendVerification: { status: 1, sent: false }, mapCompanyContact: { status: 1 } });
    const { user } = showNotice();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'M1' });
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Your e-mail address is already confirmed.' }));
    expect(pendingClaim()).toBeNull();
  });
});
