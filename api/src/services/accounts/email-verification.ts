import { mailLang, type MailLang } from '../../auth/language';
import type { RouteLimit } from '../../auth/limits';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/types';
import { httpError } from '../../http-errors';
import { placeholder } from '../../mail/outbox';
import { emailVerificationMail } from '../../mail/templates';
import type { MailRepository } from '../../repositories/mail-repository';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import type { UserCodesRepository } from '../../repositories/user-codes-repository';
import type { UserRow, UsersRepository } from '../../repositories/users-repository';
import { settleUnprovenAccess, type Prover } from './address-proof';

/**
 * E-mail ownership. An account's address is proven (users.email_verified_at) by following a
 * confirmation link mailed to it, by a one-click sign-in code mailed to it, by completing a
 * password reset, or by a social provider's verified e-mail. Until then the account answers
 * the questionnaire like any other, but cannot claim a company contact or a mission place
 * (links.ts), read or erase the companies' records of its address, or send invitations; and
 * whichever proof comes first takes the account over from whoever made it: the password and
 * sessions set before go, unless the prover holds one of those sessions (address-proof.ts).
 *
 * A confirmation link is `<site>/?verify=<code>`, plus the mission, contact or company a claim
 * was waiting on: following it confirms the address and makes the claim.
 */

/** A confirmation link works for 24 hours after it is mailed. */
export const VERIFY_CODE_TTL_HOURS = 24;

/** Confirming is public (codes cannot be guessed anyway); a new link is mailed on request a few times an hour at most. */
export const VERIFICATION_LIMITS = {
  verify: { ip: { max: 30, timeWindow: '15 minutes' } },
  resend: { ip: { max: 20, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
} as const satisfies Record<string, { ip?: RouteLimit; account?: RouteLimit }>;

/**
 * A refused claim mails a link by itself (the person sees "we sent a link to …"), but not
 * within AUTO_MAIL_GAP_MINUTES of the last one (a sign-up mails one, then the front end asks
 * again) and not more than AUTO_MAILS_PER_HOUR an hour: nobody fills a mailbox by following
 * links with an account made in its name.
 */
const AUTO_MAIL_GAP_MINUTES = 2;
const AUTO_MAILS_PER_HOUR = 5;

export interface VerificationDeps {
  db: Database;
  users: Pick<UsersRepository, 'markEmailVerified' | 'findById' | 'lockUser' | 'setPasswordHash' | 'forgetCached'>;
  sessions: Pick<SessionsRepository, 'revokeAllTokens'>;
  userCodes: Pick<UserCodesRepository, 'issueCode' | 'consumeCode' | 'codesIssuedSince'>;
  mail: Pick<MailRepository, 'enqueue'>;
  config: Pick<Config, 'siteOrigin'>;
}

/** What a confirmation link carries besides its code: the claim waiting for it. */
export interface PendingClaim {
  mission?: string;
  contact?: string;
  company?: number;
}

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>;

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `<site>/?verify=<code>[&mission=…][&contact=…][&company=…]`: built from SITE_ORIGIN, never from a request. */
export function verificationUrl(siteOrigin: string, code: string, claim: PendingClaim = {}): string {
  const params = new URLSearchParams({ verify: code });
  if (claim.mission) params.set('mission', claim.mission);
  if (claim.contact) params.set('contact', claim.contact);
  if (claim.company !== undefined) params.set('company', String(claim.company));
  return `${siteOrigin}/?${params.toString()}`;
}

/** The claim part of a sign-in's or a request's link (its referral needs no proof). */
export const pendingClaimOf = ({ mission, contact, company }: PendingClaim): PendingClaim => ({
  ...(mission && { mission }),
  ...(contact && { contact }),
  ...(company !== undefined && { company }),
});

/** Queues a confirmation mail to the account's address, in `tx` (the transaction of its cause). */
export async function queueVerificationMail(
  deps: Pick<VerificationDeps, 'userCodes' | 'mail' | 'config'>,
  tx: Executor,
  user: Recipient,
  claim: PendingClaim = {},
  lang: MailLang = mailLang(user.language),
): Promise<void> {
  const code = await deps.userCodes.issueCode(tx, user.id, 'verify_email', user.email, VERIFY_CODE_TTL_HOURS * 60);
  const link = verificationUrl(deps.config.siteOrigin, code, pendingClaimOf(claim));
  // the outbox keeps the link encrypted and puts it in only when it sends the mail
  const mail = emailVerificationMail(lang, { firstName: user.firstName, link: placeholder('link'), validHours: VERIFY_CODE_TTL_HOURS });
  await deps.mail.enqueue(tx, { to: user.email, ...mail }, { link });
}

export type VerificationRequest = 'sent' | 'verified' | 'held';

/**
 * A new confirmation link for the signed-in user, asked for (`automatic` false: the route's
 * limits apply) or by a refused claim (`automatic`: at most one every few minutes, a few an
 * hour). 'verified' when there is nothing to confirm any more.
 */
export async function requestVerificationMail(
  deps: VerificationDeps,
  user: Pick<UserRow, 'id'>,
  claim: PendingClaim,
  { automatic, lang }: { automatic: boolean; lang?: MailLang },
): Promise<VerificationRequest> {
  return deps.db.transaction(async (tx) => {
    // one request at a time per account: two refused claims at once mail one link
    if (!(await deps.users.lockUser(tx, user.id))) throw httpError(404, 'account.gone');
    const account = await deps.users.findById(user.id, tx);
    if (!account) throw httpError(404, 'account.gone');
    if (account.emailVerifiedAt) return 'verified';
    if (automatic) {
      if ((await deps.userCodes.codesIssuedSince(account.id, 'verify_email', AUTO_MAIL_GAP_MINUTES, tx)) > 0) return 'held';
      if ((await deps.userCodes.codesIssuedSince(account.id, 'verify_email', 60, tx)) >= AUTO_MAILS_PER_HOUR) return 'held';
    }
    await queueVerificationMail(deps, tx, account, claim, lang);
    return 'sent';
  });
}

/**
 * Spends a confirmation code: unused, unexpired, of this purpose, and sent to the address the
 * account still has. The account's address is then proven; when it was not until now, the
 * password and sessions set before go unless `prover` (the session the request carried) is
 * that account's (address-proof.ts). A used, expired or unknown code is a 400 (not 401: the
 * front end treats any 401 as "your session ended").
 */
export async function confirmEmail(
  deps: VerificationDeps,
  code: string,
  prover?: Prover,
): Promise<{ user: UserRow; previousAccessRemoved: boolean }> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const spent = await deps.userCodes.consumeCode(tx, code, 'verify_email');
    if (!spent) return undefined;
    const user = await deps.users.findById(spent.userId, tx);
    if (!user || !sameAddress(user.email, spent.email)) return undefined;
    const previousAccessRemoved = await settleUnprovenAccess(deps, tx, user.id, prover);
    await deps.users.markEmailVerified(tx, user.id, spent.email);
    const proven = await deps.users.findById(user.id, tx);
    return proven && { user: proven, previousAccessRemoved };
  });
  if (!confirmed) throw httpError(400, 'auth.verification_link_invalid');
  // committed: the sessions it ended are refused here from now on
  deps.users.forgetCached(confirmed.user.id);
  return confirmed;
}

/** Whether the account's address is proven now (read afresh: a request's user is from its token). */
export async function emailVerified(deps: { users: Pick<UsersRepository, 'findById'> }, userId: number): Promise<boolean> {
  return Boolean((await deps.users.findById(userId))?.emailVerifiedAt);
}
