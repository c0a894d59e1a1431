import { and, asc, desc, eq, getTableColumns, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ActivityKind } from '@rapport/wire/entities/activity';
import { companyActivity } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

export type ActivityRow = typeof companyActivity.$inferSelect;
/** A listed entry, with its time as the database holds it (microseconds: a Date keeps milliseconds), for the next page's cursor. */
export type ListedActivity = ActivityRow & { exactAt: string };
/** `createdAt` defaults to the transaction's time; only the demo's past entries give one. */
export type NewActivity = Omit<typeof companyActivity.$inferInsert, 'id'>;

export interface ActivityFilter {
  kind?: ActivityKind;
  /** entries whose actor's address is this one */
  actorEmail?: string;
  /** keyset paging: entries before this one (newest first); `at` is an entry's `exactAt` */
  before?: { at: string; id: number };
  limit: number;
}

/** The company audit trail (company_activity): written in the acting transaction, read newest first. */
export function createActivityRepository(db: Database) {
  return {
    /** Records one entry; `executor` is the transaction of the action, so that both land or neither. */
    async record(executor: Executor, entry: NewActivity): Promise<void> {
      await executor.insert(companyActivity).values(entry);
    },

    async recordMany(executor: Executor, entries: NewActivity[]): Promise<void> {
      if (entries.length) await executor.insert(companyActivity).values(entries);
    },

    /** The company's entries newest first, filtered, one page (`limit` rows). */
    async list(companyId: number, filter: ActivityFilter): Promise<ListedActivity[]> {
      const where: (SQL | undefined)[] = [eq(companyActivity.companyId, companyId)];
      if (filter.kind) where.push(eq(companyActivity.kind, filter.kind));
      if (filter.actorEmail) where.push(sql`lower(${companyActivity.actorEmail}) = lower(${filter.actorEmail})`);
      if (filter.before) {
        // compared at the database's precision: entries a microsecond apart are neither repeated nor skipped
        where.push(sql`(${companyActivity.createdAt}, ${companyActivity.id}) < (${filter.before.at}::timestamptz, ${filter.before.id})`);
      }
      return db
        .select({ ...getTableColumns(companyActivity), exactAt: sql<string>`${companyActivity.createdAt}::text` })
        .from(companyActivity)
        .where(and(...where))
        .orderBy(desc(companyActivity.createdAt), desc(companyActivity.id))
        .limit(filter.limit);
    },

    /** The admin addresses of the company's trail, sorted (what the person filter offers). */
    async actorEmails(companyId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ email: companyActivity.actorEmail })
        .from(companyActivity)
        .where(and(eq(companyActivity.companyId, companyId), isNotNull(companyActivity.actorEmail)))
        .orderBy(asc(companyActivity.actorEmail));
      return rows.flatMap((row) => (row.email === null ? [] : [row.email]));
    },

    /** Removes every entry recorded before `cutoff`; answers how many. */
    async removeOlderThan(cutoff: Date): Promise<number> {
      const removed = await db.delete(companyActivity).where(lt(companyActivity.createdAt, cutoff)).returning({ id: companyActivity.id });
      return removed.length;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    activityRepository: ActivityRepository;
  }
}

export const activityRepositoryPlugin = expose('activity-repository', async (app: FastifyInstance) => {
  app.decorate('activityRepository', createActivityRepository(app.database.db));
});
