import { SUBMIT_DELAY_MS } from '@rapport/wire/api/submit-delay';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jestClockInEachTest } from '@rapport/platform/testing/jest-clock';
import { json } from '@rapport/platform/testing/mock-api';
import { mission } from '../../../testing/mission-fixtures';
import { ADA, ALAN, EDSGER, GRACE, optionOf, renderMissionForm, TIM } from '../testing/render-mission-form';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const endDate = () => screen.getByLabelText(/^End Date/);
const manager = (name = /^Manager/) => screen.getByRole('combobox', { name });
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

// the spec's delay before a form is sent passes on jest's clock, not in real time
jestClockInEachTest();

/**
 * The form's texts, pasted: the tests that use it are about what is sent, and typing the texts
 * key by key (the rules tests do) re-renders the whole form at each key, a second or more a test.
 */
async function fillTexts(user: UserEvent, name: string, reference: string, description: string) {
  await user.click(field(/^Mission Name/));
  await user.paste(name);
  await user.click(field(/^Mission Reference/));
  await user.paste(reference);
  await user.type(endDate(), '2099-12-31');
  await user.click(field(/^Description/));
  await user.paste(description);
}

async function fillValid(user: UserEvent, candidate = ADA) {
  await fillTexts(user, 'Backend developer', 'REC-1', 'Payments team');
  await user.selectOptions(manager(), optionOf(ALAN));
  await user.click(screen.getByRole('checkbox', { name: optionOf(candidate) }));
}

describe('the mission form rules', () => {
  const toasts = toastsOfEachTest();

  it('says Required once a field is left, everything on submit, and focuses the first invalid field', async () => {
    const { api, user } = renderMissionForm('R');
    expect(await screen.findByRole('heading', { level: 1, name: 'New recruitment mission' })).toBeInTheDocument();
    await user.click(field(/^Mission Name/));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(field(/^Mission Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Mission Name/)).toHaveAccessibleDescription('Required');
    expect(field(/^Mission Reference/)).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    // name, reference, end date, description, manager, candidates (the questionnaire is preselected)
    expect(screen.getAllByText('Required')).toHaveLength(6);
    expect(field(/^Mission Name/)).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search: Candidates' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('createMission')).toHaveLength(0);
    expect(toasts.toasts).toEqual([]);
  });

  it('says each limit in its words: reference 20, name 80, description 1000', async () => {
    const { user } = renderMissionForm('R');
    await screen.findByRole('heading', { level: 1 });
    await user.click(field(/^Mission Reference/));
    await user.paste('R'.repeat(21));
    await user.click(field(/^Mission Name/));
    await user.paste('N'.repeat(81));
    await user.click(field(/^Description/));
    await user.paste('D'.repeat(1001));
    await user.tab();
    expect(field(/^Mission Reference/)).toHaveAccessibleDescription('Maximum 20 characters are allowed.');
    expect(field(/^Mission Name/)).toHaveAccessibleDescription('Maximum 80 characters are allowed.');
    expect(field(/^Description/)).toHaveAccessibleDescription('Maximum 1000 characters are allowed.');
    await user.type(field(/^Mission Reference/), '{Backspace}');
    expect(field(/^Mission Reference/)).not.toHaveAttribute('aria-invalid');
  });

  it("takes an end date from the company's today on: a past day says Please select future date", async () => {
    // 23:30 on 6 January in this UTC browser is already 7 January for the company, in Paris
    jest.setSystemTime(new Date('2027-01-06T23:30:00Z'));
    const { user } = renderMissionForm('R');
    await screen.findByRole('heading', { level: 1 });
    await user.type(endDate(), '2020-01-31');
    await user.tab();
    expect(endDate()).toHaveAccessibleDescription('Please select future date');
    expect(endDate()).toHaveAttribute('min', '2027-01-07');
    await user.clear(endDate());
    await user.type(endDate(), '2027-01-06');
    await user.tab();
    expect(endDate()).toHaveAccessibleDescription('Please select future date');
    await user.clear(endDate());
    await user.type(endDate(), '2027-01-07');
    expect(screen.queryByText('Please select future date')).not.toBeInTheDocument();
  });

  it('offers employees as manager and team, candidates as recruitment candidates, each contact in one role only', async () => {
    const { user } = renderMissionForm('R');
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    expect(optionsOf(manager()).slice(1)).toEqual([optionOf(ALAN), optionOf(GRACE), optionOf(TIM)]);
    const candidates = screen.getByRole('list', { name: 'Candidates' });
    expect(within(candidates).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([optionOf(ADA), optionOf(EDSGER)]);
    const team = () => screen.getByRole('combobox', { name: 'Team member 1' });
    expect(optionsOf(team()).slice(1)).toEqual([optionOf(ALAN), optionOf(GRACE), optionOf(TIM)]);

    await user.selectOptions(manager(), optionOf(ALAN));
    expect(optionsOf(team())).not.toContain(optionOf(ALAN));
    await user.selectOptions(team(), optionOf(GRACE));
    await user.click(screen.getByRole('button', { name: 'Add Team member' }));
    const second = screen.getByRole('combobox', { name: 'Team member 2' });
    expect(optionsOf(second).slice(1)).toEqual([optionOf(TIM)]);
    expect(optionsOf(manager()).slice(1)).toEqual([optionOf(ALAN), optionOf(TIM)]);
    expect(screen.getByRole('button', { name: 'New candidate' })).toHaveAttribute('data-types', 'C');
    expect(screen.getAllByRole('button', { name: 'New employee' })).toHaveLength(2);
  });

  it('onboarding: person to onboard and mentors are employees; the team table is hidden', async () => {
    const { user } = renderMissionForm('O');
    expect(await screen.findByRole('heading', { level: 1, name: 'New onboarding mission' })).toBeInTheDocument();
    const person = manager(/^Person to onboard/);
    await waitFor(() => expect(optionsOf(person)).toHaveLength(4));
    const mentors = screen.getByRole('list', { name: 'Mentors' });
    expect(within(mentors).getAllByRole('checkbox')).toHaveLength(3);
    await user.selectOptions(person, optionOf(GRACE));
    expect(within(mentors).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Team member' })).not.toBeInTheDocument();
    // mentors are optional
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(screen.getByRole('group', { name: 'Mentors' })).not.toHaveAccessibleDescription();
  });
});

describe('saving a mission', () => {
  const toasts = toastsOfEachTest();

  it('sends the mission (rows without a contact dropped) 500 ms after the click, says Mission successfully added and goes back to the list', async () => {
    let sentAt = 0;
    const created = () => {
      sentAt = Date.now();
      return mission({ pk: 30 });
    };
    const { api, user } = renderMissionForm('R', { createMission: created });
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team member 1' }), optionOf(GRACE));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of team member 1' }), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Add Team member' }));
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    // jest's clock: the time the form let pass, not how long this machine took
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully added' }));
    expect(api.callsTo('createMission')[0].body).toEqual({
      mission_name: 'Backend developer',
      reference: 'REC-1',
      mission_description: 'Payments team',
      mission_end_date: '2099-12-31',
      type: 'R',
      company: 7,
      default_questionnaire_type: 4,
      mission_manager: ALAN.id,
      mission_member: [ADA.id],
      mission_viewers: [],
      mission_delegates: [],
      mission_benchmarks: [{ id: GRACE.id, benchmark_type: 'manager' }],
    });
  });

  it("puts the server's error on its field and keeps what was typed", async () => {
    const refusal = json({ status: 0, message: 'Please select future date', code: 'mission.future_date', field: 'mission_end_date' }, 400);
    const { user } = renderMissionForm('R', { createMission: refusal });
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    await waitFor(() => expect(endDate()).toHaveAccessibleDescription('Please select future date'));
    expect(endDate()).toHaveAttribute('aria-invalid', 'true');
    expect(endDate()).toHaveFocus();
    expect(field(/^Mission Name/)).toHaveValue('Backend developer');
    expect(screen.getByRole('checkbox', { name: optionOf(ADA) })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'The list of missions' })).not.toBeInTheDocument();
  });

  it('says the failure in a toast when the server names no field', async () => {
    const { user } = renderMissionForm('R', { createMission: json({}, 500) });
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to save the mission' })));
    expect(field(/^Mission Reference/)).toHaveValue('REC-1');
  });

  it('edits a saved mission: its values, its invitation link, then Mission successfully updated', async () => {
    const saved = mission({
      pk: 12,
      mission_name: 'Data engineer',
      reference: 'REC-12',
      mission_end_date: '2099-06-30',
      mission_manager: ALAN,
      mission_member: [EDSGER],
      mission_viewers: [TIM],
      mission_benchmarks: [{ contact: GRACE, benchmark_type: 'employee' }],
    });
    const { api, user } = renderMissionForm('R', { getMission: saved, updateMission: { message: 'Mission successfully updated' } }, '/recruitments/12/update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recruitment mission' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Data engineer')).toBeInTheDocument();
    expect(api.callsTo('getMission')[0].query).toEqual({ pk: '12' });
    expect(endDate()).toHaveValue('2099-06-30');
    await waitFor(() => expect(manager()).toHaveDisplayValue(optionOf(ALAN)));
    expect(screen.getByRole('combobox', { name: 'Team member 1' })).toHaveDisplayValue(optionOf(GRACE));
    expect(screen.getByRole('checkbox', { name: optionOf(EDSGER) })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(`${window.location.origin}/?mission=${saved.mission_referral}`);
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Link copied' })));

    await user.click(screen.getByRole('button', { name: `Remove ${EDSGER.first_name} ${EDSGER.last_name}` }));
    await user.click(screen.getByRole('checkbox', { name: optionOf(ADA) }));
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully updated' }));
    const [call] = api.callsTo('updateMission');
    expect(call).toMatchObject({ method: 'PUT', query: { pk: '12' } });
    // the end date untouched is sent as the day it was
    expect(call.body).toMatchObject({
      mission_member: [ADA.id],
      mission_viewers: [TIM.id],
      mission_manager: ALAN.id,
      mission_benchmarks: [{ id: GRACE.id, benchmark_type: 'employee' }],
      mission_end_date: '2099-06-30',
    });
  });
});

describe('the team building and values forms', () => {
  const toasts = toastsOfEachTest();
  const fillTeamTexts = (user: UserEvent) => fillTexts(user, 'Platform team', 'TB-1', 'The platform team');

  it('team building: manager and team rows of employees, no members checklist; rows without a contact are dropped', async () => {
    const { api, user } = renderMissionForm('T', { createMission: mission({ pk: 31, type: 'T', mission_type: 'T' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Building Form' })).toBeInTheDocument();
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    expect(screen.queryByRole('group', { name: /Candidates|Mentors/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const row = (n: number) => screen.getByRole('combobox', { name: `Team member ${n}` });
    expect(optionsOf(row(1)).slice(1)).toEqual([optionOf(ALAN), optionOf(GRACE), optionOf(TIM)]);

    await fillTeamTexts(user);
    await user.selectOptions(manager(), optionOf(ALAN));
    expect(optionsOf(row(1))).not.toContain(optionOf(ALAN));
    await user.selectOptions(row(1), optionOf(GRACE));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of team member 1' }), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Add Team member' }));
    expect(optionsOf(row(2)).slice(1)).toEqual([optionOf(TIM)]);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Role of team member 2' }))).toEqual(['Employee', 'Manager']);
    await user.selectOptions(row(2), optionOf(TIM));
    await user.click(screen.getByRole('button', { name: 'Add Team member' }));
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Mission successfully added' }));
    expect(api.callsTo('createMission')[0].body).toMatchObject({
      type: 'T',
      mission_manager: ALAN.id,
      mission_member: [],
      mission_benchmarks: [
        { id: GRACE.id, benchmark_type: 'manager' },
        { id: TIM.id, benchmark_type: 'employee' },
      ],
    });
  });

  it('team building requires the manager', async () => {
    const { api, user } = renderMissionForm('T');
    await waitFor(() => expect(optionsOf(manager())).toHaveLength(4));
    await fillTeamTexts(user);
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(manager()).toHaveAccessibleDescription('Required');
    expect(manager()).toHaveFocus();
    expect(api.callsTo('createMission')).toHaveLength(0);
  });

  it('values: no manager and no team table; the members are candidates, optional', async () => {
    const { api, user } = renderMissionForm('V', { createMission: mission({ pk: 32, type: 'V', mission_type: 'V' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Values form' })).toBeInTheDocument();
    const candidates = await screen.findByRole('list', { name: 'Candidates' });
    await waitFor(() => expect(within(candidates).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(candidates).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([optionOf(ADA), optionOf(EDSGER)]);
    expect(screen.queryByRole('combobox', { name: /^Manager/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Team member' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New candidate' })).toHaveAttribute('data-types', 'C');

    await fillTeamTexts(user);
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(api.callsTo('createMission')[0].body).toMatchObject({ type: 'V', mission_manager: null, mission_member: [], mission_benchmarks: [] });
  });

  it('values: sends the chosen candidates; a server error about the hidden manager is said in a toast', async () => {
    const refusal = json({ status: 0, message: 'The manager and the team members must be employees.', code: 'mission.employees_only', field: 'mission_manager' }, 400);
    const { api, user } = renderMissionForm('V', { createMission: refusal });
    await screen.findByRole('heading', { level: 1, name: 'Values form' });
    await fillTeamTexts(user);
    await user.click(await screen.findByRole('checkbox', { name: optionOf(EDSGER) }));
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'The manager and the team members must be employees.' })));
    expect(api.callsTo('createMission')[0].body).toMatchObject({ mission_member: [EDSGER.id] });
  });

  it('edits a team building mission at /team-building/{id}/update with its rows', async () => {
    const saved = mission({
      pk: 40,
      type: 'T',
      mission_type: 'T',
      mission_name: 'Platform team',
      mission_manager: ALAN,
      mission_benchmarks: [
        { contact: GRACE, benchmark_type: 'manager' },
        { contact: TIM, benchmark_type: 'employee' },
      ],
    });
    const { api, user } = renderMissionForm('T', { getMission: saved, updateMission: { message: 'Mission successfully updated' } }, '/team-building/40/update');
    expect(await screen.findByDisplayValue('Platform team')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team member 2' })).toHaveDisplayValue(optionOf(TIM)));
    expect(screen.getByRole('combobox', { name: 'Role of team member 1' })).toHaveDisplayValue('Manager');
    await user.click(screen.getByRole('button', { name: 'Remove team member 1' }));
    await user.click(screen.getByRole('button', { name: 'Save mission' }));
    expect(await screen.findByRole('heading', { name: 'The list of missions' })).toBeInTheDocument();
    expect(api.callsTo('updateMission')[0].body).toMatchObject({ type: 'T', mission_manager: ALAN.id, mission_benchmarks: [{ id: TIM.id, benchmark_type: 'employee' }] });
  });
});
