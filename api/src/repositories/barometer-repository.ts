import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { CalendarDay } from '@rapport/wire/entities/calendar-day';
import type { BarometerTextLanguage, BarometerTextSet } from '@rapport/wire/api/barometer-texts';
import { BAROMETER_QUESTIONNAIRE } from '../content/types';
import {
  answers,
  barometerDemographicAnswers,
  barometerResponses,
  companies,
  demographicOptions,
  demographicQuestions,
  missions,
  questionnaireTypes,
  questions,
  words,
} from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import { createSurveyStore } from './barometer-survey-store';

export type { ReleasedResponse, ReleasedSet, SurveyMode, SurveySettings } from './barometer-survey-store';

/**
 * The barometer's reads and writes (docs/barometer-anonymity.md). A response row holds the
 * answers, its mission and its release step: no user, address, browser or time. A survey's
 * settings, personal links, steps and release ledger are in barometer-survey-store.ts. Every read the company sees
 * is an aggregate (counts grouped in SQL); no call reads a response back one by one.
 */

/** A barometer's questionnaire: the mission's own type, else the barometer questionnaire. */
const surveyTypeId = sql<number>`coalesce(${missions.defaultQuestionnaireTypeId}, (select ${questionnaireTypes.id} from ${questionnaireTypes} where ${questionnaireTypes.questionnaireType} = ${BAROMETER_QUESTIONNAIRE}))`;

/** A company's survey page texts as stored: the languages that have any, and the default language. */
export interface StoredBarometerTexts {
  language: BarometerTextLanguage;
  texts: Partial<Record<BarometerTextLanguage, Partial<BarometerTextSet>>>;
}

/** A survey as its public link finds it, with the company's barometer texts. */
export interface LinkedSurvey {
  id: number;
  missionType: string;
  missionName: string;
  /** its last day in the company's calendar */
  endDate: CalendarDay;
  archivedAt: Date | null;
  /** the company's time zone: its calendar */
  timeZone: string;
  /** null only when the content has no barometer questionnaire */
  questionnaireTypeId: number | null;
  company: {
    id: number;
    name: string;
    logo: string | null;
    texts: StoredBarometerTexts;
  };
}

/** A barometer survey of a company, as the results need it. */
export interface CompanySurvey {
  id: number;
  referral: string;
  questionnaireTypeId: number | null;
}

export interface StoredOption {
  pk: number;
  option_id: string;
  en: string;
  fr: string;
  ru: string;
}

export interface StoredDemographicQuestion {
  pk: number;
  question_id: string;
  en: string;
  fr: string;
  ru: string;
  options: StoredOption[];
}

export interface StoredAnswer {
  answer_id: string;
  en: string;
  fr: string;
  ru: string;
}

export interface StoredQuestion {
  question_id: string;
  en: string;
  fr: string;
  ru: string;
  answers: StoredAnswer[];
}

/** One validated response: answers in question order, word ids, demographic option pks. */
export interface NewBarometerResponse {
  missionId: number;
  questionAnswered: string[];
  firstAnswers: string[];
  secondAnswers: string[];
  selectedWords: string[];
  sortedWords: string[];
  /** demographic question pk -> option pk */
  demographics: { questionId: number; optionId: number }[];
}

/**
 * Which responses a count reads: a set by its responses' ids, or a survey's released responses
 * (all, or one demographic option's), the same set read without sending its ids.
 */
export type ResponseGroup = { ids: readonly string[] } | { missionId: number; optionId: number | null };

export interface AnswerCount {
  answerId: string;
  selected: number;
  first: number;
}

export interface WordCount {
  word_id: string;
  en: string;
  fr: string;
  ru: string;
  count: number;
}


/** The responses of a group: a `where` over barometer_responses. */
const inGroup = (group: ResponseGroup) =>
  'ids' in group
    ? sql`${barometerResponses.id} = any(${sql.param([...group.ids])}::uuid[])`
    : group.optionId === null
      ? sql`${barometerResponses.missionId} = ${group.missionId} and ${barometerResponses.releaseStep} is not null`
      : sql`${barometerResponses.missionId} = ${group.missionId} and ${barometerResponses.releaseStep} is not null and ${barometerResponses.id} in (select ${barometerDemographicAnswers.responseId} from ${barometerDemographicAnswers} where ${barometerDemographicAnswers.missionId} = ${group.missionId} and ${barometerDemographicAnswers.demographicOptionId} = ${group.optionId})`;

const isEmpty = (group: ResponseGroup) => 'ids' in group && group.ids.length === 0;


export function createBarometerRepository(db: Database) {
  // content only changes with a restart (the seed runs at start): kept once read
  const demographicsByType = new Map<number, Promise<StoredDemographicQuestion[]>>();
  const questionsByType = new Map<number, Promise<StoredQuestion[]>>();
  const wordBank = new Map<number, Promise<string[]>>();
  const remember = <T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load();
      // a failed load is not kept: the next call tries again
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };

  async function loadDemographics(questionnaireTypeId: number): Promise<StoredDemographicQuestion[]> {
    const rows = await db
      .select({
        pk: demographicQuestions.id,
        question_id: demographicQuestions.questionId,
        en: demographicQuestions.en,
        fr: demographicQuestions.fr,
        ru: demographicQuestions.ru,
        option: {
          pk: demographicOptions.id,
          option_id: demographicOptions.optionId,
          en: demographicOptions.en,
          fr: demographicOptions.fr,
          ru: demographicOptions.ru,
        },
      })
      .from(demographicQuestions)
      .innerJoin(demographicOptions, eq(demographicOptions.demographicQuestionId, demographicQuestions.id))
      .where(eq(demographicQuestions.questionnaireTypeId, questionnaireTypeId))
      .orderBy(asc(demographicQuestions.position), asc(demographicQuestions.id), asc(demographicOptions.position), asc(demographicOptions.id));
    const byPk = new Map<number, StoredDemographicQuestion>();
    for (const { option, ...question } of rows) {
      const entry = byPk.get(question.pk) ?? { ...question, options: [] };
      entry.options.push(option);
      byPk.set(question.pk, entry);
    }
    return [...byPk.values()];
  }

  async function loadQuestions(questionnaireTypeId: number): Promise<StoredQuestion[]> {
    const rows = await db
      .select({
        question_id: questions.questionId,
        en: questions.en,
        fr: questions.fr,
        ru: questions.ru,
        answer: { answer_id: answers.answerId, en: answers.en, fr: answers.fr, ru: answers.ru },
      })
      .from(questions)
      .innerJoin(answers, and(eq(answers.questionnaireTypeId, questions.questionnaireTypeId), eq(answers.questionId, questions.questionId)))
      .where(eq(questions.questionnaireTypeId, questionnaireTypeId))
      .orderBy(asc(questions.position), asc(questions.questionId), asc(answers.position), asc(answers.answerId));
    const byId = new Map<string, StoredQuestion>();
    for (const { answer, ...question } of rows) {
      const entry = byId.get(question.question_id) ?? { ...question, answers: [] };
      entry.answers.push(answer);
      byId.set(question.question_id, entry);
    }
    return [...byId.values()];
  }

  return {
    // ---- the public link -----------------------------------------------------------------------

    /** The survey behind a link and its company (any kind of mission: the caller checks it is a barometer). */
    async surveyByReferral(referral: string): Promise<LinkedSurvey | undefined> {
      const [row] = await db
        .select({
          id: missions.id,
          missionType: missions.missionType,
          missionName: missions.missionName,
          endDate: missions.endDate,
          archivedAt: missions.archivedAt,
          timeZone: companies.timeZone,
          questionnaireTypeId: surveyTypeId,
          company: {
            id: companies.id,
            name: companies.name,
            logo: companies.logo,
            textsLanguage: companies.barometerTextsLanguage,
            texts: companies.barometerTexts,
          },
        })
        .from(missions)
        .innerJoin(companies, eq(companies.id, missions.companyId))
        .where(eq(missions.missionReferral, referral));
      if (!row) return undefined;
      const { textsLanguage, texts, ...company } = row.company;
      return { ...row, company: { ...company, texts: { language: textsLanguage, texts } } };
    },

    /** The demographic questions of a questionnaire, each with its options, in order (read once). */
    demographicQuestions(questionnaireTypeId: number): Promise<StoredDemographicQuestion[]> {
      return remember(demographicsByType, questionnaireTypeId, () => loadDemographics(questionnaireTypeId));
    },

    /** The questions of a questionnaire with their answers' texts, in order (read once). */
    questions(questionnaireTypeId: number): Promise<StoredQuestion[]> {
      return remember(questionsByType, questionnaireTypeId, () => loadQuestions(questionnaireTypeId));
    },

    /** The word bank's ids, in order (read once). */
    wordIds(): Promise<string[]> {
      return remember(wordBank, 0, async () => (await db.select({ id: words.wordId }).from(words).orderBy(asc(words.position), asc(words.wordId))).map((row) => row.id));
    },

    /**
     * Stores one response and its demographic answers in one statement (atomic on its own, one
     * round trip); nothing else goes with them.
     */
    async insertResponse(executor: Executor, response: NewBarometerResponse): Promise<void> {
      const texts = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`;
      const ints = (list: readonly number[]) => sql`${sql.param([...list])}::int[]`;
      await executor.execute(sql`
        with response as (
          insert into ${barometerResponses} (mission_id, question_answered, first_answers, second_answers, selected_words, sorted_words)
          values (${response.missionId}, ${texts(response.questionAnswered)}, ${texts(response.firstAnswers)}, ${texts(response.secondAnswers)}, ${texts(response.selectedWords)}, ${texts(response.sortedWords)})
          returning id
        )
        insert into ${barometerDemographicAnswers} (response_id, mission_id, demographic_question_id, demographic_option_id)
        select response.id, ${response.missionId}, answer.question_id, answer.option_id
          from response, unnest(${ints(response.demographics.map((d) => d.questionId))}, ${ints(response.demographics.map((d) => d.optionId))}) as answer(question_id, option_id)`);
    },

    ...createSurveyStore(db),

    // ---- the company's results ---------------------------------------------------------------

    /** The company's barometer survey with this pk (any state), else undefined. */
    async companySurvey(companyId: number, missionId: number): Promise<CompanySurvey | undefined> {
      const [row] = await db
        .select({ id: missions.id, referral: missions.missionReferral, questionnaireTypeId: surveyTypeId })
        .from(missions)
        .where(and(eq(missions.id, missionId), eq(missions.companyId, companyId), eq(missions.missionType, 'B')));
      return row;
    },

    /** Every barometer survey of the company (archived ones too: their answers stay counted). */
    async companySurveys(companyId: number): Promise<CompanySurvey[]> {
      return db
        .select({ id: missions.id, referral: missions.missionReferral, questionnaireTypeId: surveyTypeId })
        .from(missions)
        .where(and(eq(missions.companyId, companyId), eq(missions.missionType, 'B')))
        .orderBy(asc(missions.id));
    },

    async threshold(companyId: number): Promise<number | undefined> {
      const [row] = await db.select({ threshold: companies.barometerThreshold }).from(companies).where(eq(companies.id, companyId));
      return row?.threshold;
    },

    async setThreshold(companyId: number, threshold: number): Promise<void> {
      await db.update(companies).set({ barometerThreshold: threshold }).where(eq(companies.id, companyId));
    },

    async texts(companyId: number): Promise<StoredBarometerTexts | undefined> {
      const [row] = await db
        .select({ language: companies.barometerTextsLanguage, texts: companies.barometerTexts })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    /** The texts, and the default language's in the columns the release before reads (schema/companies.ts). */
    async setTexts(companyId: number, texts: StoredBarometerTexts, defaults: BarometerTextSet): Promise<void> {
      await db
        .update(companies)
        .set({
          barometerTexts: texts.texts,
          barometerTextsLanguage: texts.language,
          barometerTextHeader1: defaults.header1,
          barometerTextHeader2: defaults.header2,
          barometerTextIntro: defaults.intro,
        })
        .where(eq(companies.id, companyId));
    },

    /**
     * How often each answer was chosen (first or second) and chosen first, by the group: the
     * first and second answers unnested and grouped by answer in one query.
     */
    async answerCounts(group: ResponseGroup): Promise<AnswerCount[]> {
      if (isEmpty(group)) return [];
      const picks = (list: typeof barometerResponses.firstAnswers | typeof barometerResponses.secondAnswers, first: 0 | 1) =>
        db
          .select({ answerId: sql<string>`unnest(${list})`.as('answer_id'), first: sql<number>`${sql.raw(String(first))}`.as('first') })
          .from(barometerResponses)
          .where(inGroup(group));
      const all = unionAll(picks(barometerResponses.firstAnswers, 1), picks(barometerResponses.secondAnswers, 0)).as('picks');
      const rows = await db
        .select({ answerId: all.answerId, selected: sql<number>`count(*)::int`, first: sql<number>`sum(${all.first})::int` })
        .from(all)
        .groupBy(all.answerId);
      return rows.map((row) => ({ answerId: row.answerId, selected: Number(row.selected), first: Number(row.first) }));
    },

    /** The words the group chose most often (ties in the word bank's order), with their texts: counted, then joined. */
    async topWords(group: ResponseGroup, limit?: number): Promise<WordCount[]> {
      if (isEmpty(group)) return [];
      const picks = db
        .select({ wordId: sql<string>`unnest(${barometerResponses.selectedWords})`.as('picked_word_id') })
        .from(barometerResponses)
        .where(inGroup(group))
        .as('picks');
      const chosen = db
        .select({ wordId: picks.wordId, count: sql<number>`count(*)::int`.as('times_chosen') })
        .from(picks)
        .groupBy(picks.wordId)
        .as('chosen');
      const rows = await db
        .select({ word_id: words.wordId, en: words.en, fr: words.fr, ru: words.ru, count: chosen.count })
        .from(chosen)
        .innerJoin(words, eq(words.wordId, chosen.wordId))
        .orderBy(desc(chosen.count), asc(words.position))
        .limit(limit ?? 1000);
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}

export type BarometerRepository = ReturnType<typeof createBarometerRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    barometerRepository: BarometerRepository;
  }
}

export const barometerRepositoryPlugin = expose('barometer-repository', async (app: FastifyInstance) => {
  app.decorate('barometerRepository', createBarometerRepository(app.database.db));
});
