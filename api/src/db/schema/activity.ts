import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@rapport/wire/entities/activity';
import { createdAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * The company's audit trail: who did what to people's data, when and from which address. The
 * actor's address is copied at the time (the trail still says who after the account is gone);
 * entries older than ACTIVITY_RETENTION_MONTHS are removed by a job.
 */
export const companyActivity = pgTable(
  'company_activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null once the account is deleted, and for the product's own actions (a reminder job) */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    kind: text('kind').$type<ActivityKind>().notNull(),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('company_activity_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()), index('company_activity_created_idx').on(t.createdAt)],
);
