import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@rapport/wire/api/common';
import { codeOfMessage, errorText, type FixedErrorCode } from '@rapport/wire/api/error-codes';
import { pgInputErrorCode } from '../db/pg-errors';
import { HttpError, httpError } from '../http-errors';
import { expose } from './expose';

/**
 * The one error handler: every failure answers `{ status: 0, message, code }`, with a message
 * a person can act on and a stable code (contracts api/error-codes) the front ends translate.
 * Bad input is always a 4xx; only our own bugs are a 500, logged, with a message that reveals
 * nothing. A value the database refuses (a NUL in a text, a number out of range) is the
 * request's fault too: the contracts refuse such values first, and should one slip through, the
 * answer is a 400 `request.unstorable_value`, never a 500.
 */

export const INTERNAL_ERROR = errorText('server.internal');

const CLIENT_ERRORS: Record<string, { statusCode: number; code: FixedErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'request.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'request.empty_body' },
  // the product only speaks JSON; an unknown type is a plain bad request
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 400, code: 'request.media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'request.content_length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'request.too_large' },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'request.malformed_url' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'request.bad_request' },
};

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/**
 * "sender_email: Invalid email address; subject: Required", with the code and field of the
 * first rule broken (`validation.email_invalid`, `sender_email`).
 */
function validationError(error: FastifyError): HttpError {
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'input';
  if (!hasZodFastifySchemaValidationErrors(error)) return new HttpError(400, error.message, { code: 'validation.invalid' });
  const issues = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context,
    message: issue.message ?? errorText('validation.invalid'),
  }));
  const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  const [first] = issues;
  if (!first) return new HttpError(400, message, { code: 'validation.invalid' });
  const known = codeOfMessage(first.message);
  return new HttpError(400, message, { code: known?.code ?? 'validation.invalid', params: known?.params, field: first.field });
}

export function send(reply: FastifyReply, statusCode: number, error: HttpError): FastifyReply {
  const body: ErrorResponse = { status: 0, message: error.message, code: error.code };
  if (error.field !== undefined) body.field = error.field;
  if (error.params !== undefined) body.params = error.params;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return send(reply, error.statusCode, error);
  if (error.validation) return send(reply, 400, validationError(error));
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.statusCode, httpError(known.statusCode, known.code));
  if (error.statusCode === 429) return send(reply, 429, new HttpError(429, error.message || 'Too many requests', { code: 'rate.limited' }));
  const refusedValue = pgInputErrorCode(error);
  if (refusedValue) {
    // the contracts should have refused it: a gap in a contract, logged to be closed there
    request.log.warn({ err: error, sqlstate: refusedValue }, 'the database refused a value of the request');
    return send(reply, 400, httpError(400, 'request.unstorable_value'));
  }
  if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, httpError(500, 'server.internal'));
  }
  // another deliberate 4xx from Fastify or a plugin: its message is meant for the caller
  return send(reply, error.statusCode, new HttpError(error.statusCode, error.message));
}

export const errorsPlugin = expose('errors', async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, httpError(404, 'request.route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '' }));
}
