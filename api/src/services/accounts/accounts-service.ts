import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_TAKEN, INVALID_RESET_TOKEN, LOGIN_FAILED } from '@rapport/wire/api/auth';
import { mailLang, type MailLang } from '../../auth/language';
import { ACCOUNT_MESSAGES, REAUTHENTICATION_MINUTES } from '@rapport/wire/api/account';
import { assertPasswordAccepted } from '../../auth/password-policy';
import { checkPassword, hashPassword } from '../../auth/passwords';
import { SocialLoginError, type SocialIdentity } from '../../auth/social';
import type { Config } from '../../config';
import { HttpError, httpError } from '../../http-errors';
import { placeholder } from '../../mail/outbox';
import { passwordResetMail } from '../../mail/templates';
import type { AccountDeletionRepository } from '../../repositories/account-deletion-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import type { PasswordResetsRepository } from '../../repositories/password-resets-repository';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import type { SocialAccountsRepository } from '../../repositories/social-accounts-repository';
import type { UserRow } from '../../repositories/users-repository';
import { settleUnprovenAccess, type Prover } from './address-proof';
import { queueVerificationMail } from './email-verification';
import { carryLink, type CompanyLink, type LinkDeps } from './links';

/**
 * Sign-up, sign-in (password or social identity), password reset and account deletion. Each
 * write opens its transaction here; the routes only read the request and shape the answer.
 */

export interface AccountDeps extends LinkDeps {
  sessions: SessionsRepository;
  passwordResets: PasswordResetsRepository;
  socialAccounts: SocialAccountsRepository;
  accountDeletion: AccountDeletionRepository;
  mail: MailRepository;
  config: Pick<Config, 'tokenTtlDays' | 'siteOrigin'>;
  log: Pick<FastifyBaseLogger, 'debug'>;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  /** this sign-in proved the address and removed the password and sessions set before it (address-proof.ts) */
  previousAccessRemoved?: boolean;
}

type Link = CompanyLink & { referral?: string };

/** Only http(s) pictures are kept from a provider: the front end puts them in an <img>. */
const safePicture = (url: string | undefined): string | undefined =>
  url && /^https?:\/\//i.test(url) && url.length <= 2048 ? url : undefined;

export async function register(
  deps: AccountDeps,
  input: { email: string; password: string; firstName: string; lastName: string; language: MailLang },
  link: Link,
): Promise<SignedIn> {
  const { users, sessions } = deps;
  // common and trivially weak passwords are refused before anything is looked up (ASVS 2.1.7)
  assertPasswordAccepted(input.password);
  // telling that an address has an account is unavoidable at sign-up; the route's limits keep
  // it from being a cheap way to test addresses
  if (await users.findByEmail(input.email)) throw new HttpError(400, EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const signedIn = await deps.db.transaction(async (tx) => {
    const created = await users.create(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
    });
    if (!created) throw new HttpError(400, EMAIL_TAKEN);
    // the address is not proven yet: a confirmation link, carrying the claim the sign-up waits on
    await queueVerificationMail(deps, tx, created, link, input.language);
    return { user: created, token: await sessions.issueToken(tx, created.id, deps.config.tokenTtlDays) };
  });
  await carryLink(deps, signedIn.user, link);
  return signedIn;
}

export async function login(deps: AccountDeps, input: { email: string; password: string; lang?: string }, link: Link): Promise<SignedIn> {
  const { users, sessions } = deps;
  const user = await users.findByEmail(input.email);
  // an unknown address costs the same argon2 verify as a wrong password, and answers the same
  const valid = await checkPassword(user?.passwordHash, input.password);
  // 400, not 401: the front end treats any 401 as "your session ended"
  if (!user || !valid) throw new HttpError(400, LOGIN_FAILED);
  if (input.lang) await users.setLanguage(user.id, input.lang);
  const token = await sessions.issueToken(deps.db, user.id, deps.config.tokenTtlDays);
  await carryLink(deps, user, link);
  return { user, token };
}

/**
 * The account of a verified social identity: the one linked to (provider, subject); on a first
 * sign-in, the account with the provider's verified e-mail, else a new one; then a token. The
 * provider's verified e-mail proves the address. An account of that address whose owner never
 * proved it may have been made by someone else, waiting for the owner to sign in this way
 * (pre-hijacking): its password is removed and its sessions revoked before it is linked,
 * unless `prover` (the session the request carried) is that account's (address-proof.ts).
 */
export async function socialSignIn(
  deps: AccountDeps,
  identity: SocialIdentity,
  language: string,
  link: Link,
  prover?: Prover,
): Promise<SignedIn> {
  const { users, sessions, socialAccounts } = deps;
  let previousAccessRemoved = false;
  const signedIn = await deps.db.transaction(async (tx) => {
    let userId = await socialAccounts.socialAccountUser(identity.provider, identity.subject, tx);
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
      // (a new account has neither yet; one made meanwhile by a sign-up is treated as found)
      previousAccessRemoved = await settleUnprovenAccess(deps, tx, user.id, prover);
      userId = await socialAccounts.linkSocialAccount(tx, identity.provider, identity.subject, user.id);
    }
    // only when it is still the account's address (markEmailVerified compares them)
    if (identity.verifiedEmail) await users.markEmailVerified(tx, userId, identity.verifiedEmail);
    const picture = safePicture(identity.picture);
    if (picture) await users.setPictureIfMissing(tx, userId, picture);
    const user = await users.findById(userId, tx);
    if (!user) throw new Error('social sign-in: linked user missing');
    return { user, token: await sessions.issueToken(tx, userId, deps.config.tokenTtlDays) };
  });
  // committed: sessions it revoked (an unproven address) are refused here from now on
  users.forgetCached(signedIn.user.id);
  await carryLink(deps, signedIn.user, link);
  return { ...signedIn, previousAccessRemoved };
}

/**
 * A reset link by mail when the address has an account; nothing otherwise. The password-reset
 * job's work (password-reset-job.ts): the request itself only queues that job, whatever the address.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await deps.passwordResets.createResetToken(tx, user.id);
    // the link is built from SITE_ORIGIN, never from the request's Host header
    const link = `${deps.config.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    // the outbox keeps the link encrypted and puts it in only when it sends the mail
    const mail = passwordResetMail(mailLang(user.language), { firstName: user.firstName, link: placeholder('link') });
    await deps.mail.enqueue(tx, { to: user.email, ...mail }, { link });
  });
}

/** 404 unless the reset token is unused and unexpired. */
export async function assertResetTokenValid(deps: Pick<AccountDeps, 'passwordResets'>, token: string): Promise<void> {
  if ((await deps.passwordResets.resetTokenUser(token)) === undefined) throw new HttpError(404, INVALID_RESET_TOKEN);
}

/**
 * Spends the reset token and sets the password (already checked by the caller). The link was
 * mailed to the account's address, so following it proves the address; every session ends, as
 * for any reset. True when the address was not proven before and the account had a password
 * or sessions someone else may have set (address-proof.ts): the person is told.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const { userId, previousAccessRemoved } = await deps.db.transaction(async (tx) => {
    // spent atomically: of two confirmations racing, one gets the token
    const userId = await deps.passwordResets.consumeResetToken(tx, token);
    if (userId === undefined) throw new HttpError(404, INVALID_RESET_TOKEN);
    // the new password is the prover's own: no session of theirs needs keeping
    const previousAccessRemoved = await settleUnprovenAccess(deps, tx, userId, undefined);
    await deps.users.setPasswordHash(tx, userId, passwordHash);
    // whoever knew the old password may hold a session: every one ends
    await deps.sessions.revokeAllTokens(tx, userId);
    const user = await deps.users.findById(userId, tx);
    if (user) await deps.users.markEmailVerified(tx, userId, user.email);
    return { userId, previousAccessRemoved };
  });
  // committed: the sessions it ended are refused here from now on
  deps.users.forgetCached(userId);
  return previousAccessRemoved;
}

/** How a password check is throttled per account and source (auth/login-throttle.ts), bound to one request. */
export interface PasswordAttempts {
  /** counts an attempt on the account (or refuses it with a 429); answers what to call when it succeeds */
  enter(email: string): Promise<() => Promise<void>>;
}

/**
 * Proof that the owner is at the keyboard before an irreversible act (deleting the account): a
 * stolen session is not enough. An account with a password gives its current password (the
 * tries are throttled as sign-ins are); one without a password (social sign-in only) must
 * have signed in within REAUTHENTICATION_MINUTES: this request's token must be that recent.
 */
export async function reauthenticate(
  deps: Pick<AccountDeps, 'users' | 'sessions'>,
  session: { id: number; tokenId: number },
  password: string | undefined,
  attempts: PasswordAttempts,
): Promise<void> {
  const user = await deps.users.findById(session.id);
  if (!user) throw httpError(404, 'account.gone');
  if (user.passwordHash) {
    if (!password) throw new HttpError(400, ACCOUNT_MESSAGES.passwordRequired, { code: 'account.password_required', field: 'password' });
    const succeeded = await attempts.enter(user.email);
    if (!(await checkPassword(user.passwordHash, password))) {
      throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword, { code: 'account.wrong_password', field: 'password' });
    }
    await succeeded();
    return;
  }
  if (!(await deps.sessions.tokenIssuedWithin(session.tokenId, REAUTHENTICATION_MINUTES))) throw httpError(403, 'account.sign_in_again');
}

/**
 * Deletes the account in one transaction: what is the user's alone goes; company contact
 * records naming the user stay for the company, anonymised. False when it was gone already.
 */
export async function deleteAccount(deps: Pick<AccountDeps, 'db' | 'users' | 'accountDeletion'>, userId: number): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const user = await deps.users.lockUser(tx, userId);
    if (!user) return false;
    await deps.accountDeletion.anonymiseContactsOf(tx, user);
    await deps.accountDeletion.leaveAllCompanies(tx, user.id);
    await deps.accountDeletion.deleteUser(tx, user);
    return true;
  });
  // committed: its sessions and results are gone from this process's memory too
  deps.users.forgetCached(userId);
  return deleted;
}
