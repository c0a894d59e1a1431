import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { AUTH_MESSAGES } from '@rapport/wire/api/auth';
import { emptyProgress, finishedResult, fullProgress, signedIn } from '../../../testing/fixtures';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
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

function setup(routes: MockRoutes = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({ getMatchings: lists, getIndividualResult: finishedResult, ...routes });
  const ui = { apiBase: 'http://api.test/api', siteOrigin: 'https://rapport.test' };
  const view = renderWithProviders(<ContactsPage />, { route: '/contacts', preloadedState: { ...signedIn(), ui }, lang });
  return { api, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) => within(within(section(name)).getByRole('list')).getAllByRole('listitem');

describe('/contacts', () => {
  const toasts = toastsOfEachTest({ atRoot: true });
  beforeEach(() => {
    sessionStorage.clear();
    URL.createObjectURL = jest.fn(() => 'blob:morph');
    URL.revokeObjectURL = jest.fn();
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
      lang: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server message when the invitation fails', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user } = setup({ sendInvite: json({ status: 0, message: 'referral_link: must be your own referral link to this site, with no other parameter', code: 'contact.invite_link_refused' }, 400) });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ type: 'error', title: 'The invitation can only carry your own referral link to this site.' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  const openInvite = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    return screen.findByRole('dialog', { name: 'Invite someone' });
  };

  const unconfirmedProfile = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', picture_url: null, referral: 'ada-ref', email_verified: false, companies: [] };

  it('says an unconfirmed address must be confirmed before inviting, keeps Send off, and mails the confirmation link again', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const api = mockApi({ getMatchings: lists, getIndividualResult: finishedResult, resendVerification: { status: 1, sent: true } });
    const ui = { apiBase: 'http://api.test/api', siteOrigin: 'https://rapport.test' };
    const signedInUnconfirmed = { session: { ...signedIn().session!, profile: unconfirmedProfile }, ui };
    const { user } = renderWithProviders(<ContactsPage />, { route: '/contacts', preloadedState: signedInUnconfirmed });
    const dialog = await openInvite(user);
    expect(within(dialog).getByText('Confirm your e-mail address first')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Follow the link we mailed to ada@example.com');
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await within(dialog).findByText(/A new link is on its way to ada@example\.com/)).toBeInTheDocument();
    expect(api.callsTo('resendVerification')[0]).toMatchObject({ body: { lang: 'en' }, authorization: 'Token tok-ada' });
    expect(api.callsTo('sendInvite')).toHaveLength(0);
  });

  it("takes the API's refusal for an unconfirmed address to the dialog, and lets Send on once the address reads confirmed", async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    let confirmed = false;
    const { user, api } = setup({
      sendInvite: json({ status: 0, message: 'Confirm your e-mail address before inviting anyone: follow the link we sent you, or ask for a new one.', code: 'contact.invite_email_unverified' }, 403),
      getProfile: () => ({ ...unconfirmedProfile, has_password: true, email_verified: confirmed }),
      resendVerification: { status: 1, sent: false },
    });
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Confirm your e-mail address first')).toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    // confirmed in another tab: asking for the link again finds the address confirmed
    confirmed = true;
    await user.click(within(dialog).getByRole('button', { name: 'Send the confirmation link again' }));
    await waitFor(() => expect(within(dialog).queryByText('Confirm your e-mail address first')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(api.callsTo('getProfile').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a malformed e-mail in the dialog with the spec message, sends nothing, then sends once it is corrected', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user, api } = setup({ sendInvite: { message: 'Email sent successfully.' } });
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    const email = within(dialog).getByLabelText(/E-mail/);
    await user.type(email, 'bob@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.email)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.callsTo('sendInvite')).toHaveLength(0);
    expect(toasts.toasts).toEqual([]);

    await user.type(email, '.com');
    expect(within(dialog).queryByText(AUTH_MESSAGES.email)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('sendInvite')).toHaveLength(1));
    expect(api.callsTo('sendInvite')[0].body).toMatchObject({ recepter: 'bob@example.com' });
  });

  it('says the e-mail message in French', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user, api } = setup({}, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Inviter' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nom/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('L’adresse e-mail doit être valide')).toBeInTheDocument();
    expect(api.callsTo('sendInvite')).toHaveLength(0);
  });

  it('never shows a field’s wire name from the server: a message naming one becomes the dialog’s own', async () => {
    sessionStorage.setItem('rapport.morphShown', '1');
    const { user } = setup({ sendInvite: json({ status: 0, message: 'recepter: Email must be a valid email' }, 400) });
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Bob');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.toasts).toEqual([{ type: 'error', title: 'The invitation could not be sent.' }]));
    expect(screen.queryByText(/recepter/)).not.toBeInTheDocument();
  });

  describe('before the person has finished', () => {
    const unfinished = { ...finishedResult, w_1: -1, soft_skills: null };

    it('says what the page will show once they finish, and continues at the first unfinished step; no lists, no picture', async () => {
      const { user, api } = setup({
        getIndividualResult: unfinished,
        getResponseProgress: fullProgress,
        getSelectedWords: { result: '' },
        getFakeUserImage: () => new Response(new Blob(['png'])),
      });
      expect(await screen.findByRole('heading', { name: 'Your matchings appear once you finish the questionnaire' })).toBeInTheDocument();
      expect(screen.getByText(/the people you compare with and your matching score with each of them, and the sample profiles closest to yours/)).toBeInTheDocument();
      const go = await screen.findByRole('link', { name: 'Continue the questionnaire' });
      expect(go).toHaveAttribute('href', '/select');
      expect(screen.queryByRole('heading', { name: 'People you compare with' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sample profiles' })).not.toBeInTheDocument();
      expect(screen.queryByText('Has not finished the questionnaire yet')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('getFakeUserImage')).toHaveLength(0);
      expect(sessionStorage.getItem('rapport.morphShown')).toBeNull();
      // inviting stays possible
      expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
      expect(toasts.toasts).toEqual([]);
      await user.click(go);
      expect(window.location.pathname).toBe('/select');
    });

    it('offers to start when nothing is saved yet (no result at all: 404)', async () => {
      setup({
        getIndividualResult: json({ status: 0, message: 'No finished result: finish the questionnaire first.' }, 404),
        getResponseProgress: emptyProgress,
        getSelectedWords: { result: '' },
      });
      const go = await screen.findByRole('link', { name: 'Start the questionnaire' });
      expect(go).toHaveAttribute('href', '/choice');
      expect(toasts.toasts).toEqual([]);
    });

    it('continues at /sort when only the ranking is missing, in French', async () => {
      setup({ getIndividualResult: unfinished, getResponseProgress: fullProgress, getSelectedWords: { result: 'w01,w02' } }, 'fr');
      expect(await screen.findByRole('heading', { name: 'Vos affinités apparaîtront une fois le questionnaire terminé' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute('href', '/sort');
    });
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
