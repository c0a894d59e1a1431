import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { initI18n, makeStore } from '@rapport/platform';
import { RemoteRoot } from './remote-root';

describe('RemoteRoot', () => {
  it('keeps a name on a busy button (its label is hidden behind the spinner)', () => {
    initI18n('en');
    const store = makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
    render(
      <RemoteRoot store={store}>
        <Button loading>Sign in</Button>
        <Button loading loadingText="Sending…">
          Send
        </Button>
        <Button>Cancel</Button>
      </RemoteRoot>,
    );
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Sending…/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
