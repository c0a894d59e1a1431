import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { signedIn } from '../../../testing/fixtures';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import '../../../testing/register-translations';
import { MatchingPage } from './matching-page';

const perLang = <Name extends string>(name: Name, en: string) =>
  ({ [`${name}_en`]: en, [`${name}_fr`]: `${en} (fr)`, [`${name}_ru`]: `${en} (ru)` }) as Record<`${Name}_${'en' | 'fr' | 'ru'}`, string>;

const detail = {
  rui_smooth: 0.816,
  similarity_smooth: 0.85,
  immediate_harmony_smooth: 0.73,
  deep_compatibility_smooth: 0.6,
  complementarity_smooth: 1,
  understanding_smooth: 0.563,
  ...perLang('top_fiber', 'Complementarity'),
  ...perLang('bottom_fiber', 'Understanding'),
  ...perLang('top_fiber_description', 'Together you cover action, vision and intention.'),
  ...perLang('bottom_fiber_description', 'You share few words.'),
  picture_url_1: null,
  picture_url_2: '/result/sample_picture/u-zoe.svg',
  soft_skills: { en: 'Leadership: Knows how to take the lead.', fr: 'Leadership: Sait prendre les devants.', ru: '…' },
  partner: { first_name: 'Zoe', last_name: 'Doe' },
};

function setup(partner: string | null, routes: MockRoutes = {}) {
  const api = mockApi({ getMatchingDetail: { result: detail }, ...routes });
  renderWithProviders(<MatchingPage />, { route: '/matching', preloadedState: signedIn(partner) });
  return { api };
}

describe('/matching', () => {
  const toasts = toastsOfEachTest({ atRoot: true });

  it('with no partner chosen, says so and goes back to /contacts', async () => {
    const { api } = setup(null);
    await waitFor(() => expect(window.location.pathname).toBe('/contacts'));
    expect(toasts.toasts).toEqual([{ type: 'error', title: 'No person is selected to match.' }]);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the Relational Index, the five fibers, the top and bottom fibers and soft skills', async () => {
    const { api } = setup('u-zoe');
    expect(await screen.findByRole('heading', { name: 'Your matching with Zoe Doe' })).toBeInTheDocument();
    expect(api.callsTo('getMatchingDetail')[0].body).toEqual({ email: 'ada@example.com', partner: 'u-zoe' });
    expect(screen.getByTestId('relational-index')).toHaveTextContent('Relational Index: 82%');
    const fibers = within(screen.getByRole('region', { name: 'The five fibers' }));
    expect(fibers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Connivance85%',
      'Feeling73%',
      'Deep compatibility60%',
      'Complementarity100%',
      'Understanding57%',
    ]);
    expect(fibers.getByRole('progressbar', { name: 'Feeling' })).toHaveAttribute('aria-valuenow', '73');
    expect(screen.getByRole('heading', { name: 'What brings you together: Complementarity' })).toBeInTheDocument();
    expect(screen.getByText('Together you cover action, vision and intention.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where to take care: Understanding' })).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    // the partner's soft skills, under the partner's name
    const softSkills = within(screen.getByRole('region', { name: 'Zoe’s soft skills' }));
    expect(softSkills.getByText('Leadership: Knows how to take the lead.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Soft skills' })).not.toBeInTheDocument();
  });

  it('says whose soft skills they are in French too', async () => {
    mockApi({ getMatchingDetail: { result: detail } });
    renderWithProviders(<MatchingPage />, { route: '/matching', preloadedState: { ...signedIn('u-zoe'), locale: { lang: 'fr' } }, lang: 'fr' });
    const softSkills = within(await screen.findByRole('region', { name: 'Les compétences relationnelles de Zoe' }));
    expect(softSkills.getByText('Leadership: Sait prendre les devants.')).toBeInTheDocument();
  });

  it('says so when the matching cannot be loaded', async () => {
    setup('bob@example.com', { getMatchingDetail: json({ status: 0, message: 'Not found' }, 404) });
    expect(await screen.findByText('There is an error to get the matching result from the server!!!')).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual({ type: 'error', title: 'There is an error to get the matching result from the server!!!' });
  });
});
