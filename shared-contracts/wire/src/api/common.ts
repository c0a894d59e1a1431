import { z } from './zod';

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
  /**
   * The operation's name in the OpenAPI document and in clients generated from it: unique,
   * lowerCamelCase, a verb and a noun (`listCompanyContacts`, `createCompanyContact`).
   */
  operationId: string;
  /** one line: what the call does (the docs page's title of the operation) */
  summary: string;
  /** the rest a caller must know (which record, what is refused, side effects), when a line is not enough */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** the error answers the API cannot tell from the rest of the contract, each with when it is given */
  errors?: ErrorAnswers;
}

/** The error statuses an operation documents (beside the catch-all 4XX and 5XX). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

/**
 * When a call answers an error status, in a few words ("no contact of this id in the active
 * company"). The API documents three by itself (api/src/routes/error-answers.ts): 400 when the
 * call has params, a query or a body to validate; 401 when it is not public; 429 unless the route
 * is never rate-limited. A contract names the others (403, 404, 409, 410, 503), and may add to a
 * derived one (a 400 of the handler's own, a per-account limit); `false` drops a derived one the
 * call never gives.
 */
export type ErrorAnswers = Partial<Record<ErrorStatus, string | false>>;

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
export const INVALID_CHARACTERS = 'Contains a character that is not allowed (a control character or invalid Unicode)';

/**
 * The pattern the contact form (and every e-mail field) is tested against. Front ends use the
 * same constant so that the browser and the API agree on what an address is.
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** "Required" when absent, a plain sentence when of the wrong type. */
export const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED : `Must be ${what}`;

export interface TextOptions {
  /** a text people write several lines in (a message, a description): line breaks and tabs are allowed */
  multiline?: boolean;
}

/**
 * Whether a text holds a character no field takes: U+0000 (PostgreSQL's text cannot hold it),
 * half of a surrogate pair (invalid UTF-16: UTF-8 cannot encode it, it would be stored as
 * another text), the other C0 and C1 control characters and DEL; in a single-line field also
 * line breaks, tabs and the line and paragraph separators.
 */
export function hasForbiddenCharacter(text: string, { multiline = false }: TextOptions = {}): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // a high surrogate needs its low half right after it (NaN past the end)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    } else if (code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) {
      if (!multiline) return true;
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

/**
 * The check of every text a request carries, after trimming: no character of
 * hasForbiddenCharacter. It stops the field's other checks, so the answer names this problem.
 * Use it in a chain: `z.string().trim().check(cleanText()).max(64)`.
 */
export const cleanText = (options: TextOptions = {}) =>
  z.refine<string>((value) => !hasForbiddenCharacter(value, options), { error: INVALID_CHARACTERS, abort: true });

/** A trimmed text without forbidden characters: the start of every text field. */
export const textInput = (options: TextOptions = {}) => z.string({ error: expected('text') }).trim().check(cleanText(options));

/** A required, trimmed, non-empty text of at most `max` characters (one line unless `multiline`). */
export const requiredText = (max: number, options: TextOptions = {}) => textInput(options).min(1, REQUIRED).max(max, tooLong(max));

/** An optional text: absent, null or blank all mean "not given". */
export const optionalText = (max: number, options: TextOptions = {}) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    textInput(options).max(max, tooLong(max)).optional(),
  );

/** A required e-mail address, trimmed, tested against EMAIL_PATTERN. */
export const emailAddress = () =>
  z
    .string({ error: expected('text') })
    .trim()
    .check(cleanText())
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

/** A record id in a body (a contact, a mission, a company): a whole number a PostgreSQL integer holds. */
export const recordId = () =>
  z
    .number({ error: expected('a whole number') })
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Must be a valid id');

// ---- operational calls -------------------------------------------------------------------

export const health = {
  method: 'GET',
  path: '/health',
  public: true,
  operationId: 'checkHealth',
  summary: 'Liveness: the process answers',
  response: z.object({ status: z.literal('ok') }),
} as const satisfies EndpointContract;

export const ready = {
  method: 'GET',
  path: '/ready',
  public: true,
  operationId: 'checkReadiness',
  summary: 'Readiness: the database answers',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  errors: { 503: 'the database does not answer (within 2 seconds)' },
} as const satisfies EndpointContract;

export const devMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** extra header fields (a reminder's List-Unsubscribe), null for none */
  headers: z.record(z.string(), z.string()).nullable().optional(),
  created: z.string().describe('ISO 8601'),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessage>;

/** Development only (absent in production): the mails the API would send, newest first. */
export const devMailbox = {
  method: 'GET',
  path: '/dev/mailbox',
  public: true,
  operationId: 'listDevMailboxMessages',
  summary: 'Development mailbox: queued and sent mails, newest first',
  description:
    "Not in production. Answers this machine only, with the start's key (`?key=` or `X-Mailbox-Key`, printed by `npm start`); anyone else gets the 404 of an unknown path.",
  response: z.array(devMailboxMessage),
  errors: { 404: 'not from this machine, or without the key' },
} as const satisfies EndpointContract;
