import { screen, waitFor } from '@testing-library/react';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { ResetPasswordPage } from './reset-password-page';

registerSessionTranslations();

const validToken: MockRoutes = { passwordResetValidate: { status: 'OK' } };

async function renderForm(routes: MockRoutes) {
  const api = mockApi({ ...validToken, ...routes });
  const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc', userOptions: onJestClock });
  const password = await screen.findByLabelText(/^new password/i);
  const confirmation = screen.getByLabelText(/confirm the new password/i);
  const submit = () => user.click(screen.getByRole('button', { name: 'Reset my password' }));
  return { api, user, password, confirmation, submit };
}

describe('/reset-password', () => {
  // the spec's delay before a form is sent passes on jest's clock, not in real time
  jestClockInEachTest();
  const toasts = toastsOfEachTest({ atRoot: true });

  it('says "Invalid token" with a way home when the server refuses the token', async () => {
    const api = mockApi({ passwordResetValidate: json({ status: 0, message: 'Invalid token' }, 404) });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=stale' });
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(api.calls[0].body).toEqual({ token: 'stale' });
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
  });

  it('says "Invalid token" without asking the server when the link has no token', async () => {
    const api = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('applies the password rules to both fields and requires them to match', async () => {
    const form = await renderForm({});
    await form.submit();
    expect(screen.getAllByText('No password provided.')).toHaveLength(2);
    await form.user.type(form.password, 'secret123');
    await form.user.type(form.confirmation, 'secret124');
    expect(screen.getByText('Both password need to be the same')).toBeInTheDocument();
    await form.submit();
    expect(form.api.callsTo('passwordResetConfirm')).toHaveLength(0);
  });

  it("shows the server's first password error (by its code)", async () => {
    const form = await renderForm({
      passwordResetConfirm: json(
        {
          status: 0,
          message: 'Password is too long - should be 128 chars maximum',
          code: 'validation.password_long',
          field: 'password',
          password: ['Password is too long - should be 128 chars maximum'],
        },
        400,
      ),
    });
    await form.user.type(form.password, 'password1');
    await form.user.type(form.confirmation, 'password1');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too long - should be 128 chars maximum');
  });

  it('says "Failed to reset your password" when the server gives no password error', async () => {
    const form = await renderForm({ passwordResetConfirm: json({ status: 0, message: 'Invalid token' }, 404) });
    await form.user.type(form.password, 'secret123');
    await form.user.type(form.confirmation, 'secret123');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset your password');
  });

  it('resets, toasts "Your password reset successfully." and goes home', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const form = await renderForm({ passwordResetConfirm: { status: 'OK', previous_access_removed: false } });
    await form.user.type(form.password, 'secret123');
    await form.user.type(form.confirmation, 'secret123');
    await form.submit();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(form.api.callsTo('passwordResetConfirm')[0].body).toEqual({ token: 'abc', password: 'secret123' });
    expect(toasts.toasts).toEqual([{ type: 'success', title: 'Your password reset successfully.' }]);
  });

  it('says so when the reset proved an address that was not confirmed, and removed what was set on the account before', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc');
    const form = await renderForm({ passwordResetConfirm: { status: 'OK', previous_access_removed: true } });
    await form.user.type(form.password, 'secret123');
    await form.user.type(form.confirmation, 'secret123');
    await form.submit();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(toasts.toasts).toEqual([
      { type: 'success', title: 'Your password reset successfully.' },
      { type: 'info', title: 'Your address is confirmed: the sessions opened on this account before, and the password set then, no longer work.' },
    ]);
  });
});
