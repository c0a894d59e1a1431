import type { FastifyReply } from 'fastify';
import { errorResponse } from '@rapport/wire/api/common';

/**
 * Error shapes every route documents beside its success answer: any other client error (a
 * malformed or too large body, for one) and the server's. The statuses a call answers for a
 * reason of its own are documented apart (error-answers.ts).
 */
export const errorResponses = {
  '4xx': errorResponse.meta({ 'x-response-description': 'Another client error (a malformed or too large body, for one)' }),
  '5xx': errorResponse.meta({ 'x-response-description': 'A server error: try again later' }),
} as const;

/** A private file the browser saves (a report): never cached on the way, named by `fileName` (ASCII). */
export function sendAttachment(reply: FastifyReply, file: { contentType: string; body: Buffer }, fileName: string) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** JSON already serialized by the route's own serializer and encoded (Fastify sends a Buffer as it is). */
export const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);
