import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorText } from '@rapport/contracts/api/error-codes';
import { SECRET_PATTERN } from '../auth/secrets';
import { HttpError } from '../http-errors';
import type { AuthUser } from '../repositories/users-and-sessions-repository';
import { expose } from './expose';

declare module 'fastify' {
  interface FastifyRequest {
    /** the token's user on protected routes (null on public ones) */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** reachable without `Authorization: Token <token>`: set by contractRoute from the contract's `public` */
    public?: boolean;
  }
}

export const AUTH_REQUIRED = errorText('auth.credentials_missing');
export const INVALID_TOKEN = errorText('auth.invalid_token');
export const EXPIRED_TOKEN = errorText('auth.expired_token');
export const NOT_YOUR_EMAIL = errorText('auth.not_your_email');

/** The OpenAPI marker of a call that needs a token (the docs show a lock). */
export const TOKEN_SECURITY = [{ token: [] as string[] }];

const TOKEN_HEADER = /^Token\s+(\S+)\s*$/i;

/**
 * Sessions: `Authorization: Token <token>` on every route of the API whose contract is not
 * `public` (contractRoute copies the flag into the route's `config.public`). A missing,
 * unknown, revoked or expired token is a 401 `{ status: 0, message }` (the front end then logs out). Public routes never look at the
 * header, so a stale token cannot break the sign-in calls.
 *
 * The check runs as a preParsing hook of the API's context: after the rate limit (onRequest),
 * so guessing tokens is rate-limited too, and before the body is read.
 */
export const authPlugin = expose('auth', async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
});

export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.public) return;
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, AUTH_REQUIRED);
  const token = TOKEN_HEADER.exec(header)?.[1];
  // not even shaped like one of ours: no need to ask the database
  if (!token || !SECRET_PATTERN.test(token)) throw new HttpError(401, INVALID_TOKEN);
  const found = await app.userRepository.lookupToken(token);
  if ('problem' in found) throw new HttpError(401, found.problem === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN);
  request.user = found.user;
}

/** Registers the check on every route of `scope` (the API's prefix context). */
export function requireTokens(scope: FastifyInstance, app: FastifyInstance): void {
  scope.addHook('preParsing', async (request, _reply, payload) => {
    await authenticate(app, request);
    return payload;
  });
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
  return request.user;
}

/** A call naming an e-mail may only name the token's own: 403 otherwise. */
export function assertOwnEmail(request: FastifyRequest, email: string): AuthUser {
  const user = currentUser(request);
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, NOT_YOUR_EMAIL);
  return user;
}
