import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { companies, companyContacts } from './companies';
import { demographicOptions, demographicQuestions } from './content';
import { missions } from './missions';

/**
 * A barometer survey's anonymity settings and counters, one row per barometer mission
 * (docs/barometer-anonymity.md). The threshold is the company's when the survey was created:
 * lowering the company's setting later does not lower what respondents were promised.
 */
export const barometerSurveys = pgTable(
  'barometer_surveys',
  {
    missionId: integer('mission_id')
      .primaryKey()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** public: answers randomized in the browser; invited: personal single-use links */
    mode: text('mode').notNull().default('public'),
    threshold: smallint('threshold').notNull().default(5),
    /** the release step the newest released responses belong to (0: nothing released) */
    releaseStep: integer('release_step').notNull().default(0),
    linksSent: integer('links_sent').notNull().default(0),
    linksUsed: integer('links_used').notNull().default(0),
    /** public submits refused by the per-visitor limit */
    refusedCount: integer('refused_count').notNull().default(0),
  },
  (t) => [check('barometer_surveys_mode_check', sql`${t.mode} in ('public', 'invited')`), check('barometer_surveys_threshold_check', sql`${t.threshold} >= 3`)],
);

/**
 * A personal link of an invited survey: only the hash of its code, its survey and whether it
 * was used (so a second try is told so). No contact, no time, rows inserted in a random order:
 * nothing joins a link to the person it was sent to, so the table cannot tell who answered.
 */
export const barometerLinks = pgTable(
  'barometer_links',
  {
    codeHash: text('code_hash').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    used: boolean('used').notNull().default(false),
  },
  (t) => [index('barometer_links_mission_idx').on(t.missionId)],
);

/** The contacts an invited survey was sent to (the company chose them: it knows this), so nobody gets two links. */
export const barometerInvitees = pgTable(
  'barometer_invitees',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => companyContacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'barometer_invitees_pkey', columns: [t.missionId, t.contactId] })],
);

/**
 * The release ledger: every set of responses the company was shown figures about, as the
 * list of its responses' ids (kept when the survey or its responses are deleted: what was
 * shown stays known). The release rule (services/barometer/release-rule.ts) checks a new set
 * against all of them. The fingerprint finds a set already released without reading the lists.
 */
export const barometerReleases = pgTable(
  'barometer_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    members: uuid('members').array().notNull(),
    /** what the set was: one survey's released responses (at a step), all or one option's; null for several surveys */
    missionId: integer('mission_id'),
    optionId: integer('option_id'),
    step: integer('step'),
  },
  (t) => [index('barometer_releases_company_fingerprint_idx').on(t.companyId, t.fingerprint)],
);

/**
 * One anonymous barometer answer (docs/barometer-anonymity.md): deliberately no user, token,
 * address, browser, link or time column, and a random id (a sequence would tell which answer
 * came after which) that no call ever sends. The release step is the only order kept: the
 * responses released together, at least the threshold of them.
 */
export const barometerResponses = pgTable(
  'barometer_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    questionAnswered: text('question_answered').array().notNull(),
    firstAnswers: text('first_answers').array().notNull(),
    secondAnswers: text('second_answers').array().notNull(),
    selectedWords: text('selected_words').array().notNull(),
    sortedWords: text('sorted_words').array().notNull(),
    /** null until released: results are computed over released responses only */
    releaseStep: integer('release_step'),
  },
  (t) => [index('barometer_responses_mission_idx').on(t.missionId, t.releaseStep)],
);

export const barometerDemographicAnswers = pgTable(
  'barometer_demographic_answers',
  {
    responseId: uuid('response_id').notNull(),
    /** the response's survey, repeated so the counts per option read one index, not a join */
    missionId: integer('mission_id').notNull(),
    demographicQuestionId: integer('demographic_question_id').notNull(),
    demographicOptionId: integer('demographic_option_id').notNull(),
  },
  (t) => [
    foreignKey({ name: 'barometer_demographic_answers_response_fk', columns: [t.responseId], foreignColumns: [barometerResponses.id] }).onDelete('cascade'),
    foreignKey({ name: 'barometer_demographic_answers_question_fk', columns: [t.demographicQuestionId], foreignColumns: [demographicQuestions.id] }).onDelete('cascade'),
    foreignKey({ name: 'barometer_demographic_answers_option_fk', columns: [t.demographicOptionId], foreignColumns: [demographicOptions.id] }).onDelete('cascade'),
    primaryKey({ name: 'barometer_demographic_answers_pkey', columns: [t.responseId, t.demographicQuestionId] }),
    foreignKey({ name: 'barometer_demographic_answers_mission_fk', columns: [t.missionId], foreignColumns: [missions.id] }).onDelete('cascade'),
    // demographic_answers_count and the results' filters group by option within a survey
    index('barometer_demographic_answers_option_idx').on(t.demographicOptionId),
    index('barometer_demographic_answers_mission_option_idx').on(t.missionId, t.demographicOptionId),
  ],
);
