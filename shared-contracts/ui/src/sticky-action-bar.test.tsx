import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { StickyActionBar } from './sticky-action-bar';

describe('StickyActionBar on a phone', () => {
  // the e2e journey-guards test measures it against the real menu in chromium
  it('sticks on the bottom menu: 3.5rem up, its bottom border over the menu’s top border, above the menu', () => {
    renderWithProviders(
      <StickyActionBar>
        <button type="button">Next</button>
      </StickyActionBar>,
    );
    const bar = screen.getByRole('button', { name: 'Next' }).parentElement!;
    const style = getComputedStyle(bar);
    expect(style.position).toBe('sticky');
    expect(style.bottom).toBe('3.5rem');
    expect(style.borderBottomWidth).toBe('1px');
    // above the menu, which comes later in the page and has no z-index
    expect(style.zIndex).toMatch(/docked/);
  });
});
