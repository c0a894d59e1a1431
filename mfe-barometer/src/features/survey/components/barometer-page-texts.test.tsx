import { screen, within } from '@testing-library/react';
import { resetLocation } from '@rapport/platform/testing/mock-api';
import { company, liveSurvey, REFERRAL } from '../../../testing/fixtures';
import { start } from '../testing/barometer-page-harness';

describe('the company’s texts on its survey page', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocation();
  });

  it('are the French ones on a French page: nothing of the company in English', async () => {
    start(liveSurvey, { preloadedState: { locale: { lang: 'fr' } }, lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquête climat Acme' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Printemps 2026')).toBeInTheDocument();
    expect(screen.getByText('Dites-nous comment se passe le travail.')).toBeInTheDocument();
    expect(screen.getByTestId('company-intro')).not.toHaveAttribute('lang');
    for (const english of ['Acme climate survey', 'Spring 2026', 'Tell us how work feels.']) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('follow the survey’s language switch', async () => {
    const { user } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme climate survey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquête climat Acme' })).toBeInTheDocument();
    expect(screen.getByText('Printemps 2026')).toBeInTheDocument();
  });

  it('are the default language’s, all of them and marked as such, in a language the company wrote none in', async () => {
    localStorage.setItem(`barometer:${REFERRAL}:lang`, '"ru"');
    start();
    expect(await screen.findByRole('button', { name: 'ПЕРЕЙТИ К ОПРОСУ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme climate survey' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Spring 2026')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('company-intro')).toHaveAttribute('lang', 'en');
    expect(within(screen.getByTestId('company-intro')).getByText('Tell us how work feels.')).toBeInTheDocument();
    // the product's own words are Russian
    expect(screen.getByText('Как проходит опрос')).toBeInTheDocument();
  });

  it('are the product’s title alone when the company wrote none, and its name stands for a logo it has not got', async () => {
    const none = { header1: null, header2: null, intro: null };
    const plain = { ...company, company_logo: null, barometer_texts: { default_language: 'en' as const, texts: { en: none, fr: none, ru: none } } };
    start({ ...liveSurvey, getCompanyFromMission: plain });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workplace climate barometer' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('company-name')).toHaveTextContent('Acme');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-intro')).not.toBeInTheDocument();
  });
});
