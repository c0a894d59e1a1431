import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, companyContacts } from './companies';
import { createdAt, instant } from './columns';
import { questionnaireTypes } from './content';
import { users } from './users';

export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** R M O T V, or B for a barometer survey */
    missionType: text('mission_type').notNull(),
    /** the product's `type` field (M O R T V) */
    type: text('type'),
    missionName: text('mission_name').notNull(),
    reference: text('reference').notNull(),
    description: text('description').notNull().default(''),
    creationDate: instant('creation_date').notNull().defaultNow(),
    /**
     * the mission's last day in the company's calendar (companies.time_zone), read and written
     * as YYYY-MM-DD: a day, not a moment, so no browser's or server's time zone moves it
     */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** invitation code of the mission link */
    missionReferral: text('mission_referral').notNull(),
    managerContactId: integer('manager_contact_id').references(() => companyContacts.id, {
      onDelete: 'set null',
    }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    defaultQuestionnaireTypeId: integer('default_questionnaire_type_id'),
    archivedAt: instant('archived_at'),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('missions_referral_key').on(t.missionReferral),
    index('missions_company_type_idx').on(t.companyId, t.missionType),
    index('missions_manager_idx').on(t.managerContactId),
    index('missions_owner_idx').on(t.ownerUserId),
    foreignKey({ name: 'missions_default_questionnaire_type_fk', columns: [t.defaultQuestionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('set null'),
    check('missions_mission_type_check', sql`${t.missionType} in ('R', 'M', 'O', 'T', 'V', 'B')`),
    check('missions_type_check', sql`${t.type} is null or ${t.type} in ('M', 'O', 'R', 'T', 'V')`),
  ],
);

/** The people of a mission besides its manager; a contact holds one role per mission. */
export const missionContacts = pgTable(
  'mission_contacts',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => companyContacts.id, { onDelete: 'cascade' }),
    /** member, viewer, delegate or benchmark */
    role: text('role').notNull(),
    /** employee or manager, benchmarks only */
    benchmarkType: text('benchmark_type'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mission_contacts_pkey', columns: [t.missionId, t.contactId] }),
    index('mission_contacts_contact_idx').on(t.contactId),
    check('mission_contacts_role_check', sql`${t.role} in ('member', 'viewer', 'delegate', 'benchmark')`),
    check(
      'mission_contacts_benchmark_type_check',
      sql`(${t.role} = 'benchmark' and ${t.benchmarkType} in ('employee', 'manager')) or (${t.role} <> 'benchmark' and ${t.benchmarkType} is null)`,
    ),
  ],
);
