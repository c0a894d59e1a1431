// The public barometer page as its tests render it: the page over a mock API, with an optional
// random source, and the fixtures' survey as the randomization sees it.
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { screen } from '@testing-library/react';
import { answers as allAnswers, liveSurvey, QUESTION_IDS, ROUTE, words } from '../../../testing/fixtures';
import { BarometerPage } from '../components/barometer-page';
import { RandomSource } from '../hooks/use-random-source';

export type StartOptions = Parameters<typeof renderWithProviders>[1] & { random?: () => number };

export const start = (routes: MockRoutes = liveSurvey, { random, ...options }: StartOptions = {}) => {
  const api = mockApi(routes);
  const page = random ? (
    <RandomSource.Provider value={random}>
      <BarometerPage />
    </RandomSource.Provider>
  ) : (
    <BarometerPage />
  );
  const view = renderWithProviders(page, { route: ROUTE, ...options });
  return { api, ...view };
};

/** The survey as the randomization sees it: each question's six answers, the whole word bank. */
export const surveyContent = {
  questions: QUESTION_IDS.map((id) => ({ question_id: id, answers: allAnswers.filter((a) => a.answer_id.startsWith(`${id}a`)).map((a) => a.answer_id) })),
  wordIds: words.map((word) => word.word_id),
};
export const SEED = 20260317;

export const next = () => screen.getByRole('button', { name: 'Next' });
export const answer = (name: RegExp) => screen.getByRole('button', { name });
