import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { forgetSurveyGone, rememberSurveyGone } from '../features/survey-gone/survey-gone-memory';
import { AuthApp } from './auth-app';

describe('the auth remote on every page', () => {
  beforeEach(() => forgetSurveyGone());

  it('shows its notices above a product page', async () => {
    rememberSurveyGone({ reason: 'ended', lang: 'en' });
    renderWithProviders(<AuthApp />, { route: '/privacypolicy' });
    expect(await screen.findByRole('region', { name: 'This survey has ended' })).toBeInTheDocument();
  });

  it('shows none above a page shown alone: a survey the respondent opens next is all there is', () => {
    rememberSurveyGone({ reason: 'ended', lang: 'en' });
    renderWithProviders(<AuthApp />, { route: '/barometerquestionnaire/Acme/?mission=NEW' });
    expect(screen.queryByRole('region', { name: 'This survey has ended' })).not.toBeInTheDocument();
  });
});
