import { randomUUID } from 'crypto';
import type { IncomingMessage } from 'http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Logs and request ids. Fastify's pino writes one JSON object per line (no pretty transport:
 * production logs go to a collector as they are). Each request carries an id from the edge
 * (nginx's `$request_id` sent as X-Request-Id) or, when absent or malformed, a random UUID;
 * it is every log line's `requestId` and the answer's `X-Request-Id` header.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** What an incoming id may be: a proxy's token, never a log injection or a megabyte. */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** Query parameters whose values are credentials (sign-in codes, tokens, reset links). */
const SECRET_QUERY = /^(code|token|access_token|id_token|key|password|secret|state|t)$/i;

/** A URL for the logs: the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Paths pino blanks wherever they appear in a logged object: credentials in headers and in any
 * object logged beside a message (a body, a provider's answer, an error's details).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-mailbox-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-mailbox-key"]',
  'res.headers["set-cookie"]',
  ...['password', 'new_password', 'old_password', 'token', 'access_token', 'id_token', 'secret', 'authorization'].flatMap(
    (key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`],
  ),
  // a sign-in or confirmation code in a body or query; not `*.code`, which is an error's code (ECONNREFUSED, 23505)
  'body.code',
  'req.body.code',
  'query.code',
];

/** The pino options of the server (tests add a `stream`). */
export function loggerOptions(config: Pick<Config, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: [...new Set(REDACTED_PATHS)], censor: '[Redacted]' },
    serializers: {
      // Fastify's request serializer, with the query's secrets blanked
      req(request: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
        return {
          method: request.method,
          url: request.url === undefined ? undefined : redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/** Fastify's options for the request id (the header is read by genReqId, which checks it). */
export const requestIdServerOptions = {
  // false: Fastify would otherwise take any header value as is; genReqId checks it instead
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  genReqId: requestIdOf,
} as const;

/** Every answer names its request: `X-Request-Id` (errors and 404s included). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('X-Request-Id', request.id);
    next();
  });
}
