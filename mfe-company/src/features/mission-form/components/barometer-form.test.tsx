import { screen, waitFor, within } from '@testing-library/react';
import { jestClockInEachTest } from '@rapport/platform/testing/jest-clock';
import { json } from '@rapport/platform/testing/mock-api';
import { mission } from '../../../testing/mission-fixtures';
import type { BarometerSurveyResponse } from '../../../lib/api/barometer-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { questionnaireTypes, renderMissionForm } from '../testing/render-mission-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const endDate = () => screen.getByLabelText(/^End Date/);
const questionnaire = () => screen.getByRole('combobox', { name: /^Questionnaire/ });
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

const BAROMETER = { pk: 9, questionnaire_type: 'barometer', default_companies: [] };
const withBarometer = { getQuestionnaireTypes: [...questionnaireTypes, BAROMETER] };
const PUBLIC_HINT = "Anyone with the link can answer. Answers are randomized on the respondent's device, so the results are estimates with a margin.";
const INVITED_HINT = 'Each contact you choose gets a single-use link by e-mail. Only those links count, and the results are exact.';
const modeGroup = () => screen.getByRole('group', { name: 'How people answer' });

const springSurvey = () =>
  mission({
    pk: 61,
    mission_type: 'B',
    type: null,
    mission_name: 'Spring climate',
    reference: 'BARO-1',
    mission_referral: 'baro-61',
    default_questionnaire_type: 9,
    default_questionnaire: { questionnaire_type: 'barometer' },
  });
const administration = (mode: BarometerSurveyResponse['mode']): BarometerSurveyResponse => ({
  mission: 61,
  mode,
  threshold: 5,
  released_count: 0,
  links_sent: 0,
  links_used: 0,
  invited_contacts: [],
  refused_count: 0,
});

async function fillSurvey(user: ReturnType<typeof renderMissionForm>['user']) {
  await waitFor(() => expect(questionnaire()).toHaveValue('9'));
  await user.type(field(/^Survey Name/), 'Spring climate');
  await user.type(field(/^Survey Reference/), 'BARO-1');
  await user.type(endDate(), '2099-12-31');
  await user.type(field(/^Description/), 'How do we feel at work this spring?');
}

describe('the barometer survey form', () => {
  const toasts = toastsOfEachTest();
  // the spec's delay before a form is sent passes on jest's clock, not in real time
  jestClockInEachTest();

  it('asks for the name, reference, end date, description and the barometer questionnaire, and nobody', async () => {
    const { api, user } = renderMissionForm('B', withBarometer);
    expect(await screen.findByRole('heading', { level: 1, name: 'New barometer survey' })).toBeInTheDocument();
    await waitFor(() => expect(optionsOf(questionnaire())).toEqual(['Choose a questionnaire', 'Barometer']));
    expect(questionnaire()).toHaveValue('9');
    expect(screen.queryByRole('combobox', { name: /^Manager/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Candidates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Team member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New (employee|candidate)/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    // name, reference, end date, description
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(field(/^Survey Name/)).toHaveFocus();
    expect(api.callsTo('createMission')).toHaveLength(0);
    // a survey names nobody: the contacts are not asked for
    expect(api.callsTo('listCompanyContacts')).toHaveLength(0);
  });

  it('keeps the limits and the future end date of the mission form', async () => {
    const { user } = renderMissionForm('B', withBarometer);
    await screen.findByRole('heading', { level: 1 });
    await user.click(field(/^Survey Reference/));
    await user.paste('R'.repeat(21));
    await user.type(endDate(), '2020-01-31');
    await user.tab();
    expect(field(/^Survey Reference/)).toHaveAccessibleDescription('Maximum 20 characters are allowed.');
    expect(endDate()).toHaveAccessibleDescription('Please select future date');
  });

  it('sends a type B survey with the barometer questionnaire and no people, then goes back to the list', async () => {
    const { api, user } = renderMissionForm('B', { ...withBarometer, createMission: mission({ pk: 60, mission_type: 'B', type: null }) });
    await fillSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully added' }));
    expect(api.callsTo('createMission')[0].body).toEqual({
      mission_name: 'Spring climate',
      reference: 'BARO-1',
      mission_description: 'How do we feel at work this spring?',
      mission_end_date: '2099-12-31',
      type: 'B',
      company: 7,
      default_questionnaire_type: 9,
      mission_manager: null,
      mission_member: [],
      mission_viewers: [],
      mission_delegates: [],
      mission_benchmarks: [],
      barometer_mode: 'public',
    });
  });

  it('offers the two modes, each with what it means, the public link chosen', async () => {
    renderMissionForm('B', withBarometer);
    await screen.findByRole('heading', { level: 1, name: 'New barometer survey' });
    const group = modeGroup();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['public', 'invited']);
    expect(within(group).getByRole('radio', { name: 'Public link' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Public link' })).toHaveAccessibleDescription(PUBLIC_HINT);
    expect(within(group).getByRole('radio', { name: 'Personal invitations' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Personal invitations' })).toHaveAccessibleDescription(INVITED_HINT);
  });

  it('sends a survey of personal invitations when that mode is chosen, from the keyboard too', async () => {
    const { api, user } = renderMissionForm('B', { ...withBarometer, createMission: mission({ pk: 62, mission_type: 'B', type: null }) });
    await fillSurvey(user);
    await user.click(within(modeGroup()).getByRole('radio', { name: 'Public link' }));
    await user.keyboard('{ArrowRight}');
    expect(within(modeGroup()).getByRole('radio', { name: 'Personal invitations' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(api.callsTo('createMission')[0].body).toMatchObject({ type: 'B', barometer_mode: 'invited' });
  });

  it('names the modes in French', async () => {
    renderMissionForm('B', withBarometer, undefined, 'fr');
    const group = await screen.findByRole('group', { name: 'Comment répondre' });
    expect(within(group).getByRole('radio', { name: 'Lien public' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Invitations personnelles' })).toHaveAccessibleDescription(
      'Chaque contact choisi reçoit par e-mail un lien à usage unique. Seuls ces liens comptent, et les résultats sont exacts.',
    );
  });

  it("shows an edited survey's mode without letting it change, and sends no mode", async () => {
    const { api, user } = renderMissionForm(
      'B',
      { ...withBarometer, getMission: springSurvey(), getBarometerSurvey: administration('invited'), updateMission: { message: 'Mission successfully updated' } },
      '/barometer/61/update',
    );
    expect(await screen.findByText('Personal invitations')).toBeInTheDocument();
    expect(screen.getByText(`${INVITED_HINT} Chosen when the survey was created, it cannot be changed.`)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(api.callsTo('getBarometerSurvey')[0].query).toEqual({ mission: '61' });
    // an invited survey's public link would be refused: it is not offered
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
    expect(screen.getByText(/Invite contacts from the survey's menu in the list/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(api.callsTo('updateMission')[0].body).not.toHaveProperty('barometer_mode');
  });

  it('edits a survey at /barometer/{id}/update, with its link to the public barometer flow', async () => {
    const { api, user } = renderMissionForm(
      'B',
      { ...withBarometer, getMission: springSurvey(), getBarometerSurvey: administration('public'), updateMission: { message: 'Mission successfully updated' } },
      '/barometer/61/update',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit barometer survey' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Spring climate')).toBeInTheDocument();
    expect(await screen.findByText('Public link')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(`${window.location.origin}/barometerquestionnaire/Acme/?mission=baro-61`);
    await user.clear(field(/^Survey Name/));
    await user.type(field(/^Survey Name/), 'Spring climate 2026');
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(api.callsTo('updateMission')[0]).toMatchObject({ query: { pk: '61' }, body: expect.objectContaining({ mission_name: 'Spring climate 2026', type: 'B' }) });
  });

  it("says the server's refusal under the questionnaire", async () => {
    const refusal = json(
      { status: 0, message: 'default_questionnaire_type: Unknown questionnaire type.', code: 'company.unknown_questionnaire', field: 'default_questionnaire_type' },
      400,
    );
    const { user } = renderMissionForm('B', { ...withBarometer, createMission: refusal });
    await waitFor(() => expect(questionnaire()).toHaveValue('9'));
    await user.type(field(/^Survey Name/), 'Spring climate');
    await user.type(field(/^Survey Reference/), 'BARO-1');
    await user.type(endDate(), '2099-12-31');
    await user.type(field(/^Description/), 'Climate');
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    await waitFor(() => expect(questionnaire()).toHaveAttribute('aria-invalid', 'true'));
    expect(questionnaire()).toHaveFocus();
  });

  it('offers the other missions every questionnaire but the barometer', async () => {
    renderMissionForm('R', withBarometer);
    await waitFor(() => expect(optionsOf(questionnaire())).toEqual(['Choose a questionnaire', 'Standard', 'Workplace']));
  });
});
