import { z } from './zod';
import { SELECTED_WORD_COUNT } from '../entities/questionnaire';
import { NOT_A_COMPANY_USER, NOT_THE_ACTIVE_COMPANY } from './company';
import { companyMatching, companyPerson } from './missions';
import { COMPANY_VALUES_LIMITS } from './company-values-rules';
import { cleanText, recordId, requestBody, requiredText, REQUIRED, tooLong, type EndpointContract } from './common';

/**
 * Team building and values (spec sections 2, 3, 4, 7; docs/model.md, teams, avatar and values
 * field): the pairs of a team, its CPI and each member's impact with a "what if" for one more
 * person, the people of a values mission against the company's avatar, and the avatar settings.
 * Every call acts on the caller's active company (403 without one, 404 for another company's
 * mission or contact).
 */

export const TEAM_MESSAGES = {
  /** 403: values calls of a company without the avatar option */
  valuesOff: 'Values are not available for this company.',
  /** 400: the mission is not a team building mission */
  notATeam: 'This mission is not a team building mission.',
  /** 400: the what-if person is already in the team */
  alreadyInTeam: 'This contact is already in the team.',
  /** 400: the avatar's words */
  avatarWords: `Pick exactly ${SELECTED_WORD_COUNT} different words.`,
  /** 400: a word id that is not in the word bank */
  unknownWord: (id: string) => `Unknown word: ${id}`,
  /** 400: two values with the same name */
  fieldTwice: 'Each value needs a name of its own.',
  /** PUT /company/values/ */
  saved: 'Values saved',
} as const;

/** The largest team the team calls take (4,950 pairs at 100). */
export const MAX_TEAM_SIZE = 500;

export const teamMatches = {
  method: 'POST',
  path: '/result/team_matches/',
  public: false,
  operationId: 'matchTeamPairs',
  summary: 'Every pair of a team of people of the active company',
  description: 'People are named by e-mail: one matching per pair of people with a finished result, in the order named (user_1 before user_2).',
  errors: { 403: NOT_A_COMPANY_USER, 404: `${NOT_THE_ACTIVE_COMPANY}, or no contact of the company has an e-mail named` },
  body: requestBody({ contacts: z.array(companyPerson).max(MAX_TEAM_SIZE, 'Too many contacts') }),
  response: z.array(companyMatching),
} as const satisfies EndpointContract;

/** Two members of a team and their relational index (rui_smooth, 0..1). */
export const teamPair = z.object({ contact_1: z.number().int(), contact_2: z.number().int(), rui_smooth: z.number() });
export type TeamPair = z.infer<typeof teamPair>;

export const teamMemberScore = z.object({
  /** contact id */
  contact: z.number().int(),
  /** the manager, or a benchmark's type */
  role: z.enum(['manager', 'employee']),
  finished: z.boolean(),
  /** impact on CPI in whole percent; null when unfinished or when the team without them has no pair */
  impact: z.number().int().nullable(),
});
export type TeamMemberScore = z.infer<typeof teamMemberScore>;

/**
 * A team's scores (docs/model.md, teams): CPI = mean rui_smooth of the pairs of finished members,
 * 2 decimals (0..1); lowest and highest pair; spread = standard deviation of the pair scores.
 * All null without a pair.
 */
export const teamScoresResponse = z.object({
  mission: z.number().int(),
  cpi: z.number().nullable(),
  pair_count: z.number().int(),
  weakest_pair: teamPair.nullable(),
  strongest_pair: teamPair.nullable(),
  spread: z.number().nullable(),
  /** the manager first, then the benchmarks in the mission's order */
  members: z.array(teamMemberScore),
  /** with body.candidate: the team's CPI with that person added, and their impact on it */
  what_if: z
    .object({ contact: z.number().int(), finished: z.boolean(), cpi: z.number().nullable(), impact: z.number().int().nullable() })
    .nullable(),
});
export type TeamScoresResponse = z.infer<typeof teamScoresResponse>;

export const teamScores = {
  method: 'POST',
  path: '/company/team_scores/',
  public: false,
  operationId: 'getTeamScores',
  summary: "A team building mission's scores",
  description:
    "The team is the manager plus the benchmarks: CPI, weakest and strongest pair, spread, each member's impact; with candidate (a contact not in the team), the CPI the team would have with them.",
  errors: {
    400: 'or the mission is not a team building one, or the candidate is in the team already',
    403: NOT_A_COMPANY_USER,
    404: 'no mission of this pk in the active company, or the candidate is not a contact of the company',
  },
  body: requestBody({ mission: recordId(), candidate: recordId().nullable().optional() }),
  response: teamScoresResponse,
} as const satisfies EndpointContract;

/** One person against the company's avatar: professional index and each value's distance (0..1, lower is closer). */
export const contactAvatarMatching = z.object({
  user_id: z.number().int(),
  /** the contact of the active company this user is */
  contact: z.number().int(),
  ircp: z.number(),
  ircp_smooth: z.number(),
  /** by field_name_in_api */
  extra_fields: z.record(z.string(), z.number()),
});
export type ContactAvatarMatching = z.infer<typeof contactAvatarMatching>;

export const getContactAvatarMatchings = {
  method: 'POST',
  path: '/company/get_contact_avatar_matchings/',
  public: false,
  operationId: 'listContactAvatarMatchings',
  summary: "People of the active company against the company's avatar",
  description:
    'People are named by user id: one entry per person with a finished result; an empty list when the company has no avatar or no avatar option.',
  errors: { 403: NOT_A_COMPANY_USER, 404: NOT_THE_ACTIVE_COMPANY },
  body: requestBody({ contacts: z.array(recordId()).max(10_000, 'Too many contacts'), company_id: recordId().optional() }),
  response: z.array(contactAvatarMatching),
} as const satisfies EndpointContract;

// ---- the values settings: the avatar and the extra supported fields --------------------------

const wordId = () => z.string({ error: REQUIRED }).trim().check(cleanText()).min(1, REQUIRED).max(64, 'Must be a word id');

export const companyValueField = z.object({
  /** key in extra_fields; kept when a value is renamed */
  field_name_in_api: z.string(),
  /** the column header */
  field_name_for_user: z.string(),
  /** the words whose weight the distance sums */
  word_ids: z.array(z.string()),
});
export type CompanyValueField = z.infer<typeof companyValueField>;

export const companyValues = z.object({
  /** the avatar's 12 word ids, rank 1 first; empty when none is defined */
  words: z.array(z.string()),
  extra_supported_fields: z.array(companyValueField),
});
export type CompanyValues = z.infer<typeof companyValues>;

const VALUES_REFUSED = `${NOT_A_COMPANY_USER}, or a company without the avatar option`;

export const getCompanyValues = {
  method: 'GET',
  path: '/company/values/',
  public: false,
  operationId: 'getCompanyValues',
  summary: "The active company's avatar (12 ranked words) and its values (extra supported fields)",
  errors: { 403: VALUES_REFUSED },
  response: companyValues,
} as const satisfies EndpointContract;

export const updateCompanyValues = {
  method: 'PUT',
  path: '/company/values/',
  public: false,
  operationId: 'updateCompanyValues',
  summary: "Replace the active company's avatar and values",
  description: `Exactly ${SELECTED_WORD_COUNT} different known words ranked, at most ${COMPANY_VALUES_LIMITS.extra_supported_fields} values each with a name and 1 to ${COMPANY_VALUES_LIMITS.word_ids} words; a value without field_name_in_api gets one made from its name.`,
  errors: {
    400: 'or a rule of the settings is broken (different known words, a name and a key of its own per value): `field` names it',
    403: VALUES_REFUSED,
  },
  body: requestBody({
    words: z.array(wordId()).max(SELECTED_WORD_COUNT * 2, TEAM_MESSAGES.avatarWords),
    extra_supported_fields: z
      .array(
        z.object({
          field_name_in_api: z
            .string()
            .trim()
            .max(COMPANY_VALUES_LIMITS.field_name_in_api, tooLong(COMPANY_VALUES_LIMITS.field_name_in_api))
            .regex(/^[a-z0-9_]*$/, 'Lower-case letters, digits and _ only')
            .optional(),
          field_name_for_user: requiredText(COMPANY_VALUES_LIMITS.field_name_for_user),
          word_ids: z.array(wordId()).min(1, 'Pick at least one word').max(COMPANY_VALUES_LIMITS.word_ids, `Pick at most ${COMPANY_VALUES_LIMITS.word_ids} words`),
        }),
      )
      .max(COMPANY_VALUES_LIMITS.extra_supported_fields, `At most ${COMPANY_VALUES_LIMITS.extra_supported_fields} values`),
  }),
  response: companyValues.extend({ message: z.string() }),
} as const satisfies EndpointContract;
