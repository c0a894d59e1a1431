import { z } from './zod';
import {
  BAROMETER_MAX_THRESHOLD,
  BAROMETER_MESSAGES,
  BAROMETER_MIN_THRESHOLD,
  BAROMETER_MODES,
  BAROMETER_REFUSED,
  barometerTexts,
  COMPANY_GONE,
  NO_SUCH_SURVEY,
  optionPk,
  pkParam,
} from './barometer';
import { BAROMETER_TEXT_LANGUAGES, BAROMETER_TEXT_LIMITS, hasTexts } from './barometer-texts';
import { expected, optionalText, requestBody, type EndpointContract } from './common';

/**
 * The company's administration of its barometer: a survey's mode and counters, its personal
 * invitations, the settings (the minimum group size) and the survey page's texts per language.
 * Company calls on the caller's active company, 403 without one or without the barometer
 * option (barometer.ts says the rest of the barometer: the public calls and the results).
 */

// ---- company: survey administration -------------------------------------------------------

export const barometerSurvey = z.object({
  mission: z.number().int(),
  mode: z.enum(BAROMETER_MODES),
  /** the minimum group size in force for this survey */
  threshold: z.number().int(),
  /** the responses already released (the figures are about these) */
  released_count: z.number().int(),
  /** invited: personal links sent; 0 for a public survey */
  links_sent: z.number().int(),
  /** invited: how many of them were used (never which), as of the last release: it moves in steps like the results */
  links_used: z.number().int(),
  /** invited: the contacts already sent a link (so nobody gets two) */
  invited_contacts: z.array(z.number().int()),
  /** public submits refused because one visitor sent too many answers to this survey in a short time */
  refused_count: z.number().int(),
});
export type BarometerSurveyResponse = z.infer<typeof barometerSurvey>;

export const getBarometerSurvey = {
  method: 'GET',
  path: '/company/barometer_survey/',
  public: false,
  operationId: 'getBarometerSurvey',
  summary: "A barometer survey's administration",
  description:
    'Its mode, the threshold in force, how many responses were released, personal links sent and used (never which), the contacts invited, and the public submits refused by the per-visitor limit.',
  errors: { 403: BAROMETER_REFUSED, 404: NO_SUCH_SURVEY },
  query: z.object({ mission: pkParam() }),
  response: barometerSurvey,
} as const satisfies EndpointContract;

export const sendBarometerInvitations = {
  method: 'POST',
  path: '/company/barometer_invitations/',
  public: false,
  operationId: 'sendBarometerInvitations',
  summary: 'Mail a personal single-use survey link to each contact named',
  description:
    'Company contacts with an address; those already invited are skipped. Invited surveys only, while they accept answers; the link stores nothing that joins it back to the contact.',
  errors: {
    400: 'or a contact is unknown or has no address, the survey is not an invited one, or it no longer accepts answers',
    403: BAROMETER_REFUSED,
    404: NO_SUCH_SURVEY,
  },
  query: z.object({ mission: pkParam() }),
  body: requestBody({
    contacts: z
      .array(optionPk(), { error: expected('a list of contact ids') })
      .min(1, BAROMETER_MESSAGES.noContacts)
      .max(5000, 'Too many contacts'),
  }),
  response: z.object({ message: z.string(), sent: z.number().int(), already_invited: z.number().int() }),
} as const satisfies EndpointContract;
export type SendBarometerInvitationsResponse = z.infer<typeof sendBarometerInvitations.response>;

// ---- company: settings ---------------------------------------------------------------------

export const barometerSettings = z.object({
  /** the smallest group whose answers are shown (default 5, at least 3); lowering it applies to surveys created afterwards */
  barometer_threshold: z.number().int(),
});
export type BarometerSettingsResponse = z.infer<typeof barometerSettings>;

export const getBarometerSettings = {
  method: 'GET',
  path: '/company/barometer_settings/',
  public: false,
  operationId: 'getBarometerSettings',
  summary: "The active company's barometer settings: the minimum group size under which results are hidden",
  errors: { 403: BAROMETER_REFUSED, 404: COMPANY_GONE },
  response: barometerSettings,
} as const satisfies EndpointContract;

export const updateBarometerSettings = {
  method: 'PUT',
  path: '/company/barometer_settings/',
  public: false,
  operationId: 'updateBarometerSettings',
  summary: `Change the active company's minimum group size (${BAROMETER_MIN_THRESHOLD} to ${BAROMETER_MAX_THRESHOLD}); answers the settings`,
  errors: { 403: BAROMETER_REFUSED },
  body: requestBody({
    barometer_threshold: z
      .number({ error: expected('a whole number') })
      .int('Must be a whole number')
      .min(BAROMETER_MIN_THRESHOLD, BAROMETER_MESSAGES.thresholdMin)
      .max(BAROMETER_MAX_THRESHOLD, BAROMETER_MESSAGES.thresholdMax),
  }),
  response: barometerSettings,
} as const satisfies EndpointContract;

const textSetInput = () =>
  requestBody({
    header1: optionalText(BAROMETER_TEXT_LIMITS.header1),
    header2: optionalText(BAROMETER_TEXT_LIMITS.header2),
    intro: optionalText(BAROMETER_TEXT_LIMITS.intro, { multiline: true }),
  });

export const getBarometerTexts = {
  method: 'GET',
  path: '/company/barometer_texts/',
  public: false,
  operationId: 'getBarometerTexts',
  summary: "The active company's survey page texts in each survey language, and the default language",
  description: "Each language's title, subtitle and introduction; the default language's are shown whole in a language without texts.",
  errors: { 403: BAROMETER_REFUSED, 404: COMPANY_GONE },
  response: barometerTexts,
} as const satisfies EndpointContract;

export const updateBarometerTexts = {
  method: 'PUT',
  path: '/company/barometer_texts/',
  public: false,
  operationId: 'updateBarometerTexts',
  summary: "Replace the active company's survey page texts",
  description:
    "Each language's title, subtitle and introduction (blank: none) and the default language, which must have texts when another language has some; answers the texts as stored.",
  errors: { 403: BAROMETER_REFUSED },
  body: requestBody({
    default_language: z.enum(BAROMETER_TEXT_LANGUAGES, { error: `Must be one of ${BAROMETER_TEXT_LANGUAGES.join(', ')}` }),
    texts: requestBody({ en: textSetInput(), fr: textSetInput(), ru: textSetInput() }),
  }).superRefine((body, context) => {
    const languages = BAROMETER_TEXT_LANGUAGES.filter((lang) => hasTexts(body.texts[lang]));
    if (languages.length > 0 && !languages.includes(body.default_language)) {
      context.addIssue({ code: 'custom', message: BAROMETER_MESSAGES.defaultTexts, path: ['texts', body.default_language] });
    }
  }),
  response: barometerTexts,
} as const satisfies EndpointContract;
export type UpdateBarometerTextsBody = z.infer<typeof updateBarometerTexts.body>;
