import { initI18n, i18n } from '@rapport/platform';
import { act, screen } from '@testing-library/react';
import { fallbackLifecycles } from './fallback-app';

describe('the fallback for a remote that could not load', () => {
  it('mounts a localised "unavailable, retry" panel where the remote would be', async () => {
    initI18n('en');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const app = fallbackLifecycles('company');
    await app.bootstrap({});
    await act(async () => {
      await app.mount({ domElement });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This area is unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Cet espace est indisponible');
    await act(async () => {
      await app.unmount({});
    });
    expect(domElement).toBeEmptyDOMElement();
  });
});
