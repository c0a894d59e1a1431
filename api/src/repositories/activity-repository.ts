import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ActivityKind } from '@rapport/wire/entities/activity';
import { companyActivity } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

export type ActivityRow = typeof companyActivity.$inferSelect;
export type NewActivity = Omit<typeof companyActivity.$inferInsert, 'id' | 'createdAt'>;

export interface ActivityFilter {
  kind?: ActivityKind;
  /** entries whose actor's address is this one */
  actorEmail?: string;
  /** keyset paging: entries before this one (newest first) */
  before?: { at: Date; id: number };
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
    async list(companyId: number, filter: ActivityFilter): Promise<ActivityRow[]> {
      const where: (SQL | undefined)[] = [eq(companyActivity.companyId, companyId)];
      if (filter.kind) where.push(eq(companyActivity.kind, filter.kind));
      if (filter.actorEmail) where.push(eq(companyActivity.actorEmail, filter.actorEmail));
      if (filter.before) {
        const { at, id } = filter.before;
        where.push(or(lt(companyActivity.createdAt, at), and(eq(companyActivity.createdAt, at), lt(companyActivity.id, id))));
      }
      return db
        .select()
        .from(companyActivity)
        .where(and(...where))
        .orderBy(desc(companyActivity.createdAt), desc(companyActivity.id))
        .limit(filter.limit);
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
