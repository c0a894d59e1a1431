import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@rapport/contracts/api/common';
import { HttpError } from '../http-errors';
import { expose } from './expose';

/**
 * The one error handler: every failure answers `{ status: 0, message }`, with a message a
 * person can act on. Bad input is always a 4xx; only our own bugs are a 500, logged, with a
 * message that reveals nothing.
 */

export const INTERNAL_ERROR = 'Internal server error';

const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: 'body: Required (the request says JSON but sends nothing)' },
  // the product only speaks JSON; an unknown type is a plain bad request
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 400, message: 'Unsupported content type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: 'Request body size does not match Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'Request body too large' },
  FST_ERR_BAD_URL: { statusCode: 400, message: 'Malformed URL' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, message: 'Bad request' },
};

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** "sender_email: Invalid email address; subject: Required" */
function validationMessage(error: FastifyError): string {
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'input';
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `${field || context}: ${issue.message ?? 'Invalid value'}`;
      })
      .join('; ');
  }
  return error.message;
}

export function send(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorResponse = { status: 0, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return send(reply, error.statusCode, error.message);
  if (error.validation) return send(reply, 400, validationMessage(error));
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.statusCode, known.message);
  if (error.statusCode === 429) return send(reply, 429, error.message || 'Too many requests');
  if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, INTERNAL_ERROR);
  }
  // another deliberate 4xx from Fastify or a plugin: its message is meant for the caller
  return send(reply, error.statusCode, error.message);
}

export const errorsPlugin = expose('errors', async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, `Not found: ${request.method} ${request.url.split('?')[0]}`);
}
