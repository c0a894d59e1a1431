import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { mockApi, resetLocation } from '../../../../../shared-contracts/src/testing/mock-api';
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

  it('No keeps the current user and goes home', async () => {
    const api = bobApi();
    const { store } = render(signedInAsAda);
    window.history.replaceState(null, '', LINK);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/');
    expect(store.getState().session.token).toBe('tok-ada');
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
