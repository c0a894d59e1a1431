import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Answer, Question, QuestionnaireType, Word } from '@rapport/wire/entities/questionnaire';
import type { Family, Localized, Stake, TextLibrary } from '../content/types';
import {
  answers,
  questionnaireTypeDefaultCompanies,
  questionnaireTypes,
  questions,
  sampleProfiles,
  textLibrary,
  words,
} from '../db/schema';
import type { Database } from '../db/types';
import { isProfileVector, prepareContent, type ModelContent, type PreparedContent, type ProfileVector } from '../model';
import { expose } from '../plugins/expose';

export interface SampleRow {
  uuid: string;
  firstName: string;
  lastName: string;
  picture: string;
  vector: ProfileVector;
  softSkills: Localized;
}

const vectorOrNull = (value: unknown): ProfileVector | null => (isProfileVector(value) ? value : null);

export interface QuestionnaireTypeRow extends QuestionnaireType {
  isBarometer: boolean;
}

/**
 * Reads of the content tables. The calls' lists select only the public columns; the model's
 * content (categories, modes, stakes, families), the text library and the samples are prepared
 * once and kept: content only changes with a restart, when the seed runs.
 */
export function createContentRepository(db: Database) {
  const preparedByType = new Map<number, Promise<PreparedContent>>();
  let texts: Promise<TextLibrary> | undefined;
  let samples: Promise<SampleRow[]> | undefined;

  /** a failed load is not kept: the next call tries again */
  const remember = <T>(promise: Promise<T>, forget: () => void): Promise<T> => {
    promise.catch(forget);
    return promise;
  };

  async function loadModelContent(questionnaireTypeId: number): Promise<ModelContent> {
    const questionRows = await db
      .select({ questionId: questions.questionId, mode: questions.mode })
      .from(questions)
      .where(eq(questions.questionnaireTypeId, questionnaireTypeId))
      .orderBy(asc(questions.position));
    const answerRows = await db
      .select({ questionId: answers.questionId, answerId: answers.answerId, category: answers.category })
      .from(answers)
      .where(eq(answers.questionnaireTypeId, questionnaireTypeId))
      .orderBy(asc(answers.questionId), asc(answers.position));
    const wordRows = await db
      .select({ wordId: words.wordId, stake: words.stake, family: words.family })
      .from(words)
      .orderBy(asc(words.position), asc(words.wordId));
    return {
      questions: questionRows.map((q) => ({
        question_id: q.questionId,
        mode: q.mode as 1 | 2,
        answers: answerRows
          .filter((a) => a.questionId === q.questionId)
          .map((a) => ({ answer_id: a.answerId, category: a.category as ModelContent['questions'][number]['answers'][number]['category'] })),
      })),
      words: wordRows.map((w) => ({ word_id: w.wordId, stake: w.stake as Stake, family: w.family as Family })),
    };
  }

  return {
    async questionnaireTypeByName(name: string): Promise<{ id: number; isBarometer: boolean } | undefined> {
      const [row] = await db
        .select({ id: questionnaireTypes.id, isBarometer: questionnaireTypes.isBarometer })
        .from(questionnaireTypes)
        .where(eq(questionnaireTypes.questionnaireType, name));
      return row;
    },

    /** the first non-barometer type preselected for the company, if any */
    async companyDefaultQuestionnaireTypeId(companyId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: questionnaireTypes.id })
        .from(questionnaireTypeDefaultCompanies)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, questionnaireTypeDefaultCompanies.questionnaireTypeId))
        .where(and(eq(questionnaireTypeDefaultCompanies.companyId, companyId), eq(questionnaireTypes.isBarometer, false)))
        .orderBy(asc(questionnaireTypes.id))
        .limit(1);
      return row?.id;
    },

    /** A type a contact can be invited to: known, and not the anonymous barometer (with `barometer`: the barometer, for a survey). */
    async invitableQuestionnaireType(id: number, barometer = false): Promise<boolean> {
      const [row] = await db.select({ id: questionnaireTypes.id }).from(questionnaireTypes).where(and(eq(questionnaireTypes.id, id), eq(questionnaireTypes.isBarometer, barometer)));
      return row !== undefined;
    },

    async listQuestions(questionnaireTypeId: number): Promise<Question[]> {
      return db
        .select({ question_id: questions.questionId, en: questions.en, fr: questions.fr, ru: questions.ru })
        .from(questions)
        .where(eq(questions.questionnaireTypeId, questionnaireTypeId))
        .orderBy(asc(questions.position), asc(questions.questionId));
    },

    async listAnswers(questionnaireTypeId: number): Promise<Answer[]> {
      return db
        .select({ answer_id: answers.answerId, en: answers.en, fr: answers.fr, ru: answers.ru })
        .from(answers)
        .innerJoin(
          questions,
          and(eq(questions.questionnaireTypeId, answers.questionnaireTypeId), eq(questions.questionId, answers.questionId)),
        )
        .where(eq(answers.questionnaireTypeId, questionnaireTypeId))
        .orderBy(asc(questions.position), asc(answers.position), asc(answers.answerId));
    },

    async listWords(): Promise<Word[]> {
      return db
        .select({ word_id: words.wordId, en: words.en, fr: words.fr, ru: words.ru })
        .from(words)
        .orderBy(asc(words.position), asc(words.wordId));
    },

    /** every type once (one row per pk), with the companies it is preselected for */
    async listQuestionnaireTypes(): Promise<QuestionnaireTypeRow[]> {
      const types = await db
        .select({
          pk: questionnaireTypes.id,
          questionnaire_type: questionnaireTypes.questionnaireType,
          isBarometer: questionnaireTypes.isBarometer,
        })
        .from(questionnaireTypes)
        .orderBy(asc(questionnaireTypes.id));
      const links = await db
        .select({
          typeId: questionnaireTypeDefaultCompanies.questionnaireTypeId,
          companyId: questionnaireTypeDefaultCompanies.companyId,
        })
        .from(questionnaireTypeDefaultCompanies)
        .orderBy(asc(questionnaireTypeDefaultCompanies.companyId));
      return types.map((type) => ({
        ...type,
        default_companies: links.filter((link) => link.typeId === type.pk).map((link) => link.companyId),
      }));
    },

    // ---- the model's content (categories, modes, stakes, families: never sent) ---------------

    /** The questionnaire type's content, prepared for the model (validated by prepareContent). */
    prepared(questionnaireTypeId: number): Promise<PreparedContent> {
      let entry = preparedByType.get(questionnaireTypeId);
      if (!entry) {
        entry = remember(
          loadModelContent(questionnaireTypeId).then(prepareContent),
          () => preparedByType.delete(questionnaireTypeId),
        );
        preparedByType.set(questionnaireTypeId, entry);
      }
      return entry;
    },

    textLibrary(): Promise<TextLibrary> {
      texts ??= remember(
        db
          .select({ key: textLibrary.key, value: textLibrary.value })
          .from(textLibrary)
          .then((rows) => Object.fromEntries(rows.map((row) => [row.key, row.value])) as unknown as TextLibrary),
        () => (texts = undefined),
      );
      return texts;
    },

    /** The sample profiles with the vectors the seed computed. */
    samples(): Promise<SampleRow[]> {
      samples ??= remember(
        db
          .select()
          .from(sampleProfiles)
          .orderBy(asc(sampleProfiles.uuid))
          .then((rows) =>
            rows.flatMap((row) => {
              // the seed scores every sample of valid content; one it could not score is left out
              const vector = vectorOrNull(row.featureVector);
              if (!vector || !row.softSkills) return [];
              return [{ uuid: row.uuid, firstName: row.firstName, lastName: row.lastName, picture: row.picture, vector, softSkills: row.softSkills }];
            }),
          ),
        () => (samples = undefined),
      );
      return samples;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

export const contentRepositoryPlugin = expose('content-repository', async (app: FastifyInstance) => {
  app.decorate('contentRepository', createContentRepository(app.database.db));
});

