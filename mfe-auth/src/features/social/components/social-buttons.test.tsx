import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { mockApi } from '@rapport/platform/testing/mock-api';
import { takeAttempt } from '../utils/social-attempt';
import { SocialButtons } from './social-buttons';

registerSessionTranslations();

describe('social sign-in buttons', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a button only for each provider the server has configured', async () => {
    const settings = { clientId: 'id', authorizationEndpoint: 'https://accounts.example/auth' };
    mockApi({ providers: { google: settings, linkedin: settings } });
    renderWithProviders(<SocialButtons />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it("remembers the link's invitation and questionnaire parameters across the provider's redirect", async () => {
    const settings = { clientId: 'id', authorizationEndpoint: 'https://accounts.example/auth' };
    mockApi({ providers: { google: settings } });
    // jsdom does not load the provider's page (it says so on the console): only the attempt saved before leaving is checked
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SocialButtons />, { route: '/?ref=bob-ref&questionnaire_id=workplace&mission=M1' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    quiet.mockRestore();
    expect(takeAttempt()).toMatchObject({
      site: 'google',
      link: { referral: 'bob-ref', mission: 'M1' },
      questionnaire: { questionnaire_id: 'workplace', mission: 'M1' },
    });
  });
});
