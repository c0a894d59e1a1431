import { SESSION_KEYS, emit, makeStore } from '@rapport/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { collectToasts, json, mockApi, resetLocation } from '../../../../../shared-contracts/src/testing/mock-api';
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
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    resetLocation();
    toasts = collectToasts();
  });
  afterEach(() => {
    toasts.off();
    jest.restoreAllMocks();
  });

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

  it('deletes the account only after the second step, then logs out and goes home', async () => {
    const api = mockApi({ deleteMyAccount: { status: 1 } });
    localStorage.setItem('token', 'tok-ada');
    const store = makeStore({ runtime: { apiBase: 'http://api.test/api' }, preloadedState: { session } });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/results');
    renderWithProviders(<MyDataDialog />, { store });
    act(() => emit('account:open', {}));
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const confirm = screen.getByRole('button', { name: 'Delete my account for good' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeEnabled();
    expect(api.calls).toHaveLength(0);
    await user.click(confirm);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /auth/user']);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(toasts.toasts).toContainEqual({ type: 'success', title: 'Your account has been deleted.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the session and shows the server's message when deletion fails", async () => {
    mockApi({ deleteMyAccount: json({ status: 0, message: 'Database unavailable', code: 'server.unavailable' }, 503) });
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'error', title: 'Database unavailable' }));
    expect(store.getState().session.token).toBe('tok-ada');
  });
});
