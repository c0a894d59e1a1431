import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { ProfileMenu } from './profile-menu';
import { signedIn } from './testing/signed-in';

// first in its file (a module registry of its own): the menu's code has not loaded yet
describe('the profile menu, while its code loads', () => {
  it('shows its button, and opens once loaded when that button was clicked', async () => {
    renderWithProviders(<ProfileMenu />, { preloadedState: signedIn() });
    const button = screen.getByRole('button', { name: /profile menu/i });
    expect(button).toHaveTextContent('Ada');
    expect(button).not.toHaveAttribute('aria-expanded');
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /profile menu/i })).toHaveAttribute('aria-expanded', 'true');
  });
});
