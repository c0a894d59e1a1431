import { on, type BusEvents } from '@rapport/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { collectToasts, json, mockApi, resetLocation } from '../../../../../shared-contracts/src/testing/mock-api';
import { individualResult, profile } from '../../../testing/fixtures';
import { ChangeUserDialog } from './change-user-dialog';

registerSessionTranslations();

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const LINK = '/?token=tok-bob&email=bob%40example.com&referral=bob-ref&mission=M1';
const signedInAsAda = {
  session: { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: { 'ada@example.com': 'tok-ada' }, partner: null, profile: null },
};
const bobApi = () =>
  mockApi({
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

  it('signs a visitor in, strips the credentials from the URL and routes them', async () => {
    const api = bobApi();
    const { store } = render();
    await waitFor(() => expect(window.location.pathname).toBe('/results'));
    expect(store.getState().session).toMatchObject({ email: 'bob@example.com', token: 'tok-bob', referral: 'bob-ref' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-bob');
    expect(api.callsTo('mapCompanyContact')[0].body).toEqual({ mission: 'M1' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("sends an unfinished visitor to /choice with the link's questionnaire parameters", async () => {
    mockApi({
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
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-ada');
    expect(toasts.toasts).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('checks the link first: one no longer valid stores nothing, says nothing else, and opens the sign-in with its e-mail', async () => {
    const api = mockApi({ getProfile: json({ status: 0, message: 'Token has expired.' }, 401) });
    const toasts = collectToasts();
    const asked: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (detail) => asked.push(detail));
    const { store } = render();
    await waitFor(() => expect(asked).toEqual([{ view: 'signin', notice: 'link-expired', email: 'bob@example.com' }]));
    off();
    toasts.off();
    expect(api.callsTo('getProfile')[0].authorization).toBe('Token tok-bob');
    expect(api.calls).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(toasts.toasts).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?mission=M1$/);
  });
});
