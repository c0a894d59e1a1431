import { act, screen, waitFor, within } from '@testing-library/react';
import { jestClockInEachTest } from '@rapport/platform/testing/jest-clock';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { finishedResult, signedIn } from '../../../testing/fixtures';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import '../../../testing/register-translations';
import { REPORTS_POLL_MS, ResultsPage } from './results-page';

function setup(routes: MockRoutes = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({ getIndividualResult: finishedResult, ...routes });
  const { user } = renderWithProviders(<ResultsPage />, { route: '/results', preloadedState: { ...signedIn(), locale: { lang } }, lang });
  return { api, user };
}

describe('/results', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('shows the completion message, the eight axis values as a table, the stakes and the texts', async () => {
    const { api } = setup();
    expect(await screen.findByText('Congratulations, you have completed the questionnaire! Here is your relational profile.')).toBeInTheDocument();
    expect(api.callsTo('getIndividualResult')[0].body).toEqual({ email: 'ada@example.com' });

    const table = screen.getByRole('table', { name: 'Your scores on the four axes, from -10 to +10' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'AxisOn a daily basisUnder tension',
      'Relational well-being+7.5+2',
      'Opposition-2+5',
      'Distance+0.3-4',
      'Discomfort-7.6+1',
    ]);
    expect(screen.getByTestId('stakes')).toHaveTextContent('Action: 40%Vision: 35%Intention: 25%');
    expect(screen.getByRole('heading', { name: 'Soft skills' })).toBeInTheDocument();
    expect(screen.getByText('Leadership: You lead.')).toBeInTheDocument();
    expect(screen.getByText('Cooperation: You share.')).toBeInTheDocument();
    for (const heading of ['Well-being expression', 'Relational communication', 'Approach to situations', 'Vision of the world', 'Top personal development']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Keep calm under fire.')).toBeInTheDocument();
  });

  it('speaks French with the French texts', async () => {
    setup({}, 'fr');
    expect(await screen.findByRole('heading', { name: 'Compétences relationnelles' })).toBeInTheDocument();
    expect(screen.getByText('You listen first. (fr)')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Bien-être relationnel+7,5+2');
  });

  it.each([
    ['w_1 is -1', { ...finishedResult, w_1: -1, soft_skills: null }],
    ['there are no soft skills', { ...finishedResult, soft_skills: null }],
  ])('sends the user to /choice when %s', async (_case, result) => {
    setup({ getIndividualResult: result });
    await waitFor(() => expect(window.location.pathname).toBe('/choice'));
  });

  it('says so when the result cannot be loaded', async () => {
    setup({ getIndividualResult: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText('Failed to retrieve individual results.')).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to retrieve individual results.' }));
  });

  describe('while the reports are being made', () => {
    // the polls come on jest's clock, moved by the test, not in real time
    jestClockInEachTest();
    const preparing = { ...finishedResult, reports_ready: false };
    const PREPARING = 'Preparing your reports… You can download them as soon as they are ready.';

    it('says so in a polite status, disables the downloads with the reason, asks again until they are ready, then stops', async () => {
      const answers = [preparing, preparing, finishedResult];
      const { api } = setup({ getIndividualResult: () => answers[Math.min(api.callsTo('getIndividualResult').length - 1, answers.length - 1)] });
      const status = (await screen.findByText(PREPARING)).closest('[role="status"]');
      expect(status).not.toBeNull();
      const buttons = screen.getAllByRole('button', { name: /^[A-Z]{2} – Download / });
      expect(buttons).toHaveLength(9);
      for (const button of buttons) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(PREPARING);
      }
      // asked again every REPORTS_POLL_MS until ready; the status then says so, in the same region
      expect(api.callsTo('getIndividualResult')).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(REPORTS_POLL_MS));
      await waitFor(() => expect(api.callsTo('getIndividualResult')).toHaveLength(2));
      expect(status).toHaveTextContent(PREPARING);
      await act(async () => jest.advanceTimersByTime(REPORTS_POLL_MS));
      await waitFor(() => expect(status).toHaveTextContent('Your reports are ready to download.'));
      expect(api.callsTo('getIndividualResult')).toHaveLength(3);
      for (const button of screen.getAllByRole('button', { name: /^[A-Z]{2} – Download / })) {
        expect(button).toBeEnabled();
        expect(button).not.toHaveAccessibleDescription();
      }
      // and no more asking once ready, however long the page stays
      await act(async () => jest.advanceTimersByTime(3 * REPORTS_POLL_MS));
      expect(api.callsTo('getIndividualResult')).toHaveLength(3);
    });

    it('says it in French', async () => {
      setup({ getIndividualResult: preparing }, 'fr');
      expect(await screen.findByText('Préparation de vos rapports… Vous pourrez les télécharger dès qu’ils seront prêts.')).toBeInTheDocument();
    });

    it('announces nothing when the reports were ready from the start', async () => {
      setup();
      await screen.findByRole('heading', { name: 'Download your reports' });
      expect(screen.queryByText(PREPARING)).not.toBeInTheDocument();
      expect(screen.queryByText('Your reports are ready to download.')).not.toBeInTheDocument();
    });
  });

  describe('report downloads', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      // jsdom has no object URLs and no downloads: stand in for the browser
      URL.createObjectURL = jest.fn(() => 'blob:report');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });

    it('fetches a report with the Authorization header and saves it as a file', async () => {
      const pdf = new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
      const { user, api } = setup({ getReport: pdf });
      await user.click(await screen.findByRole('button', { name: 'FR – Download Relational CV (Word) in French' }));
      await waitFor(() => expect(saved).toEqual(['rapport-relational-cv-fr.docx']));
      expect(api.callsTo('getReport')[0].authorization).toBe('Token tok-ada');
      expect(screen.getAllByRole('button', { name: /^[A-Z]{2} – Download / })).toHaveLength(9);
    });

    it('says so when a report cannot be fetched', async () => {
      const { user } = setup({ getReport: json({ status: 0, message: 'no' }, 500) });
      await user.click(await screen.findByRole('button', { name: 'RU – Download Profile (PDF) in Russian' }));
      await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: 'Failed to retrieve the results' })));
      expect(saved).toEqual([]);
    });
  });
});
