import type { BarometerMode } from '@rapport/wire/api/barometer';
import type { CompanyContact } from '@rapport/wire/api/company';
import { isCandidateType, isEmployeeType, MISSION_LIMITS, requiresManager, requiresMembers, takesCandidateMembers } from '@rapport/wire/api/mission-rules';
import { dayOf, isCalendarDay } from '@rapport/wire/entities/calendar-day';
import type { BenchmarkType } from '@rapport/wire/entities/mission';
import { BAROMETER_QUESTIONNAIRE, type QuestionnaireType } from '@rapport/wire/entities/questionnaire';
import type { MissionResponse } from '../../../lib/api/missions-api';

/** The mission kinds this form edits: recruitment, mobility, onboarding, team building, values, and barometer surveys. */
export type FormKind = 'R' | 'M' | 'O' | 'T' | 'V' | 'B';

/** Which people fields a kind's form shows (spec sections 2 and 5). */
export interface KindFields {
  /** the manager (the person to onboard in onboarding), shown where the kind requires one (not values missions) */
  manager: boolean;
  /** the members checklist: candidates, internal candidates, mentors, values members; not in team building */
  members: boolean;
  /** the team table (benchmark rows): mobility, recruitment and team building */
  team: boolean;
}

export const KIND_FIELDS: Record<FormKind, KindFields> = {
  R: { manager: requiresManager('R'), members: true, team: true },
  M: { manager: requiresManager('M'), members: true, team: true },
  // onboarding starts with one empty team row but does not show the table (spec section 2)
  O: { manager: requiresManager('O'), members: true, team: false },
  T: { manager: requiresManager('T'), members: false, team: true },
  V: { manager: requiresManager('V'), members: true, team: false },
  // a barometer survey is answered anonymously from its link: it names nobody
  B: { manager: requiresManager('B'), members: false, team: false },
};

export interface TeamRow {
  /** a stable key for React (rows come and go) */
  key: number;
  /** a contact id as the select holds it ('' until chosen) */
  contact: string;
  role: BenchmarkType;
}

export interface MissionFormValues {
  mission_name: string;
  reference: string;
  /** the chosen day of the company's calendar, YYYY-MM-DD as the date input holds it and the API takes it */
  end_date: string;
  mission_description: string;
  /** a questionnaire type's pk ('' until chosen) */
  questionnaire: string;
  /** the manager's (person to onboard's) contact id ('' until chosen) */
  manager: string;
  /** candidates, internal candidates or mentors */
  members: number[];
  team: TeamRow[];
  /** a barometer survey's mode, chosen at creation only (public by default, as the server's) */
  barometer_mode: BarometerMode;
}

export type CheckedField = 'mission_name' | 'reference' | 'end_date' | 'mission_description' | 'questionnaire' | 'manager' | 'members';
/** The fields in the order of the form: the first invalid one gets the focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = ['mission_name', 'reference', 'end_date', 'mission_description', 'questionnaire', 'manager', 'members'];
/** A field a server error can land on: the checked ones and the team table. */
export type FormField = CheckedField | 'team';

/** An error as an i18n key (namespace `company`) and its values. */
export interface FormError {
  key: string;
  values?: Record<string, string | number>;
}
export type FormErrors = Partial<Record<CheckedField, FormError>>;

export const FORM_ERRORS = {
  required: { key: 'missionForm.errors.required' },
  futureDate: { key: 'missionForm.errors.futureDate' },
  tooLong: (max: number): FormError => ({ key: 'missionForm.errors.tooLong', values: { max } }),
} as const;

/**
 * Spec section 5: every rule of the form's own fields, in its messages, with the contract's
 * limits and the server's per-kind rules (mission-rules). `today` is the company's day
 * (YYYY-MM-DD, lib/company-day), the one the server compares with.
 */
export function missionFormErrors(values: MissionFormValues, kind: FormKind, today: string): FormErrors {
  const errors: FormErrors = {};
  const text = (field: 'mission_name' | 'reference' | 'mission_description') => {
    const value = values[field].trim();
    if (!value) errors[field] = FORM_ERRORS.required;
    else if (value.length > MISSION_LIMITS[field]) errors[field] = FORM_ERRORS.tooLong(MISSION_LIMITS[field]);
  };
  text('mission_name');
  text('reference');
  if (!isCalendarDay(values.end_date)) errors.end_date = FORM_ERRORS.required;
  // a mission ends at the end of its day: today is still in the future (days compare as text)
  else if (values.end_date < today) errors.end_date = FORM_ERRORS.futureDate;
  text('mission_description');
  if (!values.questionnaire) errors.questionnaire = FORM_ERRORS.required;
  // spec section 5: the manager is required but for values missions, candidates in recruitment
  if (requiresManager(kind) && !values.manager) errors.manager = FORM_ERRORS.required;
  if (requiresMembers(kind) && values.members.length === 0) errors.members = FORM_ERRORS.required;
  return errors;
}

let nextRowKey = 1;
export const teamRow = (contact = '', role: BenchmarkType = 'employee'): TeamRow => ({ key: nextRowKey++, contact, role });

/** A new mission: one empty team row (onboarding too, spec section 2, though it hides the table). */
export const emptyMission = (): MissionFormValues => ({
  mission_name: '',
  reference: '',
  end_date: '',
  mission_description: '',
  questionnaire: '',
  manager: '',
  members: [],
  team: [teamRow()],
  barometer_mode: 'public',
});

/** A saved mission as the form holds it; `timeZone` is the company's (lib/company-day). */
export function valuesOf(mission: MissionResponse, timeZone: string): MissionFormValues {
  const team = mission.mission_benchmarks.map((benchmark) => teamRow(String(benchmark.contact.id), benchmark.benchmark_type));
  return {
    mission_name: mission.mission_name,
    reference: mission.reference,
    // the day as the API says it, read through no local time: the same in every browser (an
    // API of the release before sent a moment: its day in the company's calendar)
    end_date: dayOf(mission.mission_end_date, timeZone) ?? '',
    mission_description: mission.mission_description,
    questionnaire: mission.default_questionnaire_type === null ? '' : String(mission.default_questionnaire_type),
    manager: mission.mission_manager ? String(mission.mission_manager.id) : '',
    members: mission.mission_member.map((contact) => contact.id),
    team: team.length > 0 ? team : [teamRow()],
    // the mission does not say it, and an update does not change it: the form shows the survey's own
    barometer_mode: 'public',
  };
}

/**
 * The questionnaires a kind's form offers: a barometer survey takes the barometer
 * questionnaire, every other mission any other (the server refuses the mix).
 */
export const questionnairesFor = (kind: FormKind, types: readonly QuestionnaireType[]): QuestionnaireType[] =>
  types.filter((type) => (type.questionnaire_type === BAROMETER_QUESTIONNAIRE) === (kind === 'B'));

/** The preselected questionnaire: the type made the company's default, else `standard`, else the first. */
export function defaultQuestionnaire(types: readonly QuestionnaireType[], companyPk: number | null): QuestionnaireType | null {
  return (
    types.find((type) => companyPk !== null && type.default_companies.includes(companyPk)) ??
    types.find((type) => type.questionnaire_type === 'standard') ??
    types[0] ??
    null
  );
}

export const isEmployee = (contact: CompanyContact): boolean => isEmployeeType(contact.contact_type);
export const isCandidate = (contact: CompanyContact): boolean => isCandidateType(contact.contact_type);

/**
 * Spec section 5: recruitment candidates and values members are candidates; mobility's
 * internal candidates and onboarding's mentors are employees.
 */
export const memberTypes = (kind: FormKind): readonly ('C' | 'E')[] => (takesCandidateMembers(kind) ? ['C'] : ['E']);

/**
 * The contacts each picker offers (spec section 5): manager and team members are employees,
 * members as `memberTypes` says, and a contact chosen in one role is offered in no other.
 */
export function pickerOptions(contacts: readonly CompanyContact[], values: MissionFormValues, kind: FormKind) {
  const manager = values.manager ? Number(values.manager) : null;
  const members = new Set(values.members);
  const teamIds = values.team.filter((row) => row.contact).map((row) => Number(row.contact));
  const inTeam = new Set(teamIds);
  const employees = contacts.filter(isEmployee);
  const memberPool = memberTypes(kind)[0] === 'C' ? contacts.filter(isCandidate) : employees;
  return {
    manager: employees.filter((contact) => !members.has(contact.id) && !inTeam.has(contact.id)),
    members: memberPool.filter((contact) => contact.id !== manager && !inTeam.has(contact.id)),
    /** a row's options: its own contact stays, those of the other rows and roles go */
    team: (row: TeamRow) =>
      employees.filter(
        (contact) => contact.id !== manager && !members.has(contact.id) && (String(contact.id) === row.contact || !inTeam.has(contact.id)),
      ),
  };
}

/** What the form does not edit but must keep: an update without them would drop them. */
export interface KeptPeople {
  mission_viewers: number[];
  mission_delegates: number[];
}

/**
 * The createMission / updateMission body (contract missionFields): texts trimmed, the chosen
 * day as it is, team rows without a contact dropped (spec section 5). A values mission has
 * no manager. A new barometer survey says its mode; an update never does (the server keeps the
 * mode a survey was created with).
 */
export function missionRequest(values: MissionFormValues, kind: FormKind, companyPk: number | null, kept: KeptPeople, creating = false) {
  return {
    ...(creating && kind === 'B' && { barometer_mode: values.barometer_mode }),
    mission_name: values.mission_name.trim(),
    reference: values.reference.trim(),
    mission_description: values.mission_description.trim(),
    mission_end_date: values.end_date,
    type: kind,
    ...(companyPk !== null && { company: companyPk }),
    default_questionnaire_type: Number(values.questionnaire),
    mission_manager: KIND_FIELDS[kind].manager && values.manager ? Number(values.manager) : null,
    mission_member: values.members,
    mission_viewers: kept.mission_viewers,
    mission_delegates: kept.mission_delegates,
    mission_benchmarks: values.team.filter((row) => row.contact).map((row) => ({ id: Number(row.contact), benchmark_type: row.role })),
  };
}

/** The form's field a server error names (`field`, maybe with a path after a dot). */
const SERVER_FIELDS: Record<string, FormField> = {
  mission_name: 'mission_name',
  reference: 'reference',
  mission_end_date: 'end_date',
  mission_description: 'mission_description',
  default_questionnaire_type: 'questionnaire',
  mission_manager: 'manager',
  mission_member: 'members',
  mission_benchmarks: 'team',
};

export function serverField(error: unknown): FormField | null {
  const field = (error as { data?: { field?: unknown } | null } | null | undefined)?.data?.field;
  if (typeof field !== 'string') return null;
  return SERVER_FIELDS[field.split(/[.[]/)[0]] ?? null;
}
