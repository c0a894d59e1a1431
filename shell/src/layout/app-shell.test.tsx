import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { AppShell, containerId } from './app-shell';
import { signedIn } from './testing/signed-in';

const admin = signedIn([{ company: { pk: 1, name: 'Acme', supports_barometer: true, supports_avatar: true, quotation_access: false } }]);

/** The shell's chrome at `pathname` (the shell reads the location itself, as single-spa moves it). */
function renderAt(pathname: string, preloadedState?: ReturnType<typeof signedIn>) {
  window.history.replaceState(null, '', pathname);
  return renderWithProviders(<AppShell onReady={() => {}} />, { preloadedState });
}

describe('the page chrome', () => {
  it('frames a product page with the header, its language switch and sign-in, and the bottom menu', () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', undefined],
    ['a signed-in company admin', admin],
  ])('shows the public survey to %s as a page of its own: no header, sign-in, language switch, navigation or bottom menu', (_who, state) => {
    renderAt('/barometerquestionnaire/Acme/?mission=abc', state);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // the survey's remote still has its place
    expect(document.getElementById(containerId('barometer'))).toBeInTheDocument();
  });

  it('brings the chrome back when the visitor leaves the survey for the root page', () => {
    renderAt('/barometerquestionnaire/Acme/?mission=abc');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
  });
});
