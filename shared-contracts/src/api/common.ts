import { z } from 'zod';

/**
 * Building blocks of every call contract, plus the operational calls (health, readiness,
 * development mailbox). One file per domain sits beside this one; each call is a constant:
 *
 *   export const sendContact = { method: 'POST', path: '/send/contact', public: true, body, response } as const;
 *
 * `path` is relative to the API base (e.g. `/api`), trailing slashes exactly as the product
 * uses them. `public` calls go without `Authorization: Token <token>`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointContract {
  method: HttpMethod;
  path: string;
  public: boolean;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * Every failure answers this shape; `status` 0 as in the product's login responses. `message`
 * is English; `code` is stable (api/error-codes.ts) and says what to show in the interface's
 * language; `field` names the first field at fault of a validation error, `params` the parts
 * of a message (a name, a count).
 */
export const errorResponse = z.object({
  status: z.literal(0),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email address';
export const tooLong = (max: number): string => `Maximum ${max} characters are allowed.`;

/**
 * The pattern the contact form (and every e-mail field) is tested against. Front ends use the
 * same constant so that the browser and the API agree on what an address is.
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** "Required" when absent, a plain sentence when of the wrong type. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED : `Must be ${what}`;

/** A required, trimmed, non-empty text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: expected('text') }).trim().min(1, REQUIRED).max(max, tooLong(max));

/** An optional text: absent, null or blank all mean "not given". */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string({ error: expected('text') }).trim().max(max, tooLong(max)).optional(),
  );

/** A required e-mail address, trimmed, tested against EMAIL_PATTERN. */
export const emailAddress = () =>
  z
    .string({ error: expected('text') })
    .trim()
    .min(1, REQUIRED)
    .max(254, tooLong(254))
    .regex(EMAIL_PATTERN, INVALID_EMAIL);

/** A required JSON object body: a missing body says "Required", not a type dump. */
export const requestBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: expected('a JSON object') });

/** An optional query parameter: `?x=` (empty) counts as absent. */
export const optionalQueryText = (max: number) => optionalText(max);

/** An optional positive integer query parameter (a pk): `?x=` counts as absent. */
export const optionalQueryId = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .positive('Must be a positive number')
      .max(2_147_483_647, 'Must be a valid id')
      .optional(),
  );

// ---- operational calls -------------------------------------------------------------------

export const health = {
  method: 'GET',
  path: '/health',
  public: true,
  summary: 'Liveness: the process answers',
  response: z.object({ status: z.literal('ok') }),
} as const satisfies EndpointContract;

export const ready = {
  method: 'GET',
  path: '/ready',
  public: true,
  summary: 'Readiness: the database answers (503 otherwise)',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
} as const satisfies EndpointContract;

export const devMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created: z.string().describe('ISO 8601'),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessage>;

/** Development only (absent in production): the mails the API would send, newest first. */
export const devMailbox = {
  method: 'GET',
  path: '/dev/mailbox',
  public: true,
  summary: 'Development mailbox: queued and sent mails, newest first (not in production)',
  response: z.array(devMailboxMessage),
} as const satisfies EndpointContract;
