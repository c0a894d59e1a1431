import { ACTIVITY_RETENTION_MONTHS } from '@rapport/wire/entities/activity';
import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { activityRows, insertEntries } from '@rapport/api/testing/activity';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { ensureJobBy, isJobPending, PERIODIC_JOB_KEY } from '../../jobs';
import { ACTIVITY_RETENTION_JOB, activityCutoff } from './retention';

describe('activityCutoff', () => {
  it('is 13 calendar months back, the day clamped to the shorter month', () => {
    expect(ACTIVITY_RETENTION_MONTHS).toBe(13);
    expect(activityCutoff(new Date('2026-11-28T12:04:26.000Z')).toISOString()).toBe('2025-10-28T12:04:26.000Z');
    expect(activityCutoff(new Date('2027-03-31T08:00:00.000Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(activityCutoff(new Date('2025-01-15T00:00:00.000Z')).toISOString()).toBe('2023-12-15T00:00:00.000Z');
  });
});

/** The trail keeps 13 months: the daily job removes what is older, in every company. */
describe(`the activity retention job (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  const DAY = 24 * 60 * 60 * 1000;
  /** `months` calendar months back (clamped like the cutoff, so the test holds on the 31st too), then `days` more */
  const monthsAgo = (months: number, days = 0) => new Date(activityCutoff(new Date(), months).getTime() - days * DAY);

  it('removes an entry of 13 months and a day, keeps one of 12 months and a recent one, and schedules its next run', async () => {
    const { companyId } = await companyWithAdmin(suite.app);
    const other = await companyWithAdmin(suite.app);
    await insertEntries(suite.app, [
      { companyId, subject: 'Expired <old@example.org>', createdAt: monthsAgo(13, 1) },
      { companyId, subject: 'Kept <year@example.org>', createdAt: monthsAgo(12) },
      { companyId, subject: 'Recent <new@example.org>', createdAt: monthsAgo(0, 2) },
      { companyId: other.companyId, subject: 'Expired elsewhere <gone@example.org>', createdAt: monthsAgo(14) },
    ]);
    // as a started worker does: the periodic job pending and due now
    await ensureJobBy(suite.app.database.db, { kind: ACTIVITY_RETENTION_JOB, key: PERIODIC_JOB_KEY, runAfter: new Date() });
    expect(await suite.app.jobs.runDue()).toBe(1);

    expect((await activityRows(suite.app, companyId)).map((row) => row.subject)).toEqual(['Kept <year@example.org>', 'Recent <new@example.org>']);
    expect(await activityRows(suite.app, other.companyId)).toEqual([]);
    // the next run is a day later, not due now
    expect(await isJobPending(suite.app.database.db, ACTIVITY_RETENTION_JOB, PERIODIC_JOB_KEY)).toBe(true);
    expect(await suite.app.jobs.runDue()).toBe(0);
  });
});
