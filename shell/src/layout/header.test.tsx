import { on, type BusEventName } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { Header } from './header';
import { signedIn } from './testing/signed-in';

const company = (supports_barometer: boolean, supports_avatar: boolean) => [
  { company: { pk: 1, name: 'Acme', supports_barometer, supports_avatar, quotation_access: false } },
];

function listen(name: BusEventName) {
  const seen: unknown[] = [];
  const off = on(name, (detail) => seen.push(detail));
  return { seen, off };
}

describe('the header', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('offers visitors a Sign in button that opens the login modal', async () => {
    const opened = listen('auth:open-modal');
    renderWithProviders(<Header />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    opened.off();
    expect(opened.seen).toEqual([{ view: 'signin' }]);
    expect(screen.queryByRole('navigation', { name: 'Company navigation' })).not.toBeInTheDocument();
  });

  it("names the logo's home link by what it shows first", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Rapport Home' })).toHaveAttribute('href', '/');
  });

  it('gives an individual a keyboard-usable profile menu: My Profile, My data, Logout', async () => {
    const user = userEvent.setup();
    const account = listen('account:open');
    const logout = listen('auth:logout');
    renderWithProviders(<Header />, { preloadedState: signedIn() });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    // the menu's code loads when it first shows (its button shows meanwhile)
    const trigger = await screen.findByRole('button', { name: /profile menu/i, expanded: false });
    expect(trigger).toHaveTextContent('Ada');

    // Enter opens the menu on its first item; arrows move; Enter chooses
    const choose = async (downs: number) => {
      // The previous choice's menu must have left the page, not only closed (aria-expanded goes
      // false at once): its content stays a frame longer, and a frame the last arrow key asked
      // for still moves focus into it. On a busy machine that frame came between the focus
      // below and Enter, which then went to the closed menu and was lost.
      await waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeInTheDocument());
      trigger.focus();
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      await screen.findByRole('menuitem', { name: 'My Profile' });
      await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
      await user.keyboard('{ArrowDown}'.repeat(downs) + '{Enter}');
    };
    await choose(1);
    await choose(2);
    expect(account.seen).toHaveLength(1);
    expect(logout.seen).toHaveLength(1);
    await choose(0);
    expect(window.location.pathname).toBe('/results');
    account.off();
    logout.off();
  });

  it('greys out Barometer and Values when the company flags do not allow them, and Home always', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn(company(false, false)) });
    const nav = screen.getAllByRole('navigation', { name: 'Company navigation' })[0];
    for (const name of ['Barometer', 'Values', 'Home']) {
      const item = within(nav).getByRole('link', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
    }
    expect(within(nav).getByRole('link', { name: 'Recruitment' })).toHaveAttribute('href', '/recruitments');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/results');
    expect(within(nav).getByRole('link', { name: 'Company Contacts' })).toHaveAttribute('href', '/company-contacts');
    // the trail is every company's
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity');
  });

  it('makes Barometer and Values live when supports_barometer and supports_avatar allow', async () => {
    renderWithProviders(<Header />, { preloadedState: signedIn(company(true, true)) });
    const nav = screen.getAllByRole('navigation', { name: 'Company navigation' })[0];
    expect(within(nav).getByRole('link', { name: 'Barometer' })).toHaveAttribute('href', '/barometer');
    expect(within(nav).getByRole('link', { name: 'Values' })).toHaveAttribute('href', '/values');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Barometer' }));
    expect(window.location.pathname).toBe('/barometer');
  });

  it('keeps only one flag live when only one is set', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn(company(true, false)) });
    const nav = screen.getAllByRole('navigation', { name: 'Company navigation' })[0];
    expect(within(nav).getByRole('link', { name: 'Barometer' })).toHaveAttribute('href', '/barometer');
    expect(within(nav).getByRole('link', { name: 'Values' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows company users the language switch, a Company Contacts button and a profile menu', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn(company(false, false)) });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Company Contacts' }).length).toBeGreaterThanOrEqual(2);
    expect(within(banner).getByRole('button', { name: /profile menu/i })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
