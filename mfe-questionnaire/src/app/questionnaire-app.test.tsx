import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { TWELVE, answers, emptyProgress, questions, signedIn, words } from '../testing/fixtures';
import { json, mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import '../testing/register-translations';
import { QuestionnaireApp } from './questionnaire-app';

describe('the questionnaire remote', () => {
  beforeEach(resetLocation);
  afterEach(() => jest.restoreAllMocks());

  it('renders the page of the route it is on', async () => {
    mockApi({ getQuestions: questions, getAnswers: answers, getResponseProgress: emptyProgress });
    renderWithProviders(<QuestionnaireApp />, { route: '/choice', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(await screen.findByTestId('question-count')).toHaveTextContent('Question 1 of 18');
  });

  it('renders nothing on routes it does not own', () => {
    const { container } = renderWithProviders(<QuestionnaireApp />, { route: '/pro' });
    expect(container).toBeEmptyDOMElement();
  });

  it('arrives on /sort with the words just saved on /select, in the same store', async () => {
    let saved = '';
    mockApi({
      getWords: words,
      getSelectedWords: () => json({ result: saved }),
      saveSelectedWords: ({ body }) => {
        saved = (body as { result: string }).result;
        return json({ result: saved });
      },
    });
    const first = renderWithProviders(<QuestionnaireApp />, { route: '/select', preloadedState: signedIn() });
    const { user } = first;
    for (const word of words.slice(0, 12)) await user.click(await screen.findByRole('button', { name: word.en }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sort'));
    first.unmount();

    renderWithProviders(<QuestionnaireApp />, { route: '/sort', store: first.store });
    expect(await screen.findByRole('button', { name: 'Move Curiosity up' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sort');
    expect(saved).toBe(TWELVE.join(','));
  });
});
