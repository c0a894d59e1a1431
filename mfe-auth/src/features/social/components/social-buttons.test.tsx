import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { registerSessionTranslations } from '../../session-locales/register-session-translations';
import { mockApi } from '../../session/testing/mock-api';
import { SocialButtons } from './social-buttons';

registerSessionTranslations();

describe('social sign-in buttons', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a button only for each provider the server has configured', async () => {
    const settings = { clientId: 'id', authorizationEndpoint: 'https://accounts.example/auth' };
    mockApi({ 'GET /auth/providers': { google: settings, linkedin: settings } });
    renderWithProviders(<SocialButtons />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});
