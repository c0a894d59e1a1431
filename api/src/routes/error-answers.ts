import type { z } from 'zod';
import { errorResponse, type EndpointContract, type ErrorStatus } from '@rapport/wire/api/common';

/** What each documented error status means in every call; a contract's own words follow. */
const MEANING: Record<ErrorStatus, string> = {
  400: 'Invalid input: `message` says what is wrong, `field` names the first field at fault',
  401: 'No valid session: `Authorization: Token <token>` is missing, malformed, unknown, revoked or expired',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too many requests: `Retry-After` says in how many seconds to try again',
  503: 'Unavailable',
};

const STATUSES = Object.keys(MEANING).map(Number) as ErrorStatus[];

/**
 * The error answers an operation documents, by status, each with the shape every failure has
 * (errorResponse) and when it is given. Derived from the contract and the route: 400 when the
 * call has input to validate (params, query or body), 401 when it is not public (plugins/auth.ts),
 * 429 unless the route is never rate-limited (`config.rateLimit: false`: every other route counts
 * against the global limit or its own, plugins/rate-limit.ts). The contract's `errors` name the
 * rest, add their words to a derived one, or drop it (`false`). A status the route answers with
 * a shape of its own (`shapes`: a 400 listing problems) keeps it, described the same way.
 */
export function errorAnswers(contract: EndpointContract, rateLimited: boolean, shapes: Record<number, z.ZodType> = {}): Record<number, z.ZodType> {
  const derived: Record<ErrorStatus, boolean> = {
    400: Boolean(contract.params ?? contract.query ?? contract.body),
    401: !contract.public,
    403: false,
    404: false,
    409: false,
    410: false,
    429: rateLimited,
    503: false,
  };
  const answers: Record<number, z.ZodType> = {};
  for (const status of STATUSES) {
    const declared = contract.errors?.[status];
    if (declared === false || (!derived[status] && declared === undefined)) continue;
    const description = declared === undefined ? MEANING[status] : `${MEANING[status]}${derived[status] ? '; ' : ': '}${declared}`;
    // @fastify/swagger makes x-response-description the answer's description and leaves the schema as it is
    answers[status] = (shapes[status] ?? errorResponse).meta({ 'x-response-description': description });
  }
  return answers;
}
