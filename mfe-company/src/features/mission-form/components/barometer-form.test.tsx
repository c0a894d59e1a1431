import { screen, waitFor, within } from '@testing-library/react';
import { jestClockInEachTest } from '../../../../../shared-contracts/src/testing/jest-clock';
import { json } from '../../../../../shared-contracts/src/testing/mock-api';
import { mission } from '../../../testing/mission-fixtures';
import { toastsOfEachTest } from '../../../testing/toasts-of-each-test';
import { questionnaireTypes, renderMissionForm } from '../testing/render-mission-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const endDate = () => screen.getByLabelText(/^End Date/);
const questionnaire = () => screen.getByRole('combobox', { name: /^Questionnaire/ });
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

const BAROMETER = { pk: 9, questionnaire_type: 'barometer', default_companies: [] };
const withBarometer = { getQuestionnaireTypes: [...questionnaireTypes, BAROMETER] };

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
    await waitFor(() => expect(questionnaire()).toHaveValue('9'));
    await user.type(field(/^Survey Name/), 'Spring climate');
    await user.type(field(/^Survey Reference/), 'BARO-1');
    await user.type(endDate(), '2099-12-31');
    await user.type(field(/^Description/), 'How do we feel at work this spring?');
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully added' }));
    expect(api.callsTo('createMission')[0].body).toEqual({
      mission_name: 'Spring climate',
      reference: 'BARO-1',
      mission_description: 'How do we feel at work this spring?',
      mission_end_date: new Date(2099, 11, 31, 23, 59, 59, 999).toISOString(),
      type: 'B',
      company: 7,
      default_questionnaire_type: 9,
      mission_manager: null,
      mission_member: [],
      mission_viewers: [],
      mission_delegates: [],
      mission_benchmarks: [],
    });
  });

  it("edits a survey at /barometer/{id}/update, with its link to the public barometer flow", async () => {
    const spring = mission({
      pk: 61,
      mission_type: 'B',
      type: null,
      mission_name: 'Spring climate',
      reference: 'BARO-1',
      mission_referral: 'baro-61',
      default_questionnaire_type: 9,
      default_questionnaire: { questionnaire_type: 'barometer' },
    });
    const { api, user } = renderMissionForm('B', { ...withBarometer, getMission: spring, updateMission: { message: 'Mission successfully updated' } }, '/barometer/61/update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit barometer survey' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Spring climate')).toBeInTheDocument();
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
