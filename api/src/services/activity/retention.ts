import { ACTIVITY_RETENTION_MONTHS } from '@rapport/wire/entities/activity';
import type { ActivityRepository } from '../../repositories/activity-repository';

/** The periodic job that removes the trail's expired entries (worker.every). */
export const ACTIVITY_RETENTION_JOB = 'activity.retention';

/** Once a day: an entry outlives its 13 months by a day at most. */
export const ACTIVITY_RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment before which entries are removed: `months` calendar months before `now` (UTC), the
 * day clamped to the month's last (13 months before 31 March is the last day of February).
 */
export function activityCutoff(now: Date, months = ACTIVITY_RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Removes every company's entries older than ACTIVITY_RETENTION_MONTHS; answers how many went. */
export async function removeExpiredActivity(deps: { activity: ActivityRepository }, now: Date = new Date()): Promise<number> {
  return deps.activity.removeOlderThan(activityCutoff(now));
}
