import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, localizedColumns, localizedJson } from './columns';

/*
 * Content tables: loaded from api/content/*.json at every start (upsert by ids), never edited
 * by users. Categories, modes, stakes and families stay here: no route selects them.
 */

export const questionnaireTypes = pgTable(
  'questionnaire_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionnaireType: text('questionnaire_type').notNull(),
    title: localizedJson('title').notNull(),
    /** a barometer questionnaire has demographic questions and is answered anonymously */
    isBarometer: boolean('is_barometer').notNull().default(false),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('questionnaire_types_questionnaire_type_key').on(t.questionnaireType)],
);

export const questions = pgTable(
  'questions',
  {
    questionnaireTypeId: integer('questionnaire_type_id')
      .notNull()
      .references(() => questionnaireTypes.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** numeric order: q10 comes after q9, which text order would not give */
    position: smallint('position').notNull(),
    /** 1 on a daily basis, 2 under tension: server side only */
    mode: smallint('mode').notNull(),
    ...localizedColumns(),
  },
  (t) => [
    primaryKey({ name: 'questions_pkey', columns: [t.questionnaireTypeId, t.questionId] }),
    check('questions_mode_check', sql`${t.mode} in (1, 2)`),
  ],
);

export const answers = pgTable(
  'answers',
  {
    questionnaireTypeId: integer('questionnaire_type_id').notNull(),
    questionId: text('question_id').notNull(),
    answerId: text('answer_id').notNull(),
    position: smallint('position').notNull(),
    /** behaviour category: server side only, respondents never see what an answer means */
    category: text('category').notNull(),
    ...localizedColumns(),
  },
  (t) => [
    primaryKey({ name: 'answers_pkey', columns: [t.questionnaireTypeId, t.answerId] }),
    foreignKey({
      name: 'answers_question_fk',
      columns: [t.questionnaireTypeId, t.questionId],
      foreignColumns: [questions.questionnaireTypeId, questions.questionId],
    }).onDelete('cascade'),
  ],
);

export const words = pgTable('words', {
  wordId: text('word_id').primaryKey(),
  position: smallint('position').notNull(),
  /** R Action, I Vision, S Intention: server side only */
  stake: text('stake').notNull(),
  /** soft-skill family: server side only */
  family: text('family').notNull(),
  ...localizedColumns(),
});

/** The text library (docs/model.md, profile texts and fibers), one JSON value per top-level key. */
export const textLibrary = pgTable('text_library', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Fictional people shown in individual matching lists (fake_matching). */
export const sampleProfiles = pgTable('sample_profiles', {
  uuid: text('uuid').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  picture: text('picture').notNull(),
  answers: jsonb('answers').$type<{ question_id: string; first: string; second: string }[]>().notNull(),
  words: jsonb('words').$type<string[]>().notNull(),
  /** computed at every seed from answers and words (standard questionnaire): what matching reads */
  featureVector: jsonb('feature_vector').$type<Record<string, unknown>>(),
  /** the sample's soft skills text (en, fr, ru), computed with the vector */
  softSkills: localizedJson('soft_skills'),
});

/** The barometer's statistical part; its pk is what respondents send back. */
export const demographicQuestions = pgTable(
  'demographic_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionnaireTypeId: integer('questionnaire_type_id').notNull(),
    questionId: text('question_id').notNull(),
    position: smallint('position').notNull(),
    ...localizedColumns(),
  },
  (t) => [
    uniqueIndex('demographic_questions_type_question_key').on(t.questionnaireTypeId, t.questionId),
    foreignKey({ name: 'demographic_questions_type_fk', columns: [t.questionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('cascade'),
  ],
);

export const demographicOptions = pgTable(
  'demographic_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    demographicQuestionId: integer('demographic_question_id').notNull(),
    optionId: text('option_id').notNull(),
    position: smallint('position').notNull(),
    ...localizedColumns(),
  },
  (t) => [
    uniqueIndex('demographic_options_question_option_key').on(t.demographicQuestionId, t.optionId),
    foreignKey({ name: 'demographic_options_question_fk', columns: [t.demographicQuestionId], foreignColumns: [demographicQuestions.id] }).onDelete('cascade'),
  ],
);
