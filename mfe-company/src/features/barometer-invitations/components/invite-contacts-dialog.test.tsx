import { addTranslations, type Lang } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import type { BarometerSurveyResponse } from '../../../lib/api/barometer-api';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { companyAdmin, mission, person } from '../../../testing/mission-fixtures';
import { InviteContactsDialog } from './invite-contacts-dialog';

addTranslations('company', { en, fr });

const survey = mission({ pk: 40, mission_type: 'B', type: null, mission_name: 'Spring climate' });
const ADA = person('Ada', 'Lovelace', { id: 11 });
const ALAN = person('Alan', 'Turing', { id: 12, contact_type: 'E' });
const GRACE = person('Grace', 'Hopper', { id: 13, contact_type: 'M' });
const LEA = person('Léa', 'Dupré', { id: 14, email: '' });
const TIM = person('Tim', 'Berners-Lee', { id: 15, contact_type: 'E' });
const CONTACTS = [ADA, ALAN, GRACE, LEA, TIM];

const administration = (overrides: Partial<BarometerSurveyResponse> = {}): BarometerSurveyResponse => ({
  mission: 40,
  mode: 'invited',
  threshold: 5,
  released_count: 0,
  links_sent: 1,
  links_used: 0,
  invited_contacts: [GRACE.pk],
  refused_count: 0,
  ...overrides,
});

function renderDialog(routes: MockRoutes = {}, lang: Lang = 'en') {
  const api = mockApi({ listCompanyContacts: CONTACTS, getBarometerSurvey: administration(), ...routes });
  const onClose = jest.fn();
  const view = renderWithProviders(<InviteContactsDialog mission={survey} onClose={onClose} />, { preloadedState: companyAdmin(), lang });
  return { api, onClose, ...view };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
/** The contacts listed, by the names their boxes are read out with. */
const names = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('checkbox')
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('the invitations dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  // the search box takes the focus on opening in a browser (e2e): jsdom lays nothing out, and the dialog focuses only what is visible
  it("lists the company's contacts by last name", async () => {
    const { api } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Invite contacts to Spring climate' });
    expect(await within(dialog).findByRole('searchbox', { name: 'Search contacts' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Tim Berners-Lee', 'Léa Dupré', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing']));
    expect(within(dialog).getByText('1 link sent, 0 used')).toBeInTheDocument();
    expect(api.callsTo('getBarometerSurvey')[0].query).toEqual({ mission: '40' });
    expect(api.callsTo('listCompanyContacts')[0].query).toEqual({ company_id: '7' });
  });

  it('shows a contact already invited as such, and one without an address, neither of them to be chosen', async () => {
    renderDialog();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(box('Grace Hopper')).toBeDisabled();
    expect(box('Grace Hopper')).toHaveAccessibleDescription('grace.hopper@example.com · Already invited');
    expect(box('Léa Dupré')).toBeDisabled();
    expect(box('Léa Dupré')).toHaveAccessibleDescription('No e-mail address');
    expect(box('Ada Lovelace')).toBeEnabled();
    expect(box('Ada Lovelace')).toHaveAccessibleDescription('ada.lovelace@example.com');
  });

  it('selects contacts one by one or all those shown, the search narrowing what select-all takes', async () => {
    const { user } = renderDialog();
    await screen.findByRole('list', { name: 'Contacts' });
    const all = box('Select all contacts shown');
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeDisabled();

    await user.click(box('Ada Lovelace'));
    expect(screen.getByText('1 contact selected')).toBeInTheDocument();
    expect(all).toBePartiallyChecked();
    expect(screen.getByRole('button', { name: 'Send 1 invitation' })).toBeEnabled();

    await user.click(all);
    expect(all).toBeChecked();
    // Grace is already invited and Léa has no address: three can be chosen
    expect(screen.getByText('3 contacts selected')).toBeInTheDocument();
    expect(box('Grace Hopper')).not.toBeChecked();

    await user.click(all);
    expect(screen.getByText('0 contacts selected')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'turing');
    await waitFor(() => expect(names()).toEqual(['Alan Turing']));
    await user.click(box('Select all contacts shown'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(box('Alan Turing')).toBeChecked();
    expect(box('Ada Lovelace')).not.toBeChecked();
    expect(screen.getByText('1 contact selected')).toBeInTheDocument();
  });

  it('says when no contact matches the search', async () => {
    const { user } = renderDialog();
    await user.type(await screen.findByRole('searchbox', { name: 'Search contacts' }), 'nobody');
    expect(await screen.findByText('No contact matches the search.')).toBeInTheDocument();
    expect(box('Select all contacts shown')).toBeDisabled();
  });

  it('sends the chosen contacts, says what the server did, and shows them as invited', async () => {
    let invited = [GRACE.pk];
    const { api, user } = renderDialog({
      getBarometerSurvey: () => administration({ invited_contacts: invited, links_sent: invited.length }),
      sendBarometerInvitations: (request) => {
        invited = [...invited, ...(request.body as { contacts: number[] }).contacts];
        return { message: '2 invitation(s) sent.', sent: 2, already_invited: 1 };
      },
    });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(box('Ada Lovelace'));
    await user.click(box('Tim Berners-Lee'));
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));

    expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
    expect(screen.getByText('1 contact had already been invited: no second link was sent.')).toBeInTheDocument();
    expect(api.callsTo('sendBarometerInvitations')[0]).toMatchObject({ method: 'POST', query: { mission: '40' }, body: { contacts: [ADA.pk, TIM.pk] } });
    // the survey is asked again: who is invited now, and the links sent
    await waitFor(() => expect(box('Ada Lovelace')).toBeDisabled());
    expect(box('Tim Berners-Lee')).toHaveAccessibleDescription('tim.berners-lee@example.com · Already invited');
    expect(screen.getByText('3 links sent, 0 used')).toBeInTheDocument();
    expect(screen.getByText('0 contacts selected')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveFocus();
  });

  it('shows a refusal in the dialog and keeps the selection, to send again', async () => {
    let answer: Response | { message: string; sent: number; already_invited: number } = json(
      { status: 0, message: 'This survey has ended: it can no longer send invitations.', code: 'barometer.invitations_ended' },
      400,
    );
    const { api, user } = renderDialog({ sendBarometerInvitations: () => answer });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(box('Ada Lovelace'));
    await user.click(box('Alan Turing'));
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This survey has ended: it can no longer send invitations.');
    expect(screen.getByRole('dialog')).toContainElement(alert);
    expect(box('Ada Lovelace')).toBeChecked();
    expect(box('Alan Turing')).toBeChecked();
    expect(screen.getByText('2 contacts selected')).toBeInTheDocument();

    answer = { message: '2 invitation(s) sent.', sent: 2, already_invited: 0 };
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('sendBarometerInvitations').map((call) => call.body)).toEqual([{ contacts: [ADA.pk, ALAN.pk] }, { contacts: [ADA.pk, ALAN.pk] }]);
  });

  it('says a failure without a known code in its own words', async () => {
    const { user } = renderDialog({ sendBarometerInvitations: json({ status: 0, message: 'Internal server error' }, 500) });
    await screen.findByRole('list', { name: 'Contacts' });
    await user.click(box('Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitations could not be sent.');
    expect(box('Ada Lovelace')).toBeChecked();
  });

  it('says when the contacts could not be loaded, and asks again on request', async () => {
    let contacts: Response | typeof CONTACTS = json({ status: 0, message: 'Internal server error' }, 500);
    const { user } = renderDialog({ listCompanyContacts: () => contacts });
    expect(await screen.findByText('The contacts could not be loaded.')).toBeInTheDocument();
    contacts = CONTACTS;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderDialog({ sendBarometerInvitations: { message: '1 invitation(s) sent.', sent: 1, already_invited: 0 } }, 'fr');
    expect(await screen.findByRole('dialog', { name: 'Inviter des contacts à Spring climate' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(box('Grace Hopper')).toHaveAccessibleDescription('grace.hopper@example.com · Déjà invité');
    expect(box('Léa Dupré')).toHaveAccessibleDescription('Pas d’adresse e-mail');
    await user.click(box('Ada Lovelace'));
    expect(screen.getByText('1 contact sélectionné')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer 1 invitation' }));
    expect(await screen.findByText('1 invitation envoyée.')).toBeInTheDocument();
  });

  it('closes, then tells its owner', async () => {
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
