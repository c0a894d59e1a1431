import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { useLocation } from 'react-router-dom';
import { forgetSurveyGone, surveyGone } from './survey-gone-memory';
import { SurveyGoneNotice } from './survey-gone-notice';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const renderAt = (route: string, lang: 'en' | 'fr' = 'en') =>
  renderWithProviders(
    <>
      <SurveyGoneNotice />
      <LocationProbe />
    </>,
    { route, lang, preloadedState: { locale: { lang } } },
  );

/** The notice: a region named by its title, its text announced as an alert. */
const notice = (title: string) => screen.findByRole('region', { name: title });

describe('the notice of a survey whose link led nowhere', () => {
  beforeEach(() => {
    forgetSurveyGone();
    sessionStorage.clear();
  });

  it('tells the respondent on the root page, in the survey’s language, that the survey ended and the questionnaire here is not it', async () => {
    renderAt('/?survey=ended&survey_lang=fr');
    const region = await notice('Cette enquête est terminée');
    expect(region).toHaveAttribute('lang', 'fr');
    expect(within(region).getByRole('alert')).toHaveTextContent('Le questionnaire de ce site en est un autre : ce n’est pas l’enquête.');
  });

  it('speaks Russian for a survey answered in Russian, and says an unknown link is not valid', async () => {
    renderAt('/?survey=unknown&survey_lang=ru');
    const region = await notice('Эта ссылка на опрос недействительна');
    expect(region).toHaveAttribute('lang', 'ru');
    expect(region).toHaveTextContent('Анкета на этом сайте — другая: это не опрос.');
  });

  it('marks no other language when the page speaks the survey’s', async () => {
    renderAt('/?survey=ended&survey_lang=en');
    expect(await notice('This survey has ended')).not.toHaveAttribute('lang');
  });

  it('stays until dismissed with a focusable button, which also takes it out of the address', async () => {
    const first = renderAt('/?survey=ended&survey_lang=en');
    await notice('This survey has ended');
    first.unmount();
    // another page of the same tab (a signed-in visitor's redirect, a reload): still there
    const other = renderAt('/results');
    const dismiss = within(await notice('This survey has ended')).getByRole('button', { name: 'Close this notice' });
    dismiss.focus();
    expect(dismiss).toHaveFocus();
    await other.user.click(dismiss);
    expect(screen.queryByRole('region', { name: 'This survey has ended' })).not.toBeInTheDocument();
    expect(surveyGone()).toBeNull();
    other.unmount();

    // on the page whose address said it, closing it leaves the address's other parameters
    const third = renderAt('/?survey=ended&survey_lang=en&ref=abc');
    await third.user.click(within(await notice('This survey has ended')).getByRole('button', { name: 'Close this notice' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?ref=abc$/);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says nothing without a survey in the address', () => {
    renderAt('/?mission=ABC');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(surveyGone()).toBeNull();
  });
});
