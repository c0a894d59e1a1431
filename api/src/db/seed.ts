import { and, eq, getTableColumns, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { loadContent } from '../content/load';
import type { Content, QuestionnaireContent } from '../content/types';
import { validateContent } from '../content/validate';
import { computeIndividualResult, localizeResult, ModelInputError, prepareContent, toModelContent, type PreparedContent } from '../model';
import {
  answers,
  demographicOptions,
  demographicQuestions,
  questionnaireTypes,
  questions,
  sampleProfiles,
  textLibrary,
  words,
} from './schema';
import type { Database, Executor } from './types';

/**
 * Loads api/content/*.json into the content tables at every start, upserting by the content's
 * own ids, so an edited text or a new word lands on the next start without a migration.
 */

export class InvalidContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content in api/content is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidContentError';
  }
}

/** Reads and checks the content files; refuses to go on with broken content. */
export function loadValidContent(dir?: string): Content {
  const content = loadContent(dir);
  const problems = validateContent(content);
  if (problems.length > 0) throw new InvalidContentError(problems);
  return content;
}

/** `excluded.<column>` for each named column: "take the new value" in ON CONFLICT DO UPDATE. */
function takeNew<T extends PgTable>(table: T, keys: (keyof T['_']['columns'])[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded."${columns[key as string].name}"`)]),
  );
}

/** `q12` -> 12 and `q12a3` -> 3: content ids carry their order. */
const trailingNumber = (id: string, fallback: number): number => {
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : fallback;
};

export interface SeedSummary {
  questionnaireTypes: number;
  questions: number;
  answers: number;
  words: number;
}

export async function seedContent(db: Database, content: Content): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary: SeedSummary = { questionnaireTypes: 0, questions: 0, answers: 0, words: 0 };
    for (const questionnaire of content.questionnaires) {
      const counts = await seedQuestionnaire(tx, questionnaire);
      summary.questionnaireTypes += 1;
      summary.questions += counts.questions;
      summary.answers += counts.answers;
    }
    summary.words = await seedWords(tx, content);
    await seedTexts(tx, content);
    await seedSamples(tx, content);
    return summary;
  });
}

async function seedQuestionnaire(tx: Executor, q: QuestionnaireContent): Promise<{ questions: number; answers: number }> {
  const [type] = await tx
    .insert(questionnaireTypes)
    .values({
      questionnaireType: q.questionnaire_type,
      title: q.title,
      isBarometer: (q.demographic_questions?.length ?? 0) > 0,
    })
    .onConflictDoUpdate({
      target: questionnaireTypes.questionnaireType,
      set: { ...takeNew(questionnaireTypes, ['title', 'isBarometer']), updatedAt: sql`now()` },
    })
    .returning({ id: questionnaireTypes.id });
  const typeId = type.id;

  const questionRows = q.questions.map((question, index) => ({
    questionnaireTypeId: typeId,
    questionId: question.question_id,
    position: trailingNumber(question.question_id, index + 1),
    mode: question.mode,
    en: question.en,
    fr: question.fr,
    ru: question.ru,
  }));
  const answerRows = q.questions.flatMap((question) =>
    question.answers.map((answer, index) => ({
      questionnaireTypeId: typeId,
      questionId: question.question_id,
      answerId: answer.answer_id,
      position: trailingNumber(answer.answer_id, index + 1),
      category: answer.category,
      en: answer.en,
      fr: answer.fr,
      ru: answer.ru,
    })),
  );

  // questions and answers are pure content (answers are stored as ids, not keys): a removed
  // one must disappear, or the questionnaire would grow a 19th question
  const questionIds = questionRows.map((r) => r.questionId);
  await tx
    .delete(questions)
    .where(and(eq(questions.questionnaireTypeId, typeId), notInArray(questions.questionId, questionIds)));
  await tx
    .insert(questions)
    .values(questionRows)
    .onConflictDoUpdate({
      target: [questions.questionnaireTypeId, questions.questionId],
      set: takeNew(questions, ['position', 'mode', 'en', 'fr', 'ru']),
    });
  const answerIds = answerRows.map((r) => r.answerId);
  await tx.delete(answers).where(and(eq(answers.questionnaireTypeId, typeId), notInArray(answers.answerId, answerIds)));
  await tx
    .insert(answers)
    .values(answerRows)
    .onConflictDoUpdate({
      target: [answers.questionnaireTypeId, answers.answerId],
      set: takeNew(answers, ['questionId', 'position', 'category', 'en', 'fr', 'ru']),
    });

  // demographic questions and options are only upserted, never deleted: anonymous barometer
  // answers reference them, and deleting would silently drop those answers
  for (const [index, dq] of (q.demographic_questions ?? []).entries()) {
    const [row] = await tx
      .insert(demographicQuestions)
      .values({
        questionnaireTypeId: typeId,
        questionId: dq.question_id,
        position: trailingNumber(dq.question_id, index + 1),
        en: dq.en,
        fr: dq.fr,
        ru: dq.ru,
      })
      .onConflictDoUpdate({
        target: [demographicQuestions.questionnaireTypeId, demographicQuestions.questionId],
        set: takeNew(demographicQuestions, ['position', 'en', 'fr', 'ru']),
      })
      .returning({ id: demographicQuestions.id });
    if (dq.options.length === 0) continue;
    await tx
      .insert(demographicOptions)
      .values(
        dq.options.map((option, optionIndex) => ({
          demographicQuestionId: row.id,
          optionId: option.option_id,
          position: trailingNumber(option.option_id, optionIndex + 1),
          en: option.en,
          fr: option.fr,
          ru: option.ru,
        })),
      )
      .onConflictDoUpdate({
        target: [demographicOptions.demographicQuestionId, demographicOptions.optionId],
        set: takeNew(demographicOptions, ['position', 'en', 'fr', 'ru']),
      });
  }
  return { questions: questionRows.length, answers: answerRows.length };
}

async function seedWords(tx: Executor, content: Content): Promise<number> {
  const rows = content.words.map((word, index) => ({
    wordId: word.word_id,
    position: index + 1,
    stake: word.stake,
    family: word.family,
    en: word.en,
    fr: word.fr,
    ru: word.ru,
  }));
  // results keep the chosen word ids as text, so removing a word from the bank is safe
  await tx.delete(words).where(notInArray(words.wordId, rows.map((r) => r.wordId)));
  await tx
    .insert(words)
    .values(rows)
    .onConflictDoUpdate({ target: words.wordId, set: takeNew(words, ['position', 'stake', 'family', 'en', 'fr', 'ru']) });
  return rows.length;
}

async function seedTexts(tx: Executor, content: Content): Promise<void> {
  const rows = Object.entries(content.texts).map(([key, value]) => ({ key, value }));
  await tx.delete(textLibrary).where(notInArray(textLibrary.key, rows.map((r) => r.key)));
  await tx
    .insert(textLibrary)
    .values(rows)
    .onConflictDoUpdate({ target: textLibrary.key, set: { ...takeNew(textLibrary, ['value']), updatedAt: sql`now()` } });
}

/** The questionnaire the sample profiles answered (validateContent checks their answers against it). */
export const SAMPLE_QUESTIONNAIRE = 'standard';

/**
 * Sample profiles with their matching vector and soft skills, computed by the model exactly as
 * a respondent's result is. Content that the model refuses (which loadValidContent never lets
 * through) leaves them without a vector: matching lists then leave those samples out.
 */
export function scoredSamples(content: Content) {
  const questionnaire = content.questionnaires.find((q) => q.questionnaire_type === SAMPLE_QUESTIONNAIRE);
  let prep: PreparedContent | undefined;
  try {
    prep = questionnaire && prepareContent(toModelContent(questionnaire, content.words));
  } catch (error) {
    if (!(error instanceof ModelInputError)) throw error;
  }
  return content.samples.map((s) => {
    try {
      if (!prep) return { sample: s, vector: null, softSkills: null };
      const result = computeIndividualResult(prep, s.answers, s.words);
      return { sample: s, vector: { ...result.vector }, softSkills: localizeResult(result, content.texts).soft_skills };
    } catch (error) {
      if (!(error instanceof ModelInputError)) throw error;
      return { sample: s, vector: null, softSkills: null };
    }
  });
}

async function seedSamples(tx: Executor, content: Content): Promise<void> {
  const rows = scoredSamples(content).map(({ sample: s, vector, softSkills }) => ({
    uuid: s.uuid,
    firstName: s.first_name,
    lastName: s.last_name,
    picture: s.picture,
    answers: s.answers,
    words: s.words,
    featureVector: vector,
    softSkills,
  }));
  await tx.delete(sampleProfiles).where(notInArray(sampleProfiles.uuid, rows.map((r) => r.uuid)));
  if (rows.length === 0) return;
  await tx
    .insert(sampleProfiles)
    .values(rows)
    .onConflictDoUpdate({
      target: sampleProfiles.uuid,
      set: takeNew(sampleProfiles, ['firstName', 'lastName', 'picture', 'answers', 'words', 'featureVector', 'softSkills']),
    });
}
