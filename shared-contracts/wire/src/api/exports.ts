import { z } from './zod';
import { activityQuery } from './activity';
import { NOT_A_COMPANY_USER } from './company';
import type { EndpointContract } from './common';

/**
 * The company's exports: a table of its own data as a CSV or XLSX file in the admin's language
 * (docs/decisions.md, "Exports"). Each export shows what its page shows, with the same numbers
 * (the same services compute them), is the active company's only, and is recorded in the
 * activity trail (`export.made`). Text cells a spreadsheet would read as a formula carry a
 * leading single quote.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The company pages' languages. */
export const EXPORT_LANGS = ['en', 'fr'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];

/** What an export is of: the activity trail's `detail.export`. */
export const EXPORT_KINDS = ['contacts', 'mission_members', 'team_matchings', 'barometer_results', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The exports an account may make per hour (a barometer's is one results reading per group). */
export const EXPORTS_PER_HOUR = 60;

/**
 * A file's name, ASCII letters, digits and dashes so a Content-Disposition header carries it as
 * it is: `contacts-2025-03-01.xlsx`, `rec-001-members-2025-03-01.csv`. The API names its
 * answers so, and the pages save them under the same name.
 */
export function exportFileName(stem: string, format: ExportFormat, day: string): string {
  const ascii = stem
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${ascii || 'export'}-${day}.${format}`;
}

const pkParam = () =>
  z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Must be a valid id');

/** Every export's query: the format, and the language of its headers and words (else Accept-Language, else English). */
const fileQuery = {
  format: z.enum(EXPORT_FORMATS, { error: `Must be one of ${EXPORT_FORMATS.join(', ')}` }),
  lang: z.enum(EXPORT_LANGS, { error: `Must be one of ${EXPORT_LANGS.join(', ')}` }).optional(),
};

/** The answer: the file itself, as an attachment named in Content-Disposition. */
const exportFile = z
  .unknown()
  .describe('text/csv (UTF-8 with a byte-order mark, comma-separated) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

const TOO_MANY = `or more than ${EXPORTS_PER_HOUR} exports in an hour by this account`;

export const exportCompanyContacts = {
  method: 'GET',
  path: '/company/export/contacts/',
  public: false,
  operationId: 'exportCompanyContacts',
  summary: "The active company's contacts with their status, as a CSV or XLSX file",
  description: 'First name, last name, e-mail, phone, role, confidential and status, in the words of Company Contacts.',
  errors: { 403: NOT_A_COMPANY_USER, 429: TOO_MANY },
  query: z.object(fileQuery),
  response: exportFile,
} as const satisfies EndpointContract;

export const exportMissionMembers = {
  method: 'GET',
  path: '/company/export/mission_members/',
  public: false,
  operationId: 'exportMissionMembers',
  summary: "A recruitment, mobility or onboarding mission's members with their scores, as a CSV or XLSX file",
  description:
    "Each member against the mission's manager (or `source`, a team member of the mission), with the scores of the mission details in whole percent; a member or manager who has not finished is said instead of scores.",
  errors: {
    403: NOT_A_COMPANY_USER,
    404: 'no recruitment, mobility or onboarding mission of this pk in the active company, or source is not its manager or a team member of it',
    429: TOO_MANY,
  },
  query: z.object({ pk: pkParam(), source: pkParam().optional(), ...fileQuery }),
  response: exportFile,
} as const satisfies EndpointContract;

export const exportTeamMatchings = {
  method: 'GET',
  path: '/company/export/team_matchings/',
  public: false,
  operationId: 'exportTeamMatchings',
  summary: "A team building mission's pairs with their scores, weakest first, as a CSV or XLSX file",
  description: 'Every pair of the team (the manager and the team members) who have finished, as All Matchings lists them, with RI and the fibers in whole percent.',
  errors: { 400: 'or the mission is not a team building one', 403: NOT_A_COMPANY_USER, 404: 'no mission of this pk in the active company', 429: TOO_MANY },
  query: z.object({ pk: pkParam(), ...fileQuery }),
  response: exportFile,
} as const satisfies EndpointContract;

export const exportBarometerResults = {
  method: 'GET',
  path: '/company/export/barometer_results/',
  public: false,
  operationId: 'exportBarometerResults',
  summary: "A barometer survey's released results, as a CSV or XLSX file",
  description:
    'The figures the results page may show, for everyone and for each demographic group, through the same anonymity rule: a hidden group is a row saying why, never figures; no response is ever exported.',
  errors: {
    403: `${NOT_A_COMPANY_USER}, or a company without the barometer option`,
    404: 'no barometer survey of this pk (mission) in the active company',
    429: TOO_MANY,
  },
  query: z.object({ mission: pkParam(), ...fileQuery }),
  response: exportFile,
} as const satisfies EndpointContract;

export const exportCompanyActivity = {
  method: 'GET',
  path: '/company/export/activity/',
  public: false,
  operationId: 'exportCompanyActivity',
  summary: "The active company's activity trail, newest first, as a CSV or XLSX file",
  description:
    "Every entry kept (13 months), or those of one kind or one admin as the Activity page filters them: when (in the company's calendar), who, what with its detail, the subject and the address.",
  errors: { 403: NOT_A_COMPANY_USER, 429: TOO_MANY },
  query: activityQuery.pick({ kind: true, person: true }).extend(fileQuery),
  response: exportFile,
} as const satisfies EndpointContract;
