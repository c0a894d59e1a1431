import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exchangeLoginCode,
  login,
  logout,
  logoutAll,
  passwordProblems,
  passwordResetConfirm,
  passwordResetFailure,
  passwordResetRequest,
  passwordResetValidate,
  providers,
  register,
  socialLogin,
} from '@rapport/wire/api/auth';
import { requestLanguage } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { createLoginGuard, LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from '../../auth/login-throttle';
import { passwordWeakness, preparePasswordList, weaknessMessage } from '../../auth/password-policy';
import { prepareDummyHash } from '../../auth/passwords';
import { createSocialSignIn, SocialLoginError, type SocialIdentity } from '../../auth/social';
import type { GoogleVerifierOptions } from '../../auth/social/google';
import { HttpError } from '../../http-errors';
import { mailSecretKey } from '../../mail/secret-box';
import { currentUser, optionalSession } from '../../plugins/auth';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit';
import type { UserRow } from '../../repositories/users-repository';
import * as accounts from '../../services/accounts/accounts-service';
import { PASSWORD_RESET_JOB, passwordResetJob, queuePasswordReset } from '../../services/accounts/password-reset-job';
import * as oneClick from '../../services/accounts/one-click';
import { contractRoute } from '../contract-route';
import { emailVerificationRoutes } from './email-verification-routes';
import { serviceDeps } from '../service-deps';

export const LOGGED_IN = 'You logged in successfully';
export const REGISTERED = 'Your account is created: you are logged in';

export interface AuthRoutesOptions {
  /** tests shorten the Google key cache's refetch interval */
  google?: GoogleVerifierOptions;
  /** tests shorten the sign-in throttle's waits (auth/login-throttle.ts) */
  loginThrottle?: Partial<LoginThrottlePolicy>;
}

/** The account's e-mail from the body, for the per-account limits. */
const bodyEmail = (request: FastifyRequest): string | undefined => (request.body as { email?: string } | undefined)?.email;

/**
 * Every sign-in answers `{ status: 1, message, email, referral, token }`; one that proved an
 * address and removed what was set on the account before says so (`previous_access_removed`).
 */
const signedIn = (
  { user, token, previousAccessRemoved }: { user: Pick<UserRow, 'email' | 'referral'>; token: string; previousAccessRemoved?: boolean },
  message: string,
) => ({
  status: 1 as const,
  message,
  email: user.email,
  referral: user.referral,
  token,
  ...(previousAccessRemoved !== undefined && { previous_access_removed: previousAccessRemoved }),
});

/**
 * Sign-up, sign-in (password or social provider), logout, password reset, and the social
 * providers' public settings (docs/auth-wire.md).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { config } = app;
  const deps = serviceDeps(app);
  /** a sign-in's links are applied best effort: what fails is logged with the request */
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });
  const social = createSocialSignIn(config.social, config.siteOrigin, options.google);
  await prepareDummyHash();
  preparePasswordList();
  // password guesses slowed per (account, source) pair, in the database every replica shares
  const guard = createLoginGuard(app.database.db, mailSecretKey(config), { ...LOGIN_THROTTLE_POLICY, ...options.loginThrottle });

  contractRoute(app, register, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.register.ip, 'register', 'sign-ups') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.register.account, bodyEmail, 'sign-ups'),
    handler: async (request) => {
      const body = request.body;
      const input = {
        email: body.email,
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
        language: requestLanguage(request, body.lang),
      };
      return signedIn(await accounts.register(withLog(request), input, body), REGISTERED);
    },
  });

  contractRoute(app, login, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.login.ip, 'login', 'sign-in attempts') },
    handler: async (request, reply) => {
      // counted before the password is checked; a 429 with Retry-After while this pair must wait
      const pair = await guard.enter(request.body.email, request.ip, reply);
      const done = await accounts.login(withLog(request), request.body, request.body);
      await guard.succeeded(pair);
      return signedIn(done, LOGGED_IN);
    },
  });

  contractRoute(app, exchangeLoginCode, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(oneClick.LOGIN_LINK_IP_LIMIT, 'login-link', 'sign-in attempts') },
    // a session of the same account in the request keeps what its holder set (address-proof.ts)
    handler: async (request) => signedIn(await oneClick.exchangeLoginCode(deps, request.body, await optionalSession(app, request)), LOGGED_IN),
  });

  contractRoute(app, socialLogin, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.social.ip, 'social', 'sign-in attempts') },
    handler: async (request) => {
      const body = request.body;
      let identity: SocialIdentity;
      try {
        identity = await social.verify(body);
      } catch (error) {
        if (error instanceof SocialLoginError) {
          request.log.info({ site: body.site, reason: error.message }, 'social sign-in refused');
          throw new HttpError(error.statusCode, error.message);
        }
        throw error;
      }
      const prover = await optionalSession(app, request);
      return signedIn(await accounts.socialSignIn(withLog(request), identity, requestLanguage(request, body.lang), body, prover), LOGGED_IN);
    },
  });

  contractRoute(app, logout, {
    tags: ['accounts'],
    handler: async (request) => {
      await deps.sessions.revokeToken(currentUser(request).tokenId);
      return { status: 1 as const };
    },
  });

  contractRoute(app, logoutAll, {
    tags: ['accounts'],
    handler: async (request) => {
      await deps.sessions.revokeAllTokens(deps.db, currentUser(request).id);
      return { status: 1 as const };
    },
  });

  contractRoute(app, providers, {
    tags: ['accounts'],
    handler: async () => social.settings,
  });

  emailVerificationRoutes(app);

  // ---- password reset ------------------------------------------------------------------------

  contractRoute(app, passwordResetRequest, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.passwordReset.ip, 'password-reset', 'reset requests') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.passwordReset.account, bodyEmail, 'reset requests'),
    handler: async (request, reply) => {
      // the same work for a known and an unknown address (one job row): no timing oracle
      await queuePasswordReset(deps.db, request.body.email);
      // the job runs once the answer is out, not at the next poll
      reply.then(
        () => app.jobs.wake(),
        () => undefined,
      );
      return { status: 'OK' as const };
    },
  });
  app.jobs.handle(PASSWORD_RESET_JOB, passwordResetJob(deps));

  contractRoute(app, passwordResetValidate, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.resetToken.ip, 'reset-token', 'attempts') },
    handler: async (request) => {
      await accounts.assertResetTokenValid(deps, request.body.token);
      return { status: 'OK' as const };
    },
  });

  contractRoute(app, passwordResetConfirm, {
    tags: ['accounts'],
    responses: { 400: passwordResetFailure },
    config: { rateLimit: perIpLimit(AUTH_LIMITS.resetToken.ip, 'reset-token', 'attempts') },
    handler: async (request, reply) => {
      const { token, password } = request.body;
      await accounts.assertResetTokenValid(deps, token);
      const problems = passwordProblems(password);
      const weakness = problems.length === 0 ? passwordWeakness(password) : undefined;
      if (weakness) problems.push(weaknessMessage(weakness));
      if (problems.length > 0) {
        const refused = new HttpError(400, problems[0]);
        return reply.code(400).send({ status: 0, message: refused.message, code: refused.code, field: 'password', password: problems });
      }
      const previousAccessRemoved = await accounts.resetPassword(deps, token, password);
      return { status: 'OK' as const, previous_access_removed: previousAccessRemoved };
    },
  });
};
