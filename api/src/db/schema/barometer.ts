import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { demographicOptions, demographicQuestions } from './content';
import { missions } from './missions';

/**
 * One anonymous barometer answer (docs/barometer-anonymity.md): deliberately no user, token,
 * address or browser column, a random id (a sequence would tell which answer came after which)
 * that no call ever sends, and the day only, never the time of day.
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
    /** the day of the answer (UTC) */
    answeredOn: date('answered_on', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'utc')::date)`),
  },
  (t) => [index('barometer_responses_mission_idx').on(t.missionId)],
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
