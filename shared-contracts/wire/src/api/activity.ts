import { z } from './zod';
import { ACTIVITY_KINDS, type ActivityEntry } from '../entities/activity';
import { NOT_A_COMPANY_USER } from './company';
import { optionalQueryText, type EndpointContract } from './common';

/**
 * The company's activity (audit) trail: who did what to people's data, when and from which
 * address, newest first. Paged by keyset: an answer's `next_cursor` asks for the entries after
 * its last one, so a page never repeats or skips an entry however many are added meanwhile.
 */

export const ACTIVITY_PAGE = {
  /** entries per page unless the call asks for another number */
  defaultLimit: 25,
  maxLimit: 100,
  /** a cursor is the API's own short text; anything longer was not made by it */
  maxCursor: 200,
} as const;

export const INVALID_CURSOR = 'Invalid cursor: use the next_cursor of a previous answer';

export const activityEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601 date-time'),
  kind: z.enum(ACTIVITY_KINDS),
  actor_email: z.string().nullable().describe("the admin's e-mail address at the time; null for the product itself (a job)"),
  ip: z.string().nullable().describe('the address the request came from; null for the product itself'),
  subject: z.string().describe('what was acted on, as a person reads it'),
  detail: z.record(z.string(), z.unknown()).describe('more about the action: the fields changed (never their values), the file, the survey'),
}) satisfies z.ZodType<ActivityEntry>;

const optionalKind = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(ACTIVITY_KINDS, { error: `Must be one of ${ACTIVITY_KINDS.join(', ')}` }).optional(),
);

const optionalLimit = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(ACTIVITY_PAGE.maxLimit, `Must be at most ${ACTIVITY_PAGE.maxLimit}`)
    .optional(),
);

export const activityQuery = z.object({
  /** only entries of this kind */
  kind: optionalKind,
  /** only entries of the admin with this e-mail address (any case) */
  person: optionalQueryText(254),
  /** the next page: an answer's next_cursor */
  cursor: optionalQueryText(ACTIVITY_PAGE.maxCursor),
  limit: optionalLimit,
});
export type ActivityQuery = z.output<typeof activityQuery>;

export const activityPage = z.object({
  entries: z.array(activityEntry),
  /** the cursor of the next page; null when this page is the last */
  next_cursor: z.string().nullable(),
  /** every admin address the company's trail holds, sorted: what the person filter offers */
  people: z.array(z.string()),
});
export type ActivityPage = z.infer<typeof activityPage>;

export const listCompanyActivity = {
  method: 'GET',
  path: '/company/activity/',
  public: false,
  operationId: 'listCompanyActivity',
  summary: "The active company's activity trail, newest first, one page at a time",
  description:
    'Who did what to people’s data (contacts, missions, surveys, exports), when and from which address, filtered by kind and by the admin’s e-mail address; next_cursor asks for the following page. Entries are kept 13 months.',
  errors: { 400: 'or the cursor was not made by this call', 403: NOT_A_COMPANY_USER },
  query: activityQuery,
  response: activityPage,
} as const satisfies EndpointContract;
