import { sql } from 'drizzle-orm';
import { check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, instant, localizedJson } from './columns';
import { companyContacts } from './companies';
import { questionnaireTypes } from './content';
import { users } from './users';

/** An unfinished questionnaire: answers saved after every Next, then the chosen words. */
export const responseProgress = pgTable(
  'response_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireTypeId: integer('questionnaire_type_id').notNull(),
    /** comma-separated lists, exactly as the product sends them */
    questionAnswered: text('question_answered').notNull().default(''),
    firstAnswers: text('first_answers').notNull().default(''),
    secondAnswers: text('second_answers').notNull().default(''),
    /** the 12 chosen word ids (comma-separated) once selected, before sorting */
    selectedWords: text('selected_words'),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** bumped on every write: lets a PUT detect that another tab saved in between */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'response_progress_pkey', columns: [t.userId, t.questionnaireTypeId] }),
    foreignKey({ name: 'response_progress_questionnaire_type_fk', columns: [t.questionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('restrict'),
  ],
);

/** A finished result (docs/model.md, the formulas): one per user and questionnaire type. */
export const individualResults = pgTable(
  'individual_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireTypeId: integer('questionnaire_type_id').notNull(),
    w1: doublePrecision('w_1').notNull(),
    x1: doublePrecision('x_1').notNull(),
    y1: doublePrecision('y_1').notNull(),
    z1: doublePrecision('z_1').notNull(),
    w2: doublePrecision('w_2').notNull(),
    x2: doublePrecision('x_2').notNull(),
    y2: doublePrecision('y_2').notNull(),
    z2: doublePrecision('z_2').notNull(),
    // raw points per category and mode (0..18)
    ade1: smallint('ade1').notNull(),
    fea1: smallint('fea1').notNull(),
    agv1: smallint('agv1').notNull(),
    agp1: smallint('agp1').notNull(),
    opa1: smallint('opa1').notNull(),
    opp1: smallint('opp1').notNull(),
    evi1: smallint('evi1').notNull(),
    fui1: smallint('fui1').notNull(),
    reg1: smallint('reg1').notNull(),
    tri1: smallint('tri1').notNull(),
    ade2: smallint('ade2').notNull(),
    fea2: smallint('fea2').notNull(),
    agv2: smallint('agv2').notNull(),
    agp2: smallint('agp2').notNull(),
    opa2: smallint('opa2').notNull(),
    opp2: smallint('opp2').notNull(),
    evi2: smallint('evi2').notNull(),
    fui2: smallint('fui2').notNull(),
    reg2: smallint('reg2').notNull(),
    tri2: smallint('tri2').notNull(),
    rPercent: smallint('r_percent').notNull(),
    iPercent: smallint('i_percent').notNull(),
    sPercent: smallint('s_percent').notNull(),
    /** the 12 chosen word ids in selection order, and sorted (rank 1 first) */
    wordsSelected: jsonb('words_selected').$type<string[]>().notNull(),
    wordsSorted: jsonb('words_sorted').$type<string[]>().notNull(),
    softSkills: localizedJson('soft_skills').notNull(),
    topPersonalDevelopment: localizedJson('top_personal_development').notNull(),
    wellbeingExpression: localizedJson('wellbeing_expression').notNull(),
    relationalCommunication: localizedJson('relational_communication').notNull(),
    approachToSituations: localizedJson('approach_to_situations').notNull(),
    visionOfTheWorld: localizedJson('vision_of_the_world').notNull(),
    /** what matching needs, precomputed once (axes, stakes, word and family weights) */
    featureVector: jsonb('feature_vector').$type<Record<string, unknown>>().notNull(),
    finishedAt: instant('finished_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('individual_results_user_type_key').on(t.userId, t.questionnaireTypeId),
    index('individual_results_type_idx').on(t.questionnaireTypeId),
    foreignKey({ name: 'individual_results_questionnaire_type_fk', columns: [t.questionnaireTypeId], foreignColumns: [questionnaireTypes.id] }).onDelete('restrict'),
  ],
);

/**
 * The report files of a finished result (profile PDF, relational CV in PDF and DOCX, each in
 * en, fr and ru), made on completion or on first download. `result_finished_at` is the
 * `finished_at` of the result the file was made from: a file made for an earlier submission
 * is never served (it is made again).
 */
export const resultReports = pgTable(
  'result_reports',
  {
    resultId: integer('result_id').notNull(),
    /** profile-pdf, cv-pdf or cv-docx */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    resultFinishedAt: instant('result_finished_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'result_reports_pkey', columns: [t.resultId, t.kind, t.lang] }),
    foreignKey({ name: 'result_reports_result_fk', columns: [t.resultId], foreignColumns: [individualResults.id] }).onDelete('cascade'),
    check('result_reports_kind_check', sql`${t.kind} in ('profile-pdf', 'cv-pdf', 'cv-docx')`),
    check('result_reports_lang_check', sql`${t.lang} in ('en', 'fr', 'ru')`),
  ],
);

/**
 * The matching report of two company contacts (the ordered pair: the first is named first), in
 * en and fr, made by the matching-report job or on first download. `fingerprint` is the SHA-256
 * of what the report shows (both people's names and results, the labels): a file made from an
 * older result or name is never served (it is made again). The rows go with either contact or
 * either result (a deleted account takes the reports showing its result).
 */
export const matchingReports = pgTable(
  'matching_reports',
  {
    contact1: integer('contact_1').notNull(),
    contact2: integer('contact_2').notNull(),
    lang: text('lang').notNull(),
    /** the results the file was drawn from */
    result1: integer('result_1').notNull(),
    result2: integer('result_2').notNull(),
    fingerprint: text('fingerprint').notNull(),
    body: bytea('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'matching_reports_pkey', columns: [t.contact1, t.contact2, t.lang] }),
    foreignKey({ name: 'matching_reports_contact_1_fk', columns: [t.contact1], foreignColumns: [companyContacts.id] }).onDelete('cascade'),
    foreignKey({ name: 'matching_reports_contact_2_fk', columns: [t.contact2], foreignColumns: [companyContacts.id] }).onDelete('cascade'),
    foreignKey({ name: 'matching_reports_result_1_fk', columns: [t.result1], foreignColumns: [individualResults.id] }).onDelete('cascade'),
    foreignKey({ name: 'matching_reports_result_2_fk', columns: [t.result2], foreignColumns: [individualResults.id] }).onDelete('cascade'),
    // the cascades find their rows without reading the table
    index('matching_reports_contact_2_idx').on(t.contact2),
    index('matching_reports_result_1_idx').on(t.result1),
    index('matching_reports_result_2_idx').on(t.result2),
    check('matching_reports_lang_check', sql`${t.lang} in ('en', 'fr')`),
  ],
);

/**
 * The morph of two sample profiles' pictures (a PNG), made by the morph job, shared by every
 * replica. `pair` is the two samples' uuids in alphabetical order joined by `+` (the blend is
 * symmetric); `fingerprint` is the SHA-256 of both pictures, so a morph of a picture since
 * replaced is not served.
 */
export const sampleMorphs = pgTable('sample_morphs', {
  pair: text('pair').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
