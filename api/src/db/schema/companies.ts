import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BarometerTextLanguage, BarometerTextSet } from '@rapport/wire/api/barometer-texts';
import type { ExtraSupportedField } from '@rapport/wire/entities/company';
import { createdAt, instant } from './columns';
import { questionnaireTypes } from './content';
import { users } from './users';

/** A company value: its label plus the word ids whose weight the values distance uses. */
export interface ExtraSupportedFieldDefinition extends ExtraSupportedField {
  word_ids: string[];
}

/** The company's ideal profile for values missions (docs/model.md, avatar). */
export interface AvatarDefinition {
  /** 12 word ids, rank 1 first */
  words: string[];
  /** optional target axis scores; missing ones are taken equal to the person's */
  axes?: Partial<Record<'w_1' | 'x_1' | 'y_1' | 'z_1' | 'w_2' | 'x_2' | 'y_2' | 'z_2', number>>;
}

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** the survey page's texts per survey language (a language without any is absent) */
    barometerTexts: jsonb('barometer_texts')
      .$type<Partial<Record<BarometerTextLanguage, Partial<BarometerTextSet>>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** the language whose texts a language without texts of its own shows */
    barometerTextsLanguage: text('barometer_texts_language').$type<BarometerTextLanguage>().notNull().default('en'),
    // The default language's texts, as before there were languages: an API of the release
    // before reads them while replicas roll, and after a roll back. Written with the texts;
    // this release reads barometer_texts only.
    barometerTextHeader1: text('barometer_text_header1'),
    barometerTextHeader2: text('barometer_text_header2'),
    barometerTextIntro: text('barometer_text_intro'),
    supportsBarometer: boolean('supports_barometer').notNull().default(false),
    /** barometer results of a group smaller than this are hidden (docs/barometer-anonymity.md) */
    barometerThreshold: smallint('barometer_threshold').notNull().default(5),
    supportsAvatar: boolean('supports_avatar').notNull().default(false),
    quotationAccess: boolean('quotation_access').notNull().default(false),
    /**
     * the company's calendar: an IANA time zone (the admin command checks the name), in which a
     * mission's end date is a day and "today" is decided. Paris: the product's companies are French.
     */
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    /** days after an invitation (or the last reminder) before an unfinished invited contact is reminded */
    reminderDays: smallint('reminder_days').notNull().default(7),
    extraSupportedFields: jsonb('extra_supported_fields')
      .$type<ExtraSupportedFieldDefinition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    avatar: jsonb('avatar').$type<AvatarDefinition>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_name_key').on(t.name),
    check('companies_barometer_threshold_check', sql`${t.barometerThreshold} between 3 and 1000`),
    check('companies_barometer_texts_language_check', sql`${t.barometerTextsLanguage} in ('en', 'fr', 'ru')`),
    check('companies_reminder_days_check', sql`${t.reminderDays} between 1 and 90`),
  ],
);

/** Company users; a user's first company (oldest membership) is the active one. */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'company_users_pkey', columns: [t.companyId, t.userId] }),
    index('company_users_user_idx').on(t.userId),
  ],
);

/** People a company follows: candidates, employees, managers (spec: Contact). */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** set once the invited person has an account; kept null when the account is deleted */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    contactType: text('contact_type').notNull(),
    contactReferral: text('contact_referral').notNull(),
    invitationSent: boolean('invitation_sent').notNull().default(false),
    confidential: boolean('confidential').notNull().default(false),
    questionnaireTypeId: integer('questionnaire_type_id'),
    /** when the latest invitation was queued, and in which language (the reminders' language); null before reminders existed */
    invitedAt: instant('invited_at'),
    invitationLang: text('invitation_lang'),
    /**
     * The instant the company's reminder delay counts from (the latest invitation or reminder);
     * null when no reminder is to come: never invited since, finished, opted out, or the last one sent.
     */
    reminderDueFrom: instant('reminder_due_from'),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    lastRemindedAt: instant('last_reminded_at'),
    /** the contact followed the opt-out link of a reminder: no reminder again */
    remindersOptedOutAt: instant('reminders_opted_out_at'),
    /** SHA-256 of the opt-out link's token (the token itself is never stored) */
    reminderOptOutHash: text('reminder_opt_out_hash'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('company_contacts_referral_key').on(t.contactReferral),
    // one contact per person per company: matching calls name contacts by (company, e-mail)
    uniqueIndex('company_contacts_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    index('company_contacts_user_idx').on(t.userId),
    check('company_contacts_type_check', sql`${t.contactType} in ('C', 'E', 'M')`),
    check('company_contacts_reminders_sent_check', sql`${t.remindersSent} between 0 and 3`),
    check('company_contacts_invitation_lang_check', sql`${t.invitationLang} in ('en', 'fr')`),
    // the reminder sweep's one query: contacts a reminder may be due for, by the instant their delay counts from
    index('company_contacts_reminder_due_idx').on(t.reminderDueFrom).where(sql`${t.reminderDueFrom} is not null`),
    uniqueIndex('company_contacts_reminder_opt_out_key').on(t.reminderOptOutHash).where(sql`${t.reminderOptOutHash} is not null`),
    foreignKey({ name: 'company_contacts_questionnaire_type_fk', columns: [t.questionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('set null'),
  ],
);

/** Companies for which a questionnaire type is preselected (spec: default_companies). */
export const questionnaireTypeDefaultCompanies = pgTable(
  'questionnaire_type_default_companies',
  {
    questionnaireTypeId: integer('questionnaire_type_id').notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    foreignKey({ name: 'questionnaire_type_default_companies_type_fk', columns: [t.questionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('cascade'),
    foreignKey({ name: 'questionnaire_type_default_companies_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),

    primaryKey({ name: 'questionnaire_type_default_companies_pkey', columns: [t.questionnaireTypeId, t.companyId] }),
    index('questionnaire_type_default_companies_company_idx').on(t.companyId),
  ],
);
