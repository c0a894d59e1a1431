import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { errorText } from '@rapport/wire/api/error-codes';
import { hashSecret, SECRET_PATTERN } from '../auth/secrets';
import { HttpError } from '../http-errors';
import type { AuthUser, TokenLookup } from '../repositories/sessions-repository';
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
 * The check runs as a preParsing hook of each protected route of the API's context: after the
 * rate limit (onRequest), so guessing tokens is rate-limited too, and before the body is read.
 */
export const authPlugin = expose('auth', async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
});

/** The token hash of `Authorization: Token <token>`; a 401 HttpError when it is missing or not shaped like one of ours. */
function tokenHashOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, AUTH_REQUIRED);
  const token = TOKEN_HEADER.exec(header)?.[1];
  // not even shaped like one of ours: no need to ask the database
  if (!token || !SECRET_PATTERN.test(token)) throw new HttpError(401, INVALID_TOKEN);
  return hashSecret(token);
}

/** Sets `request.user` from a lookup; a 401 HttpError for an unknown, revoked or expired token. */
function signIn(request: FastifyRequest, found: TokenLookup): void {
  if ('problem' in found) throw new HttpError(401, found.problem === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN);
  request.user = found.user;
}

/**
 * Adds the check to every route of `scope` (the API's prefix context) whose contract is not
 * public, as a route hook: a public call (the content reads) runs no token hook at all. A
 * session kept in memory (read-caches.ts) is answered in the same turn, without a promise;
 * any other token is looked up (lookupTokenHash).
 */
export function requireTokens(scope: FastifyInstance, app: FastifyInstance): void {
  const checkToken = (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload, done: (error: Error | null, payload?: RequestPayload) => void) => {
    let hash: string;
    let kept: TokenLookup | undefined;
    try {
      hash = tokenHashOf(request);
      kept = app.sessionsRepository.cachedToken(hash);
      if (kept) signIn(request, kept);
    } catch (error) {
      return done(error as Error);
    }
    // the rest of the request runs inside done: outside the try, so its errors are not taken for the token's
    if (kept) return done(null, payload);
    app.sessionsRepository.lookupTokenHash(hash).then((found) => {
      try {
        signIn(request, found);
      } catch (error) {
        return done(error as Error);
      }
      done(null, payload);
    }, done);
  };
  scope.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.public) return;
    const own = routeOptions.preParsing;
    routeOptions.preParsing = own === undefined ? [checkToken] : Array.isArray(own) ? [checkToken, ...own] : [checkToken, own];
  });
}

/**
 * Who a public call comes from when it carries `Authorization: Token <token>` anyway: the
 * live session's user, else nobody. Never a 401 (a stale token must not break a public call):
 * a missing, malformed, unknown, revoked or expired token is simply nobody. The calls that
 * prove an address ask it (services/accounts/address-proof.ts).
 */
export async function optionalSession(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  let hash: string;
  try {
    hash = tokenHashOf(request);
  } catch {
    return null;
  }
  const found = await app.sessionsRepository.lookupTokenHash(hash);
  return 'user' in found ? found.user : null;
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
