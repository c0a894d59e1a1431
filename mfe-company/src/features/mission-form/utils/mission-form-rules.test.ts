import { mission, person } from '../../../testing/mission-fixtures';
import {
  emptyMission,
  missionFormErrors,
  missionRequest,
  pickerOptions,
  questionnairesFor,
  serverField,
  teamRow,
  valuesOf,
  type FormKind,
  type MissionFormValues,
} from './mission-form-rules';

const valid = (): MissionFormValues => ({
  ...emptyMission(),
  mission_name: 'Backend developer',
  reference: 'REC-1',
  end_date: '2099-12-31',
  mission_description: 'Payments team',
  questionnaire: '4',
  manager: '3',
  members: [11],
});
const keys = (values: MissionFormValues, kind: FormKind = 'R') =>
  Object.fromEntries(Object.entries(missionFormErrors(values, kind, '2026-06-15')).map(([field, error]) => [field, error.key]));

describe('the mission form rules', () => {
  it('accepts a complete mission', () => {
    expect(keys(valid())).toEqual({});
  });

  it('requires every text, the end date, the questionnaire and the manager; candidates in recruitment only', () => {
    const blank = { ...emptyMission(), mission_name: '   ' };
    expect(keys(blank)).toEqual({
      mission_name: 'missionForm.errors.required',
      reference: 'missionForm.errors.required',
      end_date: 'missionForm.errors.required',
      mission_description: 'missionForm.errors.required',
      questionnaire: 'missionForm.errors.required',
      manager: 'missionForm.errors.required',
      members: 'missionForm.errors.required',
    });
    expect(keys({ ...valid(), members: [] }, 'M')).toEqual({});
    expect(keys({ ...valid(), members: [] }, 'O')).toEqual({});
  });

  it('limits reference to 20, name to 80, description to 1000 characters (trimmed)', () => {
    const errors = missionFormErrors(
      { ...valid(), reference: 'R'.repeat(21), mission_name: 'N'.repeat(81), mission_description: 'D'.repeat(1001) },
      'R',
      '2026-06-15',
    );
    expect(errors.reference).toEqual({ key: 'missionForm.errors.tooLong', values: { max: 20 } });
    expect(errors.mission_name?.values).toEqual({ max: 80 });
    expect(errors.mission_description?.values).toEqual({ max: 1000 });
    expect(keys({ ...valid(), reference: ` ${'R'.repeat(20)} ` })).toEqual({});
  });

  it('takes today or a later day as end date', () => {
    expect(keys({ ...valid(), end_date: '2026-06-14' })).toEqual({ end_date: 'missionForm.errors.futureDate' });
    expect(keys({ ...valid(), end_date: '2026-06-15' })).toEqual({});
    expect(keys({ ...valid(), end_date: '2026-02-30' })).toEqual({ end_date: 'missionForm.errors.required' });
  });

  it('sends the chosen day as it is, a calendar day, never a moment of the browser’s time zone', () => {
    const request = (end_date: string) => missionRequest({ ...valid(), end_date }, 'R', 7, { mission_viewers: [], mission_delegates: [] });
    expect(request('2099-12-31').mission_end_date).toBe('2099-12-31');
    expect(keys({ ...valid(), end_date: '31/12/2099' })).toEqual({ end_date: 'missionForm.errors.required' });
  });

  it('drops team rows without a contact and keeps what the form does not edit', () => {
    const values = { ...valid(), team: [teamRow('4', 'manager'), teamRow(), teamRow('5')] };
    expect(missionRequest(values, 'R', 7, { mission_viewers: [21], mission_delegates: [22] })).toMatchObject({
      type: 'R',
      company: 7,
      default_questionnaire_type: 4,
      mission_manager: 3,
      mission_member: [11],
      mission_viewers: [21],
      mission_delegates: [22],
      mission_benchmarks: [
        { id: 4, benchmark_type: 'manager' },
        { id: 5, benchmark_type: 'employee' },
      ],
    });
  });

  it('offers employees (E and M) as manager and team, candidates or employees as members by kind, each contact in one role', () => {
    const contacts = [
      person('Alan', 'Turing', { id: 3, contact_type: 'E' }),
      person('Grace', 'Hopper', { id: 4, contact_type: 'M' }),
      person('Tim', 'Berners-Lee', { id: 5, contact_type: 'E' }),
      person('Ada', 'Lovelace', { id: 11, contact_type: 'C' }),
    ];
    const ids = (list: readonly { id: number }[]) => list.map((contact) => contact.id);
    const row = teamRow('4');
    const values = { ...valid(), manager: '3', members: [] as number[], team: [row, teamRow()] };
    const recruitment = pickerOptions(contacts, values, 'R');
    expect(ids(recruitment.manager)).toEqual([3, 5]);
    expect(ids(recruitment.members)).toEqual([11]);
    expect(ids(recruitment.team(row))).toEqual([4, 5]);
    expect(ids(recruitment.team(values.team[1]))).toEqual([5]);
    const mobility = pickerOptions(contacts, { ...values, members: [5] }, 'M');
    expect(ids(mobility.members)).toEqual([5]);
    expect(ids(mobility.manager)).toEqual([3]);
    expect(ids(mobility.team(values.team[1]))).toEqual([]);
  });

  it('reads a saved mission into the form, its end date the same day in any time zone', () => {
    const saved = mission({ mission_end_date: '2099-01-02', mission_manager: person('Alan', 'Turing', { id: 3 }) });
    expect(valuesOf(saved, 'Europe/Paris')).toMatchObject({ end_date: '2099-01-02', manager: '3', questionnaire: '4', team: [{ contact: '', role: 'employee' }] });
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) expect(valuesOf(saved, zone).end_date).toBe('2099-01-02');
    // an API of the release before sent the last moment of the day picked (here in a UTC browser)
    const before = mission({ mission_end_date: '2099-01-02T23:59:59.999Z' });
    expect([valuesOf(before, 'Europe/Paris').end_date, valuesOf(before, 'UTC').end_date]).toEqual(['2099-01-02', '2099-01-02']);
  });

  it("finds the form's field of a server error", () => {
    expect(serverField({ data: { field: 'mission_end_date' } })).toBe('end_date');
    expect(serverField({ data: { field: 'mission_member.2' } })).toBe('members');
    expect(serverField({ data: { field: 'company' } })).toBeNull();
    expect(serverField({ status: 500 })).toBeNull();
  });

  it('requires the manager in team building, not in values; members in neither', () => {
    expect(keys({ ...valid(), manager: '', members: [] }, 'T')).toEqual({ manager: 'missionForm.errors.required' });
    expect(keys({ ...valid(), manager: '', members: [] }, 'V')).toEqual({});
  });

  it('offers candidates as values members, employees as team building manager and team', () => {
    const contacts = [person('Alan', 'Turing', { id: 3, contact_type: 'E' }), person('Grace', 'Hopper', { id: 4, contact_type: 'M' }), person('Ada', 'Lovelace', { id: 11, contact_type: 'C' })];
    const ids = (list: readonly { id: number }[]) => list.map((contact) => contact.id);
    const values = { ...valid(), manager: '', members: [] as number[], team: [teamRow()] };
    expect(ids(pickerOptions(contacts, values, 'V').members)).toEqual([11]);
    const team = pickerOptions(contacts, { ...values, manager: '3' }, 'T');
    expect(ids(team.manager)).toEqual([3, 4]);
    expect(ids(team.team(values.team[0]))).toEqual([4]);
  });

  it('sends no manager for a values mission', () => {
    expect(missionRequest({ ...valid(), manager: '3' }, 'V', 7, { mission_viewers: [], mission_delegates: [] })).toMatchObject({ type: 'V', mission_manager: null });
    expect(missionRequest({ ...valid(), team: [teamRow(), teamRow('4', 'manager')] }, 'T', 7, { mission_viewers: [], mission_delegates: [] })).toMatchObject({
      type: 'T',
      mission_manager: 3,
      mission_benchmarks: [{ id: 4, benchmark_type: 'manager' }],
    });
  });
});

describe('the barometer survey rules', () => {
  const types = [
    { pk: 1, questionnaire_type: 'standard', default_companies: [] },
    { pk: 9, questionnaire_type: 'barometer', default_companies: [] },
    { pk: 4, questionnaire_type: 'workplace', default_companies: [7] },
  ];

  it('offers a survey the barometer questionnaire only, every other mission any other', () => {
    expect(questionnairesFor('B', types).map((type) => type.pk)).toEqual([9]);
    expect(questionnairesFor('R', types).map((type) => type.pk)).toEqual([1, 4]);
  });

  it('needs no manager or member for a survey, and sends it as type B without people', () => {
    const values = { ...valid(), manager: '', members: [] };
    expect(keys(values, 'B')).toEqual({});
    expect(missionRequest(values, 'B', 7, { mission_viewers: [], mission_delegates: [] })).toEqual(
      expect.objectContaining({ type: 'B', default_questionnaire_type: 4, mission_manager: null, mission_member: [], mission_benchmarks: [] }),
    );
  });

  it("sends a new survey's mode, never an update's nor another kind's", () => {
    const kept = { mission_viewers: [], mission_delegates: [] };
    const values = { ...valid(), barometer_mode: 'invited' as const };
    expect(missionRequest(values, 'B', 7, kept, true)).toMatchObject({ barometer_mode: 'invited' });
    expect(missionRequest(values, 'B', 7, kept)).not.toHaveProperty('barometer_mode');
    expect(missionRequest(values, 'R', 7, kept, true)).not.toHaveProperty('barometer_mode');
    expect(emptyMission().barometer_mode).toBe('public');
  });
});
