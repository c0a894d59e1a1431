import { z } from './zod';
import { dayOf } from '../entities/calendar-day';
import { BENCHMARK_TYPES, MISSION_KINDS, MISSION_TYPES } from '../entities/mission';
import { BAROMETER_MODES } from './barometer';
import { companyContact, NOT_A_COMPANY_USER, NOT_THE_ACTIVE_COMPANY } from './company';
import { MISSION_LIMITS } from './mission-rules';
import { cleanText, expected, messageResponse, optionalQueryId, recordId, requestBody, requiredText, REQUIRED, type EndpointContract } from './common';

/**
 * Missions (spec sections 2 to 9): recruitment (R), mobility (M), onboarding (O), team
 * building (T) and values (V), their matchings and matching reports. Every call acts on the
 * caller's active company, like the contacts (403 without a company, 404 for another
 * company's mission or contact).
 */

const NO_SUCH_MISSION = 'no mission of this pk in the active company';
const NO_SUCH_PAIR = 'no contact of one of the ids in the active company';
/** The 400, 403 and 404 of a mission's form (create and update). */
const MISSION_FORM_ERRORS = {
  400: 'or a rule of the form is broken (end date today or later, a manager, members, one role per contact, contact types): `field` names it',
  403: `${NOT_A_COMPANY_USER}, or a barometer survey in a company without the barometer option`,
};

export const MISSION_MESSAGES = {
  added: 'Mission successfully added',
  updated: 'Mission successfully updated',
  archived: 'Mission archived successfully.',
  removed: 'Mission successfully removed',
  /** 400: the end date is before today in the company's calendar */
  futureDate: 'Please select future date',
  /** 404 */
  unknownMission: 'Unknown mission.',
  /** 400: a contact named twice, in two roles or twice in one */
  oneRole: 'A contact can hold only one role in a mission.',
  /** 400: manager and team members (benchmarks) are employees (contact types E or M) */
  employeesOnly: 'The manager and the team members must be employees.',
  /** 400: recruitment candidates and values members are candidates (contact type C) */
  candidatesOnly: 'The candidates must be candidate contacts.',
  /** 400: a contact of the matching call or report without a finished result */
  notFinished: (name: string) => `${name} hasn't completed the evaluation yet`,
  /** 410: the mission link's mission has ended (or was archived) */
  ended: 'This mission has ended: its link no longer accepts answers.',
} as const;

/** A path or query pk (`?pk=12`). */
const pkParam = () =>
  z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Must be a valid id');

export const missionBenchmark = z.object({ contact: companyContact, benchmark_type: z.enum(BENCHMARK_TYPES) });

export const mission = z.object({
  pk: z.number().int(),
  id: z.number().int(),
  mission_name: z.string(),
  mission_type: z.enum(MISSION_TYPES),
  type: z.enum(MISSION_KINDS).nullable(),
  reference: z.string(),
  mission_description: z.string(),
  mission_creation_date: z.string().describe('ISO 8601'),
  /** a day of the company's calendar, the same in every browser: the mission ends at that day's end in the company's time zone */
  mission_end_date: z.iso.date().describe('ISO 8601 calendar date (YYYY-MM-DD): the last day of the mission in the company’s calendar'),
  /** the invitation link is the site origin plus `?mission=<mission_referral>` */
  mission_referral: z.string(),
  mission_manager: companyContact.nullable(),
  /** user id of the company user who created the mission */
  mission_owner: z.number().int().nullable(),
  mission_member: z.array(companyContact),
  mission_viewers: z.array(companyContact),
  mission_delegates: z.array(companyContact),
  mission_benchmarks: z.array(missionBenchmark),
  company: z.number().int(),
  default_questionnaire_type: z.number().int().nullable(),
  default_questionnaire: z.object({ questionnaire_type: z.string() }).nullable(),
  barometer_result_count: z.number().int(),
  /** the end date is today or later in the company's calendar and the mission is not archived: its link accepts answers */
  is_active: z.boolean(),
  /** team building (spec section 2): the team's CPI, mean pair rui_smooth to 2 decimals (0..1); null for other kinds or without a pair */
  cpi: z.number().nullable(),
  /** team building: the smallest pair rui_smooth (0..1); null for other kinds or without a pair */
  lowest_matching_score: z.number().nullable(),
});
export type MissionResponse = z.infer<typeof mission>;

export const listMissions = {
  method: 'GET',
  path: '/company/mission/',
  public: false,
  operationId: 'listMissions',
  summary: "The active company's missions of one type, newest first",
  description: "The caller's own, or with colleagues=true those of the company's other users; archived missions are left out.",
  errors: { 403: NOT_A_COMPANY_USER },
  query: z.object({
    mission_type: z.enum(MISSION_TYPES, { error: `Must be one of ${MISSION_TYPES.join(', ')}` }),
    colleagues: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
  }),
  response: z.array(mission),
} as const satisfies EndpointContract;

/**
 * The end date: a day of the company's calendar, YYYY-MM-DD, today or later there (checked by
 * the server at the call). A date-time is taken as the day it names in the company's time
 * zone (calendar-day.ts, dayOf): clients that send the last moment of the chosen day keep
 * their day.
 */
const endDate = () =>
  z
    .string({ error: expected('text') })
    .trim()
    .check(cleanText())
    .min(1, REQUIRED)
    .refine((value) => dayOf(value, 'UTC') !== null, 'Must be a date (ISO 8601)')
    .describe('ISO 8601 calendar date (YYYY-MM-DD); a date-time is read as the day it names in the company’s time zone');

/**
 * The mission form's fields (spec section 5), limited by MISSION_LIMITS. Cross-field rules
 * (manager required but for values, candidates required in recruitment, one role per contact,
 * contact types) are the server's, answered as 400 with the field at fault; the per-kind ones
 * are in mission-rules.ts, where the form reads them too.
 */
export const missionFields = {
  mission_name: requiredText(MISSION_LIMITS.mission_name),
  reference: requiredText(MISSION_LIMITS.reference),
  mission_description: requiredText(MISSION_LIMITS.mission_description, { multiline: true }),
  mission_end_date: endDate(),
  /** the kind of mission; B: a barometer survey (the barometer questionnaire, no people: any sent are ignored) */
  type: z.enum(MISSION_TYPES, { error: REQUIRED }),
  /** the company pk; the active company when absent */
  company: optionalQueryId(),
  /** questionnaire type pk */
  default_questionnaire_type: recordId(),
  /** contact id; required but for values missions */
  mission_manager: recordId().nullable().optional(),
  mission_member: z.array(recordId()).max(5000, 'Too many contacts').default([]),
  mission_viewers: z.array(recordId()).max(5000, 'Too many contacts').default([]),
  mission_delegates: z.array(recordId()).max(5000, 'Too many contacts').default([]),
  /** a barometer's mode, chosen at creation (public when absent; ignored on update and for other kinds) */
  barometer_mode: z.enum(BAROMETER_MODES, { error: `Must be one of ${BAROMETER_MODES.join(', ')}` }).optional(),
  mission_benchmarks: z
    .array(z.object({ id: recordId(), benchmark_type: z.enum(BENCHMARK_TYPES, { error: `Must be one of ${BENCHMARK_TYPES.join(', ')}` }) }))
    .max(5000, 'Too many contacts')
    .default([]),
};

export const createMission = {
  method: 'POST',
  path: '/company/mission/',
  public: false,
  operationId: 'createMission',
  summary: 'Create a mission of the active company, or a duplicate',
  description: 'A duplicate has the same fields, the reference with " (1)". Answers the new mission.',
  body: requestBody(missionFields),
  response: mission,
  errors: { ...MISSION_FORM_ERRORS, 404: `${NOT_THE_ACTIVE_COMPANY} (company), or a contact named is not the company's (\`field\` names it)` },
} as const satisfies EndpointContract;

const missionPk = z.object({ pk: pkParam() });

export const getMission = {
  method: 'GET',
  path: '/company/mission_update/',
  public: false,
  operationId: 'getMission',
  summary: 'One mission of the active company',
  errors: { 403: NOT_A_COMPANY_USER, 404: NO_SUCH_MISSION },
  query: missionPk,
  response: mission,
} as const satisfies EndpointContract;

export const updateMission = {
  method: 'PUT',
  path: '/company/mission_update/',
  public: false,
  operationId: 'updateMission',
  summary: 'Change a mission, or archive it (without a body)',
  description:
    'With a body, every field of the form (removing a member is an update without them). Without a body, the mission is archived: it leaves the lists and its link stops.',
  errors: { ...MISSION_FORM_ERRORS, 404: `${NO_SUCH_MISSION}, ${NOT_THE_ACTIVE_COMPANY} (company), or a contact named is not the company's` },
  query: missionPk,
  // nullish: Fastify hands a request without a body to the validator as null
  body: z.object(missionFields).nullish(),
  response: messageResponse,
} as const satisfies EndpointContract;

export const deleteMission = {
  method: 'DELETE',
  path: '/company/mission_update/',
  public: false,
  operationId: 'deleteMission',
  summary: 'Delete a mission (its contacts stay in the company)',
  errors: { 403: NOT_A_COMPANY_USER, 404: NO_SUCH_MISSION },
  query: missionPk,
  response: messageResponse,
} as const satisfies EndpointContract;

// ---- matchings -----------------------------------------------------------------------------

/** A person of the company, as the matching and team calls name them. */
export const companyPerson = z.object({ company_id: recordId(), email: z.string({ error: REQUIRED }).trim().check(cleanText()).min(1, REQUIRED).max(254) });

/** The company matching result between two people (spec section 3); ratios 0..1. */
export const companyMatching = z.object({
  /** e-mail addresses of the two contacts */
  user_1: z.string(),
  user_2: z.string(),
  rui_smooth: z.number(),
  immediate_harmony_smooth: z.number(),
  deep_compatibility_smooth: z.number(),
  complementarity_smooth: z.number(),
  similarity_smooth: z.number(),
  understanding_smooth: z.number(),
  ircp: z.number(),
  ircp_smooth: z.number(),
  /** onboarding's integration index (0.6 FE + 0.4 CO), null when either is missing or zero */
  integration_index: z.number().nullable(),
});
export type CompanyMatching = z.infer<typeof companyMatching>;

export const avatarMatching = z.object({ user_1: z.string(), user_2: z.string(), ircp: z.number(), ircp_smooth: z.number() });
export type AvatarMatching = z.infer<typeof avatarMatching>;

export const matchContacts = {
  method: 'POST',
  path: '/result/match_contacts/',
  public: false,
  operationId: 'matchCompanyContacts',
  summary: 'Match a person of the active company against others',
  description:
    "People of the active company are named by e-mail: one matching of the source per target with a finished result; with the company's avatar, each finished person's professional index against it (user_1 is then 'avatar').",
  errors: { 403: NOT_A_COMPANY_USER, 404: `${NOT_THE_ACTIVE_COMPANY}, or no contact of the company has an e-mail named` },
  body: requestBody({
    source: companyPerson,
    target: z.array(companyPerson).max(10_000, 'Too many contacts'),
  }),
  response: z.object({ source_target_matching: z.array(companyMatching), avatar_target_matching: z.array(avatarMatching) }),
} as const satisfies EndpointContract;

export const MATCHING_REPORT_LANGS = ['en', 'fr'] as const;

export const matchingResultPdf = {
  method: 'POST',
  path: '/company/matching_result_pdf/',
  public: false,
  operationId: 'getMatchingReportLinks',
  summary: 'The links of the matching report of two contacts of the active company',
  description: 'Paths under the API base, in en and fr; the report is drawn in the background (queued here) unless it is stored already.',
  errors: {
    400: 'or either contact has not finished',
    403: `${NOT_A_COMPANY_USER}, or a confidential contact`,
    404: NO_SUCH_PAIR,
  },
  body: requestBody({ contact_1: recordId(), contact_2: recordId() }),
  response: z.object({ matching_pdf_en: z.string(), matching_pdf_fr: z.string() }),
} as const satisfies EndpointContract;

export const getMatchingReport = {
  method: 'GET',
  path: '/company/matching_report/:contact_1/:contact_2/:lang/',
  public: false,
  operationId: 'getMatchingReport',
  summary: 'The matching report (PDF) of two contacts of the active company',
  errors: {
    400: 'or either contact has not finished',
    403: `${NOT_A_COMPANY_USER}, or a confidential contact`,
    404: NO_SUCH_PAIR,
  },
  params: z.object({
    contact_1: pkParam(),
    contact_2: pkParam(),
    lang: z.enum(MATCHING_REPORT_LANGS, { error: `Must be one of ${MATCHING_REPORT_LANGS.join(', ')}` }),
  }),
  response: z.unknown().describe('application/pdf'),
} as const satisfies EndpointContract;

/** `/company/matching_report/3/7/fr/`: the path matching_result_pdf answers. */
export const matchingReportPath = (contact1: number, contact2: number, lang: (typeof MATCHING_REPORT_LANGS)[number]): string =>
  `/company/matching_report/${contact1}/${contact2}/${lang}/`;

// ---- the mission link ----------------------------------------------------------------------

export const isMissionActive = {
  method: 'GET',
  path: '/company/is_mission_active/',
  public: true,
  operationId: 'getMissionLinkStatus',
  summary: 'Whether a mission link still accepts answers (its end date is not past and it is not archived)',
  errors: { 404: 'an unknown mission link' },
  query: z.object({ mission_referral: z.string({ error: REQUIRED }).trim().check(cleanText()).min(1, REQUIRED).max(64, 'Maximum 64 characters are allowed.') }),
  response: z.object({ is_active: z.boolean() }),
} as const satisfies EndpointContract;
