import { on, type BusEvents } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { collectToasts, json, mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import { individualResult, profile } from '../../../testing/fixtures';
import { AccessRemovedNotice } from '../../../components/access-removed-notice';
import { ChangeUserDialog } from './change-user-dialog';

registerSessionTranslations();

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

// the link's `token` is a single-use code; the session token comes from exchanging it
const LINK = '/?token=code-bob&email=bob%40example.com&referral=bob-ref&mission=M1';
const bobSignedIn = { status: 1 as const, message: 'You logged in successfully', email: 'bob@example.com', referral: 'bob-ref', token: 'tok-bob' };
const spent = () => json({ status: 0, message: 'This sign-in link is no longer valid.', code: 'auth.login_link_invalid' }, 400);
const signedInAsAda = {
  session: { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: { 'ada@example.com': 'tok-ada' }, partner: null, profile: null },
};
const bobApi = () =>
  mockApi({
    exchangeLoginCode: bobSignedIn,
    logout: { status: 1 },
    getProfile: { ...profile(), email: 'bob@example.com' },
    getIndividualResult: individualResult(0.2),
    mapCompanyContact: { status: 1 },
  });

const render = (preloadedState = {}) =>
  renderWithProviders(
    <>
      <ChangeUserDialog />
      <LocationProbe />
    </>,
    { route: LINK, preloadedState },
  );

describe('one-click login by token link', () => {
  beforeEach(resetLocation);
  afterEach(() => jest.restoreAllMocks());

  it('exchanges the code for a session, signs a visitor in, strips the credentials from the URL and routes them', async () => {
    const api = bobApi();
    const { store } = render();
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    expect(api.callsTo('exchangeLoginCode')).toEqual([
      expect.objectContaining({ body: { email: 'bob@example.com', code: 'code-bob', referral: 'bob-ref' }, authorization: null }),
    ]);
    expect(store.getState().session).toMatchObject({ email: 'bob@example.com', token: 'tok-bob', referral: 'bob-ref' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-bob');
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'M1' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("sends an unfinished visitor to /choice with the link's questionnaire parameters", async () => {
    mockApi({
      exchangeLoginCode: bobSignedIn,
      getProfile: { ...profile(), email: 'bob@example.com' },
      getIndividualResult: individualResult(-1),
      mapCompanyContact: { status: 1 },
    });
    renderWithProviders(<ChangeUserDialog />, { route: `${LINK}&questionnaire_type=workplace` });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?questionnaire_type=workplace&mission=M1');
  });

  it('asks someone signed in as another person; Yes logs them out and takes the new credentials', async () => {
    const api = bobApi();
    const { store } = render(signedInAsAda);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change user' });
    expect(dialog).toHaveTextContent('ada@example.com');
    expect(dialog).toHaveTextContent('bob@example.com');
    expect(api.calls).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    expect(api.callsTo('logout')[0].authorization).toBe('Token tok-ada');
    // the code is spent only once Ada's session has ended
    expect(api.calls.map((call) => call.name).slice(0, 2)).toEqual(['logout', 'exchangeLoginCode']);
    expect(store.getState().session).toMatchObject({ email: 'bob@example.com', token: 'tok-bob', tokens: { 'bob@example.com': 'tok-bob' } });
  });

  it('No keeps the current user and sends them on as home does: a finisher to their results', async () => {
    const api = mockApi({ getProfile: profile(), getIndividualResult: individualResult(0.4) });
    const toasts = collectToasts();
    const { store } = render(signedInAsAda);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    toasts.off();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
    expect(store.getState().session).toMatchObject({ email: 'ada@example.com', token: 'tok-ada' });
    expect(api.callsTo('logout')).toHaveLength(0);
    expect(api.callsTo('exchangeLoginCode')).toHaveLength(0);
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-ada');
    expect(toasts.toasts).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('exchanges the link first: one the server refuses stores nothing, says nothing else, and opens the sign-in with its e-mail', async () => {
    const api = mockApi({ exchangeLoginCode: spent() });
    const toasts = collectToasts();
    const asked: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (detail) => asked.push(detail));
    const { store } = render();
    await waitFor(() => expect(asked).toEqual([{ view: 'signin', notice: 'link-expired', email: 'bob@example.com' }]));
    off();
    toasts.off();
    expect(api.callsTo('exchangeLoginCode')[0].body).toEqual({ email: 'bob@example.com', code: 'code-bob', referral: 'bob-ref' });
    expect(api.calls).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(toasts.toasts).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
  });

  it('says why a link could not be exchanged (too many attempts) and opens the sign-in with its e-mail, storing nothing', async () => {
    mockApi({
      exchangeLoginCode: json({ status: 0, message: 'Too many sign-in attempts: please try again in 15 minutes', code: 'rate.limited', params: { what: 'sign-in attempts', wait: '15 minutes', minutes: 15 } }, 429),
    });
    const toasts = collectToasts();
    const asked: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (detail) => asked.push(detail));
    const { store } = render();
    await waitFor(() => expect(asked).toEqual([{ view: 'signin', email: 'bob@example.com' }]));
    off();
    toasts.off();
    expect(toasts.toasts).toEqual([expect.objectContaining({ type: 'error', title: expect.stringContaining('15 minutes') })]);
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps someone signed in as that very person when their link is spent, and routes them', async () => {
    const api = mockApi({ exchangeLoginCode: spent(), getProfile: { ...profile(), email: 'bob@example.com' }, getIndividualResult: individualResult(0.2), mapCompanyContact: { status: 1 } });
    const asked: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (detail) => asked.push(detail));
    const signedInAsBob = { session: { email: 'bob@example.com', referral: 'bob-ref', token: 'tok-bob-1', tokens: { 'bob@example.com': 'tok-bob-1' }, partner: null, profile: null } };
    const { store } = render(signedInAsBob);
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    off();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(store.getState().session).toMatchObject({ email: 'bob@example.com', token: 'tok-bob-1' });
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-bob-1');
    // the code went with Bob's own session: the API keeps the password he set
    expect(api.callsTo('exchangeLoginCode')[0].authorization).toBe('Token tok-bob-1');
  });

  it('says, above the pages and until closed, that the link ended the access someone set up before the address was confirmed', async () => {
    mockApi({
      exchangeLoginCode: { ...bobSignedIn, previous_access_removed: true },
      getProfile: { ...profile(), email: 'bob@example.com' },
      getIndividualResult: individualResult(-1),
      mapCompanyContact: { status: 1 },
    });
    renderWithProviders(
      <>
        <AccessRemovedNotice />
        <ChangeUserDialog />
      </>,
      { route: LINK },
    );
    const notice = await screen.findByRole('region', { name: 'Earlier access to your account has ended' });
    expect(notice).toHaveTextContent('This account was opened with bob@example.com before anyone confirmed the address.');
    expect(notice).toHaveTextContent('choose one with “Forgot your password?”');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('region', { name: 'Earlier access to your account has ended' })).not.toBeInTheDocument();
  });
});
