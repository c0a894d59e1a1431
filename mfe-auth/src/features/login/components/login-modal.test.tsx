import { emit, loggedIn, type BusEvents } from '@rapport/platform';
import { SUBMIT_DELAY_MS } from '@rapport/wire/api/submit-delay';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { companyMembership, individualResult, loginOk, profile } from '../../../testing/fixtures';
import { LoginModal } from './login-modal';

registerSessionTranslations();

async function open(view: 'signin' | 'signup' | 'forgot', route = '/', request: Omit<BusEvents['auth:open-modal'], 'view'> = {}) {
  const result = renderWithProviders(<LoginModal />, { route, userOptions: onJestClock });
  const { user } = result;
  act(() => emit('auth:open-modal', { view, ...request }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('form'); // the forms load lazily on first open
  const submit = (name: string) => user.click(within(dialog).getByRole('button', { name }));
  return { ...result, user, dialog, submit };
}

/** The address bar, as a test moves it (a link's credentials leaving it, as useTokenLink does). */
const address = { replace: (_to: string): void => undefined };
function Address() {
  const navigate = useNavigate();
  useEffect(() => {
    address.replace = (to) => void navigate(to, { replace: true });
  }, [navigate]);
  return null;
}

/** The CSS written for an element's own class, at every width (jsdom's computed style applies no @layer or @media rule). */
function cssOf(element: Element): string {
  const own = `.${[...element.classList].find((name) => name.startsWith('css-'))}`;
  const found: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes(own)) found.push(rule.cssText);
      if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  return found.join('\n');
}

describe('the login modal', () => {
  // the spec's delay before a form is sent passes on jest's clock, not in real time
  jestClockInEachTest();
  const toasts = toastsOfEachTest({ atRoot: true });

  it('sign up: every rule of spec section 5, word for word, and nothing sent', async () => {
    const api = mockApi({});
    const { user, submit } = await open('signup');
    await user.type(screen.getByLabelText(/first name/i), '   ');
    await submit('Sign up');
    expect(screen.getAllByText('Required')).toHaveLength(3); // first name (blank once trimmed), last name, e-mail
    expect(screen.getByText('No password provided.')).toBeInTheDocument();
    expect(screen.getByLabelText(/first name/i)).toHaveFocus();

    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example');
    expect(screen.getByText('Email must be a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/password/i), 'short1');
    expect(screen.getByText('Password is too short - should be 8 chars minimum')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/password/i));
    await user.type(screen.getByLabelText(/password/i), 'longenough');
    expect(screen.getByText('Password must contain a number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows an error only once the field is touched', async () => {
    mockApi({});
    const { user } = await open('signin');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/e-mail/i));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab(); // leaves the e-mail field for the password field
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('No password provided.')).not.toBeInTheDocument();
  });

  const loginFailed = () => json({ status: 0, message: 'Unable to log in with provided credentials.', code: 'auth.login_failed' }, 400);

  it('shows the server message when signing in fails', async () => {
    mockApi({ login: loginFailed });
    const { user, submit } = await open('signin');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret123');
    await submit('Sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a failed sign-in in French in the French interface', async () => {
    mockApi({ login: loginFailed });
    const { user } = renderWithProviders(<LoginModal />, { lang: 'fr', userOptions: onJestClock });
    act(() => emit('auth:open-modal', { view: 'signin' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/e-mail/i), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(/mot de passe/i), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Impossible de se connecter avec ces identifiants.');
    expect(dialog).not.toHaveTextContent('Unable to log in');
  });

  it('signs in with the link parameters, toasts, closes and routes a company user to /recruitments', async () => {
    const api = mockApi({ login: loginOk, getProfile: profile([companyMembership()]) });
    const { user, submit, store } = await open('signin', '/pro?ref=bob-ref&mission=M1&contact=C9&company=7');
    await user.type(screen.getByLabelText(/e-mail/i), ' ada@example.com ');
    await user.type(screen.getByLabelText(/password/i), 'secret123');
    api.calls.length = 0;
    await submit('Sign in');
    await waitFor(() => expect(window.location.pathname).toBe('/recruitments'));
    expect(api.callsTo('login')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      referral: 'bob-ref',
      mission: 'M1',
      contact: 'C9',
      company: '7',
      is_b2b: true,
    });
    expect(store.getState().session.token).toBe('tok-ada');
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'You logged in successfully' }));
    // closed at once, it leaves the page a frame later
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs up with trimmed names and routes a newcomer to /choice', async () => {
    const api = mockApi({
      register: loginOk,
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
    });
    const { user, submit } = await open('signup');
    await user.type(screen.getByLabelText(/first name/i), ' Ada ');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret123');
    await submit('Sign up');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('');
    expect(api.callsTo('register')[0].body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      lang: 'en',
    });
  });

  it("signs up from an invitation and keeps the link's questionnaire in /choice", async () => {
    const api = mockApi({
      register: loginOk,
      getProfile: profile(),
      getIndividualResult: individualResult(-1),
      addMatching: json({ status: 0, message: 'already matched' }),
      mapCompanyContact: { status: 1 },
    });
    const { user, submit } = await open('signup', '/?ref=bob-ref&questionnaire_id=workplace&mission=ABC');
    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret123');
    await submit('Sign up');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?questionnaire_id=workplace&mission=ABC');
    expect(api.callsTo('register')[0].body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      lang: 'en',
      referral: 'bob-ref',
      mission: 'ABC',
    });
  });

  it("signs in from a link and keeps its questionnaire in /choice", async () => {
    mockApi({ login: loginOk, getProfile: profile(), getIndividualResult: individualResult(-1) });
    const { user, submit } = await open('signin', '/?questionnaire_type=workplace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret123');
    await submit('Sign in');
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
    expect(window.location.search).toBe('?questionnaire_type=workplace');
  });

  it('forgot password: the same neutral confirmation for any address', async () => {
    const api = mockApi({ passwordResetRequest: { status: 'OK' } });
    const { user, submit } = await open('forgot');
    await submit('Send me a reset link');
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/e-mail/i), 'nobody@example.com');
    await submit('Send me a reset link');
    expect(
      await screen.findByText('If an account exists for this address, we have sent a link to reset the password.'),
    ).toBeInTheDocument();
    expect(api.callsTo('passwordResetRequest')[0].body).toEqual({ email: 'nobody@example.com' });
  });

  it('toggles between sign in, sign up and forgot password', async () => {
    mockApi({});
    const { user } = await open('signin');
    await user.click(screen.getByRole('button', { name: 'No account yet? Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it.each([
    ['/results?login=1', 'Sign in'],
    ['/contacts?code=abc', 'Sign in'],
    ['/?mission=M1', 'Create your account'],
    ['/?questionnaire_id=3', 'Create your account'],
  ])('opens by itself on %s', async (route, title) => {
    renderWithProviders(<LoginModal />, { route });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    [false, true],
    [true, false],
  ])('on a mission link whose mission is active=%s, says it has ended: %s', async (active, says) => {
    const api = mockApi({ isMissionActive: { is_active: active } });
    renderWithProviders(<LoginModal />, { route: '/?mission=M1' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    // at least one check of M1 and none of anything else (a previous test's late call may land here too)
    await waitFor(() => expect(api.callsTo('isMissionActive').length).toBeGreaterThan(0));
    for (const call of api.callsTo('isMissionActive')) expect(call.query).toEqual({ mission_referral: 'M1' });
    const notice = 'This mission has ended: its link no longer accepts answers. You can still create your account.';
    if (says) expect(await screen.findByText(notice)).toBeInTheDocument();
    else {
      await act(async () => {});
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
    }
  });

  it.each([
    ['an invitation parameter away from the landing page', '/pro?mission=M1', false],
    ['a signed-in user', '/?login=1', true],
  ])('stays closed for %s', async (_case, route, signedIn) => {
    const session = { email: 'a@b.c', referral: 'r', token: 't', tokens: {}, partner: null, profile: null };
    renderWithProviders(<LoginModal />, { route, preloadedState: signedIn ? { session } : {} });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in the first field, so Enter submits the form rather than following a link', async () => {
    mockApi({});
    const { user, dialog } = await open('signin');
    await waitFor(() => expect(screen.getByLabelText(/e-mail/i)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('No password provided.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // every view starts in its first field
    await user.click(screen.getByRole('button', { name: 'No account yet? Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/first name/i)).toHaveFocus());
  });

  it.each([
    ['Forgot your password?', 'Forgot your password?'],
    ['No account yet? Sign up', 'Create your account'],
  ])('lands a click on "%s" made while the e-mail field has focus, and shows no validation error', async (link, title) => {
    mockApi({});
    const { user } = await open('signin');
    await user.click(screen.getByLabelText(/e-mail/i));
    // nothing has appeared (nor moved the link) by the time the click lands
    const errorsAtClick: (string | null)[] = [];
    const target = screen.getByRole('button', { name: link });
    target.addEventListener('click', () => errorsAtClick.push(screen.queryByText('Required')?.textContent ?? null), true);
    await user.click(target);
    expect(errorsAtClick).toEqual([null]);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    // an error the left field would still report is on its way in a timer: every one has run
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits the 500 ms of spec section 9 before sending, busy meanwhile', async () => {
    let sentAt = 0;
    mockApi({
      passwordResetRequest: () => {
        sentAt = Date.now();
        return { status: 'OK' };
      },
    });
    const { user } = await open('forgot');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Send me a reset link' });
    const clickedAt = Date.now();
    await user.click(button);
    // jest's clock: a millisecond short of the delay, nothing has gone and the button is busy
    await act(async () => jest.advanceTimersByTime(SUBMIT_DELAY_MS - 1));
    expect(sentAt).toBe(0);
    expect(button).toHaveAttribute('data-loading');
    await screen.findByText('If an account exists for this address, we have sent a link to reset the password.');
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
  });

  it('says why it opened, fills in the e-mail it was given, starts in the password, and returns to the page asked for', async () => {
    const api = mockApi({ login: loginOk, getProfile: profile(), getIndividualResult: individualResult(0.4) });
    const { user, dialog } = await open('signin', '/', { notice: 'session-ended', email: 'ada@example.com', returnTo: '/contacts?x=1' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('ada@example.com');
    await waitFor(() => expect(screen.getByLabelText(/password/i)).toHaveFocus());
    await user.keyboard('secret123{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/contacts?x=1'));
    expect(api.callsTo('login')[0].body).toMatchObject({ email: 'ada@example.com', password: 'secret123' });
    expect(api.callsTo('getIndividualResult')).toHaveLength(0);
  });

  it("keeps a spent one-click link's sign-in when the invitation address it leaves renders after it", async () => {
    mockApi({});
    renderWithProviders(
      <>
        <LoginModal />
        <Address />
      </>,
      { route: '/?contact=C1&token=spent&email=ada%40example.com&referral=ada-ref' },
    );
    // the link's outcome first, then the address without its credentials (which alone means sign up)
    act(() => emit('auth:open-modal', { view: 'signin', notice: 'link-expired', email: 'ada@example.com' }));
    act(() => address.replace('/?contact=C1'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByLabelText(/e-mail/i)).toHaveValue('ada@example.com');
    expect(within(dialog).getByRole('status')).toHaveTextContent('This sign-in link is no longer valid');
  });

  it("closes the sign-up an invitation's address opened once a one-click link signed the person in", async () => {
    mockApi({});
    const { store } = renderWithProviders(
      <>
        <LoginModal />
        <Address />
      </>,
      { route: '/?contact=C1&token=code&email=ada%40example.com&referral=ada-ref' },
    );
    // the credentials leave the address first (which alone means sign up), then the code's session arrives
    act(() => address.replace('/?contact=C1'));
    await screen.findByRole('dialog', { name: 'Create your account' });
    act(() => {
      store.dispatch(loggedIn({ email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in French that a link is no longer valid', async () => {
    mockApi({});
    const result = renderWithProviders(<LoginModal />, { lang: 'fr' });
    act(() => emit('auth:open-modal', { view: 'signin', notice: 'link-expired', email: 'ada@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ce lien de connexion n’est plus valide. Veuillez vous connecter.');
    result.unmount();
  });

  it('sizes to its content on every screen (no full-height sheet)', async () => {
    mockApi({});
    await open('signin');
    const css = cssOf(screen.getByTestId('login-modal'));
    expect(css).toMatch(/max-width: var\(--chakra-sizes-lg\)/);
    expect(css).not.toMatch(/min-height: 100dvh/);
  });
});
