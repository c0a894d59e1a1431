import { SESSION_KEYS, emit, makeStore } from '@rapport/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { profile } from '../../../testing/fixtures';
import { MyDataDialog } from './my-data-dialog';

registerSessionTranslations();

const session = { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner: null, profile: null };

// jsdom's Blob has no text()
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function openDialog() {
  const result = renderWithProviders(<MyDataDialog />, { preloadedState: { session } });
  act(() => emit('account:open', {}));
  await screen.findByRole('dialog', { name: 'My data' });
  return result;
}

describe('My data', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('downloads everything we hold as rapport-my-data.json', async () => {
    const held = { profile: { email: 'ada@example.com' }, answers: [] };
    const api = mockApi({ exportMyData: json(held) });
    // jsdom has no object URLs; the browser API is stubbed, not our code
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();
    let saved = '';
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toBe('rapport-my-data.json'));
    expect(api.calls[0]).toMatchObject({ method: 'GET', authorization: 'Token tok-ada' });
    expect(JSON.parse(await readText(blobs[0]))).toEqual(held);
  });

  it('deletes the account only after the second step, with the password, then logs out and goes home', async () => {
    const api = mockApi({ getProfile: profile(), deleteMyAccount: { status: 1 } });
    localStorage.setItem('token', 'tok-ada');
    const store = makeStore({ runtime: { apiBase: 'http://api.test/api' }, preloadedState: { session } });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/results');
    renderWithProviders(<MyDataDialog />, { store });
    act(() => emit('account:open', {}));
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const password = await screen.findByLabelText(/Your password/);
    const confirm = screen.getByRole('button', { name: 'Delete my account for good' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    // the word alone is not enough: a stolen session does not know the password
    expect(confirm).toBeDisabled();
    await user.type(password, 'correct horse 42');
    expect(confirm).toBeEnabled();
    expect(api.callsTo('deleteMyAccount')).toHaveLength(0);
    await user.click(confirm);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /result/profile/', 'DELETE /auth/user']);
    expect(api.callsTo('deleteMyAccount')[0]).toMatchObject({ authorization: 'Token tok-ada', body: { password: 'correct horse 42' } });
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(toasts.toasts).toContainEqual({ type: 'success', title: 'Your account has been deleted.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused password beside its field and keeps what was typed', async () => {
    mockApi({
      getProfile: profile(),
      deleteMyAccount: json({ status: 0, message: 'This is not the password of your account.', code: 'account.wrong_password', field: 'password' }, 403),
    });
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = await screen.findByLabelText(/Your password/);
    await user.type(password, 'not-it-1');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));

    expect(await screen.findByText('This is not the password of your account.')).toBeInTheDocument();
    expect(password).toHaveValue('not-it-1');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');
    expect(screen.getByRole('button', { name: 'Delete my account for good' })).toBeEnabled();
    expect(store.getState().session.token).toBe('tok-ada');
    expect(toasts.toasts).toEqual([]);
  });

  it('asks an account without a password for no password, and says when it must sign in again', async () => {
    const api = mockApi({
      getProfile: { ...profile(), has_password: false },
      deleteMyAccount: json(
        { status: 0, message: 'For your security, sign in again, then delete your account within 10 minutes.', code: 'account.sign_in_again' },
        403,
      ),
    });
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/You sign in with Google, Facebook or LinkedIn/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({ type: 'error', title: 'For your security, sign in again, then delete your account within 10 minutes.' }),
    );
    expect(api.callsTo('deleteMyAccount')[0].body).toEqual({});
    expect(store.getState().session.token).toBe('tok-ada');
  });

  it("keeps the session and shows the server's message when deletion fails", async () => {
    mockApi({ getProfile: profile(), deleteMyAccount: json({ status: 0, message: 'Database unavailable', code: 'server.unavailable' }, 503) });
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText(/Your password/), 'correct horse 42');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'error', title: 'Database unavailable' }));
    expect(store.getState().session.token).toBe('tok-ada');
  });

  it('signs out everywhere: every session ends on the server, then this one here, back home', async () => {
    const api = mockApi({ logoutAll: { status: 1 } });
    localStorage.setItem('token', 'tok-ada');
    const store = makeStore({ runtime: { apiBase: 'http://api.test/api' }, preloadedState: { session } });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/results');
    renderWithProviders(<MyDataDialog />, { store });
    act(() => emit('account:open', {}));
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // one call: the token is revoked with all the others, no second logout
    expect(api.calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual(['POST /auth/user/logout_all/ Token tok-ada']);
    expect(store.getState().session.token).toBeNull();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(toasts.toasts).toContainEqual({ type: 'success', title: 'Every session of your account has ended.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays signed in when signing out everywhere fails', async () => {
    mockApi({ logoutAll: json({ status: 0, message: 'Database unavailable', code: 'server.unavailable' }, 503) });
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'error', title: 'Database unavailable' }));
    expect(store.getState().session.token).toBe('tok-ada');
    expect(screen.getByRole('dialog', { name: 'My data' })).toBeInTheDocument();
  });
});
