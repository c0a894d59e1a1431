import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { signedIn } from '../../../testing/fixtures';
import { collectToasts, json, mockApi, resetLocation, type MockRoutes } from '../../../../../shared-contracts/src/testing/mock-api';
import '../../../testing/register-translations';
import type { MatchingEntry } from '../api/matching-api';
import { ContactsPage } from './contacts-page';

const person = (first: string, score: number | null): MatchingEntry => ({
  first_name: first,
  last_name: 'Doe',
  picture_url: null,
  email: `${first.toLowerCase()}@example.com`,
  rui_smooth: score,
  top_fiber_en: score === null ? null : 'Feeling',
  top_fiber_fr: score === null ? null : 'Feeling (fr)',
  top_fiber_ru: null,
  is_finished: score !== null,
  fake_user_uuid: null,
});
const sample = (first: string, score: number, uuid: string): MatchingEntry => ({ ...person(first, score), email: null, fake_user_uuid: uuid });

const lists = {
  b2c_matching: [person('Carl', null), person('Bea', 0.7300000001), person('Ann', 0.816)],
  fake_matching: [sample('Sam', 0.5, 'u-sam'), sample('Zoe', 0.9, 'u-zoe'), sample('Max', 0.61, 'u-max')],
};

function setup(routes: MockRoutes = {}) {
  const api = mockApi({ getMatchings: lists, ...routes });
  const ui = { apiBase: 'http://api.test/api', siteOrigin: 'https://rapport.test' };
  const view = renderWithProviders(<ContactsPage />, { route: '/contacts', preloadedState: { ...signedIn(), ui } });
  return { api, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) => within(within(section(name)).getByRole('list')).getAllByRole('listitem');

describe('/contacts', () => {
  let toasts: ReturnType<typeof collectToasts>;
  beforeEach(() => {
    resetLocation();
    sessionStorage.clear();
    toasts = collectToasts();
    URL.createObjectURL = jest.fn(() => 'blob:morph');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    toasts.off();
    jest.restoreAllMocks();
  });

  const morphImage = () => new Response(new Blob(['png']), { headers: { 'Content-Type': 'image/png' } });

  it('lists contacts and samples by score, unfinished ones as --- and not clickable', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    setup();
    await screen.findByRole('heading', { name: 'People you compare with' });
    expect(rowsOf('People you compare with').map((row) => row.textContent)).toEqual([
      'ADAnn DoeFeeling82%',
      'BDBea DoeFeeling73%',
      'CDCarl DoeHas not finished the questionnaire yet---',
    ]);
    expect(within(rowsOf('People you compare with')[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(rowsOf('Sample profiles').map((row) => within(row).getByRole('button').textContent)).toEqual([
      'ZDZoe DoeFeeling90%',
      'MDMax DoeFeeling61%',
      'SDSam DoeFeeling50%',
    ]);
  });

  it('opens the matching with a contact, or a sample by its uuid', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user, store } = setup();
    await user.click(await screen.findByRole('button', { name: /Bea Doe/ }));
    expect(store.getState().session.partner).toBe('bea@example.com');
    expect(window.location.pathname).toBe('/matching');
    await user.click(screen.getByRole('button', { name: /Zoe Doe/ }));
    expect(store.getState().session.partner).toBe('u-zoe');
  });

  it('invites by name and e-mail, Send enabled only when both are filled', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user, api } = setup({ sendInvite: { message: 'Email sent successfully.' } });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/E-mail/), '  ');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'success', title: 'Email sent successfully.' }));
    expect(api.callsTo('sendInvite')[0].body).toEqual({
      recepter: 'bob@example.com',
      name: 'Bob',
      referral_link: 'https://rapport.test/?ref=ada-ref',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when the invitation fails', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user } = setup({ sendInvite: json({ status: 0, message: 'This address already has an account' }, 400) });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'error', title: 'This address already has an account' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the morph of the two best samples once per session, fetched with the token', async () => {
    const { user, api, unmount } = setup({ getFakeUserImage: morphImage });
    const dialog = await screen.findByRole('dialog', { name: 'Your closest sample profiles' });
    const image = await within(dialog).findByRole('img', { name: 'A blend of the pictures of Zoe Doe and Max Doe' });
    expect(image).toHaveAttribute('src', 'blob:morph');
    const [call] = api.callsTo('getFakeUserImage');
    expect(call.query).toEqual({ user_1: 'u-zoe', user_2: 'u-max' });
    expect(call.authorization).toBe('Token tok-ada');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    setup({ getFakeUserImage: morphImage });
    await screen.findByRole('heading', { name: 'Sample profiles' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no morph when its picture cannot be fetched', async () => {
    const { api } = setup({ getFakeUserImage: json({ status: 0, message: 'no' }, 500) });
    await waitFor(() => expect(api.callsTo('getFakeUserImage')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Sample profiles' })).toBeInTheDocument();
  });

  it('shows no morph with fewer than two samples', async () => {
    setup({ getMatchings: { ...lists, fake_matching: [lists.fake_matching[0]] } });
    await screen.findByRole('heading', { name: 'Sample profiles' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the matching results cannot be loaded', async () => {
    setup({ getMatchings: json({ status: 0, message: 'down' }, 500) });
    expect(await screen.findByText('Failed to retrieve matching results.')).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual({ type: 'error', title: 'Failed to retrieve matching results.' });
  });
});
