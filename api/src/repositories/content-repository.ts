import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Answer, Question, QuestionnaireType, Word } from '@rapport/contracts/entities/questionnaire';
import {
  answers,
  companies,
  companyContacts,
  missions,
  questionnaireTypeDefaultCompanies,
  questionnaireTypes,
  questions,
  words,
} from '../db/schema';
import type { Database } from '../db/types';
import { expose } from '../plugins/expose';

export interface QuestionnaireTypeRow extends QuestionnaireType {
  isBarometer: boolean;
}

/**
 * Reads of the content tables. Only the public columns are selected: categories, modes,
 * stakes and families never leave this file.
 */
export function createContentRepository(db: Database) {
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

    // ---- lookups that choose a questionnaire (missions, contacts, companies) ----

    async missionByReferral(
      referral: string,
    ): Promise<{ companyId: number; missionType: string; questionnaireTypeId: number | null } | undefined> {
      const [row] = await db
        .select({
          companyId: missions.companyId,
          missionType: missions.missionType,
          questionnaireTypeId: missions.defaultQuestionnaireTypeId,
        })
        .from(missions)
        .where(eq(missions.missionReferral, referral));
      return row;
    },

    async contactByReferral(referral: string): Promise<{ companyId: number; questionnaireTypeId: number | null } | undefined> {
      const [row] = await db
        .select({ companyId: companyContacts.companyId, questionnaireTypeId: companyContacts.questionnaireTypeId })
        .from(companyContacts)
        .where(eq(companyContacts.contactReferral, referral));
      return row;
    },

    async companyById(id: number): Promise<{ id: number; supportsBarometer: boolean } | undefined> {
      const [row] = await db
        .select({ id: companies.id, supportsBarometer: companies.supportsBarometer })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
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

