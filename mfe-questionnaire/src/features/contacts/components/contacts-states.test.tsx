import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { json, mockApi } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import type { AppStore } from '@rapport/platform';
import { finishedResult, signedIn } from '../../../testing/fixtures';
import '../../../testing/register-translations';
import type { MatchingEntry, MatchingLists } from '../api/matching-api';
import { ContactsPage } from './contacts-page';

const ann: MatchingEntry = {
  first_name: 'Ann',
  last_name: 'Doe',
  picture_url: null,
  email: 'ann@example.com',
  rui_smooth: 0.8,
  top_fiber_en: 'Feeling',
  top_fiber_fr: 'Feeling (fr)',
  top_fiber_ru: null,
  is_finished: true,
  fake_user_uuid: null,
};
const bea: MatchingEntry = { ...ann, first_name: 'Bea', email: 'bea@example.com' };
const failure = () => json({ status: 0, message: 'down' }, 500);
const EMPTY = 'No contacts yet. Invite someone to compare your profiles.';

/** /contacts for a person who has finished, on a mock API answering `answer()` to the matching lists. */
function setup(answer: () => MatchingLists | Response, store?: AppStore) {
  mockApi({ getMatchings: () => answer(), getIndividualResult: finishedResult });
  const ui = { apiBase: 'http://api.test/api', siteOrigin: 'https://rapport.test' };
  return renderWithProviders(<ContactsPage />, { route: '/contacts', preloadedState: { ...signedIn(), ui }, store });
}

describe('/contacts when the matching lists cannot be loaded', () => {
  toastsOfEachTest({ atRoot: true });
  beforeEach(() => sessionStorage.setItem('rapport.morphShown', '1'));

  it('says it failed, not that there is nobody, and Retry brings the contacts', async () => {
    let answer: () => MatchingLists | Response = failure;
    const { user } = setup(() => answer());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to retrieve matching results.');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    answer = () => ({ b2c_matching: [ann], fake_matching: [] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Ann Doe/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is nobody yet, without an alert, only when the lists loaded empty', async () => {
    setup(() => ({ b2c_matching: [], fake_matching: [] }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the contacts shown when coming back fails to refresh them, with a notice', async () => {
    let answer: () => MatchingLists | Response = () => ({ b2c_matching: [ann, bea], fake_matching: [] });
    const first = setup(() => answer());
    await screen.findByRole('button', { name: /Bea Doe/ });
    first.unmount();

    // the page reads the lists again each time it opens; this time the call fails
    answer = failure;
    const { user } = setup(() => answer(), first.store);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your contacts could not be refreshed: this is the list as it was last loaded.');
    expect(screen.getByRole('button', { name: /Ann Doe/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bea Doe/ })).toBeInTheDocument();

    answer = () => ({ b2c_matching: [ann], fake_matching: [] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    // the kept rows stay until the answer comes: the refreshed list is the one without Bea
    await waitFor(() => expect(screen.queryByRole('button', { name: /Bea Doe/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Ann Doe/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
