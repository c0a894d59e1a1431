import type { FastifyReply } from 'fastify';
import { errorResponse } from '@rapport/wire/api/common';

/** Error shapes every route documents beside its success answer. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;

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
