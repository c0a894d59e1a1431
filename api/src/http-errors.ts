import { codeOfMessage, errorText, type ErrorCode, type ErrorParams } from '@rapport/wire/api/error-codes';

/** The code of an error none of whose messages is known, by its status. */
const codeOfStatus = (statusCode: number): ErrorCode => {
  if (statusCode >= 500) return 'server.internal';
  if (statusCode === 429) return 'rate.limited';
  if (statusCode === 400) return 'request.bad_request';
  return 'request.refused';
};

export interface HttpErrorDetails {
  /** the stable code (contracts api/error-codes); by default that of the message when known */
  code?: ErrorCode;
  /** the parts of the message (a name, a count) */
  params?: ErrorParams;
  /** the field at fault */
  field?: string;
}

/**
 * An error whose message is meant for the caller: the error handler sends it as
 * `{ status: 0, message, code, field?, params? }` with its status code. Anything else becomes
 * a generic 500. Its code is the one named, else the one of its message (every message of
 * contracts' ERROR_MESSAGES has one), else a code of its status.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly field?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    const known = details.code ? undefined : codeOfMessage(message);
    this.code = details.code ?? known?.code ?? codeOfStatus(statusCode);
    this.params = details.params ?? known?.params;
    this.field = details.field;
  }
}

/** An error named by its code: the message is the code's English text with `params` in place. */
export const httpError = (statusCode: number, code: ErrorCode, params?: ErrorParams): HttpError =>
  new HttpError(statusCode, errorText(code, params ?? {}), { code, params });

export const notFound = (message: string): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);

/** What @fastify/rate-limit tells an error builder: `after` is "10 minutes", `ttl` milliseconds. */
export interface LimitContext {
  statusCode: number;
  after: string;
  ttl: number;
}

export const minutesOf = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/** "Too many sign-in attempts: please try again in 10 minutes" (code rate.limited; the wait in minutes too). */
export const tooMany = (context: LimitContext, what: string): HttpError =>
  new HttpError(context.statusCode, errorText('rate.limited', { what, wait: context.after }), {
    code: 'rate.limited',
    params: { what, wait: context.after, minutes: minutesOf(context.ttl) },
  });
