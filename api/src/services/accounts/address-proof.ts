import type { Executor } from '../../db/types';
import type { SessionsRepository } from '../../repositories/sessions-repository';
import type { UsersRepository } from '../../repositories/users-repository';

/**
 * Address squatting (account pre-hijacking). Anyone can open an account with an address they
 * do not read, give it a password and wait: a company invites that address, its owner follows
 * the mailed link into the account, and whoever opened it still signs in and reads what the
 * owner does there. So whenever an address is proven on an account that was not proven yet (a
 * one-click code, a confirmation link, a reset, a provider's verified e-mail), what was set on
 * the account before the proof goes: its password and every session.
 *
 * Unless the person proving it is the one who set them: the proving request carries a live
 * session of that same account (the front end sends the stored session with these calls). On
 * an account whose address is unproven every session was opened with its one password, at
 * sign-up or sign-in (every other way in proves the address first), so holding one shows that
 * the prover set that password, or knows it. Someone proving from another browser, or signed
 * in as someone else, loses both and is told so: a reset (mailed to the address they just
 * proved they read) gives them a password again.
 */

/** Who is proving the address: the user of the live session the request carried, if any. */
export type Prover = { id: number } | null | undefined;

/**
 * In the proof's transaction, before the address is marked proven: removes the password and
 * ends the sessions of the unproven account, unless `prover` is that account. True when there
 * was something to remove (the person is then told). Locks the user's row: two proofs racing
 * are settled one after the other. Call users.forgetCached(userId) once the transaction
 * committed, so the ended sessions are refused at once.
 */
export async function settleUnprovenAccess(
  { users, sessions }: { users: Pick<UsersRepository, 'lockUser' | 'setPasswordHash'>; sessions: Pick<SessionsRepository, 'revokeAllTokens'> },
  tx: Executor,
  userId: number,
  prover: Prover,
): Promise<boolean> {
  const account = await users.lockUser(tx, userId);
  if (!account || account.emailVerified || prover?.id === userId) return false;
  await users.setPasswordHash(tx, userId, null);
  const endedSessions = await sessions.revokeAllTokens(tx, userId);
  return account.hasPassword || endedSessions > 0;
}
