import { asc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { companyActivity } from '../src/db/schema';
import type { NewActivity } from '../src/repositories/activity-repository';

/** The activity trail's tests: its rows as stored, and entries written straight into it. */

export const ACTIVITY = '/company/activity/';

/** The company's entries as stored, oldest first (by id). */
export function activityRows(app: App, companyId: number) {
  return app.database.db.select().from(companyActivity).where(eq(companyActivity.companyId, companyId)).orderBy(asc(companyActivity.id));
}

/** What a test compares of an entry: its kind, subject, actor, address and detail. */
export const entryFacts = (row: { kind: string; subject: string; actorEmail: string | null; ip: string | null; detail: unknown }) => ({
  kind: row.kind,
  subject: row.subject,
  actorEmail: row.actorEmail,
  ip: row.ip,
  detail: row.detail,
});

/** Entries written as the repository writes them, with their own times; answers their ids in order. */
export async function insertEntries(app: App, entries: (Partial<NewActivity> & Pick<NewActivity, 'companyId'>)[]): Promise<number[]> {
  const rows = await app.database.db
    .insert(companyActivity)
    .values(entries.map((entry) => ({ kind: 'contact.created' as const, subject: 'Someone <someone@example.org>', ...entry })))
    .returning({ id: companyActivity.id });
  return rows.map((row) => row.id);
}

/** Entries written at exact times the database holds (microseconds), for the cursor's precision. */
export async function insertAtExactTimes(app: App, companyId: number, times: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const at of times) {
    const [row] = await app.database.db
      .insert(companyActivity)
      .values({ companyId, kind: 'contact.updated', subject: `At ${at}`, createdAt: sql`${at}::timestamptz` as unknown as Date })
      .returning({ id: companyActivity.id });
    ids.push(row.id);
  }
  return ids;
}
