import type { Executor } from '../../db/types';
import { enqueueJob, type JobHandler } from '../../jobs';
import { requestPasswordReset, type AccountDeps } from './accounts-service';

/**
 * Forgot-password without a timing oracle: the request's whole work is one job row holding the
 * address, the same insert whether the address has an account or not, so both answer in the
 * same time. The job (run by the worker, after the answer) looks the account up, makes the
 * token and queues the mail; for an unknown address it does nothing.
 */

export const PASSWORD_RESET_JOB = 'password-reset';

/** What POST /password_reset/ does for every address. */
export async function queuePasswordReset(db: Executor, email: string): Promise<void> {
  await enqueueJob(db, { kind: PASSWORD_RESET_JOB, payload: { email } });
}

/** The job's work: the reset mail when the address has an account, nothing otherwise. */
export function passwordResetJob(deps: AccountDeps): JobHandler {
  return async (job) => {
    const { email } = job.payload;
    if (typeof email !== 'string' || email.length === 0) throw new Error(`${PASSWORD_RESET_JOB} job ${job.id} has no e-mail`);
    await requestPasswordReset(deps, email);
  };
}
