import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_TAKEN,
  INVALID_RESET_TOKEN,
  LOGIN_FAILED,
  login,
  logout,
  passwordProblems,
  passwordResetConfirm,
  passwordResetFailure,
  passwordResetRequest,
  passwordResetValidate,
  providers,
  register,
  socialLogin,
} from '@rapport/contracts/api/auth';
import { requestLanguage, mailLang } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { carryLink } from '../../auth/links';
import { checkPassword, hashPassword, prepareDummyHash } from '../../auth/passwords';
import { createSocialSignIn, SocialLoginError, type SocialIdentity } from '../../auth/social';
import type { GoogleVerifierOptions } from '../../auth/social/google';
import { HttpError } from '../../http-errors';
import { passwordResetMail } from '../../mail/templates';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit';
import type { UserRow } from '../../repositories/user-repository';
import { contractRoute } from '../contract-route';

export const LOGGED_IN = 'You logged in successfully';
export const REGISTERED = 'Your account is created: you are logged in';

export interface AuthRoutesOptions {
  /** tests shorten the Google key cache's refetch interval */
  google?: GoogleVerifierOptions;
}

/** Only http(s) pictures are kept from a provider: the front end puts them in an <img>. */
const safePicture = (url: string | undefined): string | undefined =>
  url && /^https?:\/\//i.test(url) && url.length <= 2048 ? url : undefined;

/** The account's e-mail from the body, for the per-account limits. */
const bodyEmail = (request: FastifyRequest): string | undefined => (request.body as { email?: string } | undefined)?.email;

/**
 * Sign-up, sign-in (password or social provider), logout, password reset, and the social
 * providers' public settings (docs/auth-wire.md). Every sign-in answers
 * `{ status: 1, message, email, referral, token }`.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const users = app.userRepository;
  const { config } = app;
  const social = createSocialSignIn(config.social, config.siteOrigin, options.google);
  await prepareDummyHash();

  const signedIn = async (user: Pick<UserRow, 'id' | 'email' | 'referral'>, message: string, token: string) => ({
    status: 1 as const,
    message,
    email: user.email,
    referral: user.referral,
    token,
  });

  contractRoute(app, register, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.register.ip, 'register', 'sign-ups') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.register.account, bodyEmail, 'sign-ups'),
    handler: async (request) => {
      const body = request.body;
      // telling that an address has an account is unavoidable at sign-up; the limits above
      // keep it from being a cheap way to test addresses
      if (await users.findByEmail(body.email)) throw new HttpError(400, EMAIL_TAKEN);
      const passwordHash = await hashPassword(body.password);
      const { user, token } = await app.database.db.transaction(async (tx) => {
        const created = await users.create(tx, {
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          language: requestLanguage(request, body.lang),
        });
        if (!created) throw new HttpError(400, EMAIL_TAKEN);
        return { user: created, token: await users.issueToken(tx, created.id, config.tokenTtlDays) };
      });
      await carryLink(app, request, user, body);
      return signedIn(user, REGISTERED, token);
    },
  });

  contractRoute(app, login, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.login.ip, 'login', 'sign-in attempts') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.login.account, bodyEmail, 'sign-in attempts'),
    handler: async (request) => {
      const body = request.body;
      const user = await users.findByEmail(body.email);
      // an unknown address costs the same argon2 verify as a wrong password, and answers the same
      const valid = await checkPassword(user?.passwordHash, body.password);
      // 400, not 401: the front end treats any 401 as "your session ended"
      if (!user || !valid) throw new HttpError(400, LOGIN_FAILED);
      if (body.lang) await users.setLanguage(user.id, body.lang);
      const token = await users.issueToken(app.database.db, user.id, config.tokenTtlDays);
      await carryLink(app, request, user, body);
      return signedIn(user, LOGGED_IN, token);
    },
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
      const { user, token } = await signInSocial(app, identity, requestLanguage(request, body.lang));
      await carryLink(app, request, user, body);
      return signedIn(user, LOGGED_IN, token);
    },
  });

  contractRoute(app, logout, {
    tags: ['accounts'],
    handler: async (request) => {
      await users.revokeToken(currentUser(request).tokenId);
      return { status: 1 as const };
    },
  });

  contractRoute(app, providers, {
    tags: ['accounts'],
    handler: async () => social.settings,
  });

  // ---- password reset ------------------------------------------------------------------------

  contractRoute(app, passwordResetRequest, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.passwordReset.ip, 'password-reset', 'reset requests') },
    preHandler: perAccountLimit(app, AUTH_LIMITS.passwordReset.account, bodyEmail, 'reset requests'),
    handler: async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user) {
        await app.database.db.transaction(async (tx) => {
          const token = await users.createResetToken(tx, user.id);
          // the link is built from SITE_ORIGIN, never from the request's Host header
          const link = `${config.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
          const mail = passwordResetMail(mailLang(user.language), { firstName: user.firstName, link });
          await app.mailRepository.enqueue(tx, { to: user.email, ...mail });
        });
      }
      return { status: 'OK' as const };
    },
  });

  contractRoute(app, passwordResetValidate, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(AUTH_LIMITS.resetToken.ip, 'reset-token', 'attempts') },
    handler: async (request) => {
      if ((await users.resetTokenUser(request.body.token)) === undefined) throw new HttpError(404, INVALID_RESET_TOKEN);
      return { status: 'OK' as const };
    },
  });

  contractRoute(app, passwordResetConfirm, {
    tags: ['accounts'],
    responses: { 400: passwordResetFailure },
    config: { rateLimit: perIpLimit(AUTH_LIMITS.resetToken.ip, 'reset-token', 'attempts') },
    handler: async (request, reply) => {
      const { token, password } = request.body;
      if ((await users.resetTokenUser(token)) === undefined) throw new HttpError(404, INVALID_RESET_TOKEN);
      const problems = passwordProblems(password);
      if (problems.length > 0) return reply.code(400).send({ status: 0, message: problems[0], password: problems });
      const passwordHash = await hashPassword(password);
      await app.database.db.transaction(async (tx) => {
        // spent atomically: of two confirmations racing, one gets the token
        const userId = await users.consumeResetToken(tx, token);
        if (userId === undefined) throw new HttpError(404, INVALID_RESET_TOKEN);
        await users.setPasswordHash(tx, userId, passwordHash);
        // whoever knew the old password may hold a session: every one ends
        await users.revokeAllTokens(tx, userId);
      });
      return { status: 'OK' as const };
    },
  });
};

/**
 * The account of a verified social identity: the one linked to (provider, subject); on a first
 * sign-in, the account with the provider's verified e-mail, else a new one; then a token.
 */
async function signInSocial(
  app: FastifyInstance,
  identity: SocialIdentity,
  language: string,
): Promise<{ user: UserRow; token: string }> {
  const users = app.userRepository;
  return app.database.db.transaction(async (tx) => {
    let userId = await users.socialAccountUser(identity.provider, identity.subject, tx);
    if (userId === undefined) {
      const email = identity.verifiedEmail;
      if (!email) throw new HttpError(400, new SocialLoginError('the provider did not share a verified e-mail address').message);
      const existing = await users.findByEmail(email, tx);
      const user =
        existing ??
        (await users.create(tx, {
          email,
          passwordHash: null,
          firstName: identity.firstName,
          lastName: identity.lastName,
          language,
          pictureUrl: safePicture(identity.picture),
        })) ??
        // created meanwhile by a concurrent sign-in
        (await users.findByEmail(email, tx));
      if (!user) throw new Error('social sign-in: no user after create');
      userId = await users.linkSocialAccount(tx, identity.provider, identity.subject, user.id);
    }
    const picture = safePicture(identity.picture);
    if (picture) await users.setPictureIfMissing(tx, userId, picture);
    const user = await users.findById(userId, tx);
    if (!user) throw new Error('social sign-in: linked user missing');
    return { user, token: await users.issueToken(tx, userId, app.config.tokenTtlDays) };
  });
}
