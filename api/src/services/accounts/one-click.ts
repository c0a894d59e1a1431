import type { LoginLinkBody } from '@rapport/wire/api/auth';
import type { RouteLimit } from '../../auth/limits';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/types';
import { httpError } from '../../http-errors';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import type { UserCodesRepository } from '../../repositories/user-codes-repository';
import type { UserRow, UsersRepository } from '../../repositories/users-repository';
import type { SignedIn } from './accounts-service';
import { settleUnprovenAccess, type Prover } from './address-proof';

/**
 * One-click sign-in links (spec section 2: `token`, `email` and `referral` on any page). The
 * link's `token` is a single-use code mailed to the account's own address, never a session
 * token: it lives LOGIN_CODE_TTL_MINUTES, and POST /auth/user/login_link/ spends it once for a
 * session. A session token is never put in a link, so nobody can hand theirs to someone else
 * (login CSRF) and a forwarded or logged mail opens nothing once its code is spent or stale.
 */

/** A one-click link works for 12 hours after it is mailed. */
export const LOGIN_CODE_TTL_MINUTES = 12 * 60;

/** The exchange is public: limited per IP like the other public sign-in calls (codes cannot be guessed anyway). */
export const LOGIN_LINK_IP_LIMIT: RouteLimit = { max: 30, timeWindow: '15 minutes' };

export interface OneClickDeps {
  db: Database;
  users: Pick<UsersRepository, 'findById' | 'markEmailVerified' | 'lockUser' | 'setPasswordHash' | 'forgetCached'>;
  sessions: Pick<SessionsRepository, 'issueToken' | 'revokeAllTokens'>;
  userCodes: Pick<UserCodesRepository, 'consumeCode'>;
  config: Pick<Config, 'tokenTtlDays'>;
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `link` (a page of the site, with its own parameters) as a one-click link for `account`: a new
 * login code for the account's address, with the account's e-mail and referral, in `tx` (the
 * transaction that queues the mail carrying it). Mail it to `account.email` only.
 */
export async function oneClickLink(
  tx: Executor,
  userCodes: Pick<UserCodesRepository, 'issueCode'>,
  account: Pick<UserRow, 'id' | 'email' | 'referral'>,
  link: string,
): Promise<string> {
  const code = await userCodes.issueCode(tx, account.id, 'login', account.email, LOGIN_CODE_TTL_MINUTES);
  const url = new URL(link);
  url.searchParams.set('token', code);
  url.searchParams.set('email', account.email);
  url.searchParams.set('referral', account.referral);
  return url.toString();
}

/**
 * Spends a one-click link's code for a session. The code must be unused, unexpired, a login
 * code, sent to the link's e-mail, which is still the account's, and the link's referral (when
 * it names one) the account's. A code presented with the wrong e-mail or referral is spent all
 * the same: a link is only ever used as it was mailed. Reaching the code proves the person
 * reads that mailbox, so the address counts as verified; on an account not proven until now,
 * the password and sessions set before go unless `prover` (the session the request carried)
 * is that account's (address-proof.ts).
 */
export async function exchangeLoginCode(deps: OneClickDeps, link: LoginLinkBody, prover?: Prover): Promise<SignedIn> {
  const signedIn = await deps.db.transaction(async (tx) => {
    const spent = await deps.userCodes.consumeCode(tx, link.code, 'login');
    if (!spent || !sameAddress(spent.email, link.email)) return undefined;
    const user = await deps.users.findById(spent.userId, tx);
    if (!user || !sameAddress(user.email, spent.email)) return undefined;
    if (link.referral !== undefined && link.referral !== user.referral) return undefined;
    const previousAccessRemoved = await settleUnprovenAccess(deps, tx, user.id, prover);
    await deps.users.markEmailVerified(tx, user.id, spent.email);
    const token = await deps.sessions.issueToken(tx, user.id, deps.config.tokenTtlDays);
    return { user, token, previousAccessRemoved };
  });
  // 400, not 401: the front end treats any 401 as "your session ended"
  if (!signedIn) throw httpError(400, 'auth.login_link_invalid');
  // committed: the sessions it ended are refused here from now on
  deps.users.forgetCached(signedIn.user.id);
  return signedIn;
}
