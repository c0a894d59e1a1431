import { z } from './zod';
import { NOT_A_COMPANY_USER, NOT_THE_ACTIVE_COMPANY } from './company';
import { messageResponse, optionalQueryId, requestBody, type EndpointContract } from './common';

export { REMINDERS_OPT_OUT_PAGE } from './reminder-page';

/**
 * Reminders to invited contacts who have not finished the questionnaire: the company chooses
 * after how many days (the same delay between reminders), at most MAX_REMINDERS are sent, and
 * each carries a link that stops them, which works without signing in.
 */

export const REMINDER_LIMITS = {
  minDays: 1,
  maxDays: 90,
  defaultDays: 7,
  /** reminders a contact gets at most, after each invitation and in all */
  maxReminders: 3,
} as const;

export const REMINDER_MESSAGES = {
  /** 400: the delay is not a whole number of days in range */
  daysRange: `Choose a whole number of days from ${REMINDER_LIMITS.minDays} to ${REMINDER_LIMITS.maxDays}.`,
  /** 404: an opt-out link whose token names no contact (the same answer whatever the token) */
  unknownLink: 'This link stops no reminder: it may have been cut short. Copy the whole link from the mail.',
  /** the opt-out's answer (also when the contact had already opted out) */
  optedOut: 'You will get no more reminders.',
} as const;

/** The opt-out link's token: 43 base64url characters (an HMAC-SHA256). */
export const REMINDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const reminderDays = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required' : REMINDER_MESSAGES.daysRange) })
    .int(REMINDER_MESSAGES.daysRange)
    .min(REMINDER_LIMITS.minDays, REMINDER_MESSAGES.daysRange)
    .max(REMINDER_LIMITS.maxDays, REMINDER_MESSAGES.daysRange);

const reminderToken = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Required' : 'Must be text') })
    .regex(REMINDER_TOKEN_PATTERN, 'Must be the token of a reminder’s link');

export const companyReminders = z.object({
  /** days after an invitation, and between reminders, before an unfinished invited contact is reminded */
  reminder_days: z.number().int(),
  /** reminders a contact gets at most */
  max_reminders: z.number().int(),
});
export type CompanyReminders = z.infer<typeof companyReminders>;

export const getCompanyReminders = {
  method: 'GET',
  path: '/company/reminders/',
  public: false,
  operationId: 'getCompanyReminders',
  summary: "The active company's reminder delay (in days) and the most reminders a contact gets",
  query: z.object({ company_id: optionalQueryId() }),
  response: companyReminders,
  errors: { 403: NOT_A_COMPANY_USER, 404: NOT_THE_ACTIVE_COMPANY },
} as const satisfies EndpointContract;

export const updateCompanyReminders = {
  method: 'PUT',
  path: '/company/reminders/',
  public: false,
  operationId: 'updateCompanyReminders',
  summary: "Change the active company's reminder delay",
  description: `From ${REMINDER_LIMITS.minDays} to ${REMINDER_LIMITS.maxDays} days; it applies to every reminder still to come, counted from each contact's latest invitation or reminder.`,
  query: z.object({ company_id: optionalQueryId() }),
  body: requestBody({ reminder_days: reminderDays() }),
  response: companyReminders,
  errors: { 400: `or "${REMINDER_MESSAGES.daysRange}"`, 403: NOT_A_COMPANY_USER, 404: NOT_THE_ACTIVE_COMPANY },
} as const satisfies EndpointContract;

export const remindersOptOut = z.object({
  message: z.string(),
  /** the contact's language, the one the reminders were written in: the page says it in that language */
  lang: z.enum(['en', 'fr']),
  /** the company whose reminders stop */
  company_name: z.string(),
});
export type RemindersOptOut = z.infer<typeof remindersOptOut>;

export const optOutOfReminders = {
  method: 'POST',
  path: '/reminders/opt-out/',
  public: true,
  operationId: 'optOutOfReminders',
  summary: 'Stop the reminders of the contact a reminder’s link names (no sign-in)',
  description: 'The page a reminder’s opt-out link opens sends it. Following the link again answers the same and changes nothing.',
  body: requestBody({ token: reminderToken() }),
  response: remindersOptOut,
  errors: { 404: `"${REMINDER_MESSAGES.unknownLink}": the token names no contact` },
} as const satisfies EndpointContract;

/**
 * RFC 8058's one-click unsubscribe: a mail reader POSTs `List-Unsubscribe=One-Click` (as a form)
 * to the URL of the reminder's List-Unsubscribe header, the token in its query.
 */
export const unsubscribeFromReminders = {
  method: 'POST',
  path: '/reminders/unsubscribe/',
  public: true,
  operationId: 'unsubscribeFromReminders',
  summary: 'One-click unsubscribe of a reminder (RFC 8058), posted by mail readers',
  description: 'The body (List-Unsubscribe=One-Click, as multipart/form-data or application/x-www-form-urlencoded) is not read.',
  query: z.object({ token: reminderToken() }),
  response: messageResponse,
  errors: { 404: `"${REMINDER_MESSAGES.unknownLink}": the token names no contact` },
} as const satisfies EndpointContract;
