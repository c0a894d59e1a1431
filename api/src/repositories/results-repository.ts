import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReportKind } from '@rapport/wire/api/results';
import { DEFAULT_QUESTIONNAIRE, type Lang, type Localized } from '../content/types';
import { individualResults, matchingContacts, questionnaireTypes, responseProgress, resultReports, sampleMorphs, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { isProfileVector, type IndividualResult, type LocalizedProfile, type ProfileVector } from '../model';
import { jobPending } from '../jobs/queue';
import { expose } from '../plugins/expose';
import type { ReadCaches } from './read-caches';

/**
 * Saved answers as they are stored and sent: three comma-separated lists, position i of each
 * about the same question.
 */
export interface ProgressLists {
  question_answered: string;
  first_answers: string;
  second_answers: string;
}

export interface ProgressRow extends ProgressLists {
  selectedWords: string | null;
}

export type ResultRow = typeof individualResults.$inferSelect & { questionnaireType: string };

/** Someone in a matching: the user, a matching contact, with their primary result's vector if finished. */
export interface MatchingPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  pictureUrl: string | null;
  vector: ProfileVector | null;
  softSkills: Localized | null;
}

/**
 * A user's "primary" result, the one their profile, matchings and reports show: the standard
 * questionnaire's, else the latest finished.
 */
const primaryOrder = (): SQL[] => [
  desc(sql`${questionnaireTypes.questionnaireType} = ${DEFAULT_QUESTIONNAIRE}`),
  desc(individualResults.finishedAt),
  desc(individualResults.id),
];

const progressColumns = {
  question_answered: responseProgress.questionAnswered,
  first_answers: responseProgress.firstAnswers,
  second_answers: responseProgress.secondAnswers,
  selectedWords: responseProgress.selectedWords,
};

const resultOf = (userId: number, questionnaireTypeId: number | null): SQL | undefined =>
  questionnaireTypeId === null
    ? eq(individualResults.userId, userId)
    : and(eq(individualResults.userId, userId), eq(individualResults.questionnaireTypeId, questionnaireTypeId));

const vectorOrNull = (value: unknown): ProfileVector | null => (isProfileVector(value) ? value : null);

/** The individual journey's data: progress, results, matchings and report files. */
export function createResultsRepository(db: Database, caches?: Pick<ReadCaches, 'forgetUser'>) {
  const forget = (userId: number): void => caches?.forgetUser(userId);
  return {
    // ---- progress -----------------------------------------------------------------------------

    async progress(userId: number, questionnaireTypeId: number): Promise<ProgressRow | undefined> {
      const [row] = await db
        .select(progressColumns)
        .from(responseProgress)
        .where(and(eq(responseProgress.userId, userId), eq(responseProgress.questionnaireTypeId, questionnaireTypeId)));
      return row;
    },

    /**
     * The user's current questionnaire: the type of their most recently updated progress row
     * (answers or words saved last), if they have any. Ties (the same instant) go to the
     * higher type id, so the answer never depends on the scan order.
     */
    async currentQuestionnaireTypeId(userId: number, executor: Executor = db): Promise<number | undefined> {
      const [row] = await executor
        .select({ questionnaireTypeId: responseProgress.questionnaireTypeId })
        .from(responseProgress)
        .where(eq(responseProgress.userId, userId))
        .orderBy(desc(responseProgress.updatedAt), desc(responseProgress.questionnaireTypeId))
        .limit(1);
      return row?.questionnaireTypeId;
    },

    /** A questionnaire type's name (`standard`, `workplace`...). */
    async questionnaireTypeName(questionnaireTypeId: number, executor: Executor = db): Promise<string> {
      const [row] = await executor
        .select({ name: questionnaireTypes.questionnaireType })
        .from(questionnaireTypes)
        .where(eq(questionnaireTypes.id, questionnaireTypeId));
      if (!row) throw new Error(`no questionnaire type ${questionnaireTypeId}`);
      return row.name;
    },

    /**
     * The progress row, created empty if missing, locked until the transaction ends: two
     * requests of the same user (two tabs, a retry) take turns, so neither loses the other's answers.
     */
    async lockProgress(tx: Executor, userId: number, questionnaireTypeId: number): Promise<ProgressRow> {
      await tx.insert(responseProgress).values({ userId, questionnaireTypeId }).onConflictDoNothing();
      const [row] = await tx
        .select(progressColumns)
        .from(responseProgress)
        .where(and(eq(responseProgress.userId, userId), eq(responseProgress.questionnaireTypeId, questionnaireTypeId)))
        .for('update');
      return row;
    },

    async writeAnswers(tx: Executor, userId: number, questionnaireTypeId: number, lists: ProgressLists): Promise<void> {
      await tx
        .update(responseProgress)
        .set({
          questionAnswered: lists.question_answered,
          firstAnswers: lists.first_answers,
          secondAnswers: lists.second_answers,
          version: sql`${responseProgress.version} + 1`,
        })
        .where(and(eq(responseProgress.userId, userId), eq(responseProgress.questionnaireTypeId, questionnaireTypeId)));
    },

    async writeSelection(tx: Executor, userId: number, questionnaireTypeId: number, selected: string[]): Promise<void> {
      await tx
        .update(responseProgress)
        .set({ selectedWords: selected.join(','), version: sql`${responseProgress.version} + 1` })
        .where(and(eq(responseProgress.userId, userId), eq(responseProgress.questionnaireTypeId, questionnaireTypeId)));
    },

    // ---- results ------------------------------------------------------------------------------

    /** The result of a questionnaire type, or the primary one (standard, else the latest) when `questionnaireTypeId` is null. */
    async result(userId: number, questionnaireTypeId: number | null, executor: Executor = db): Promise<ResultRow | undefined> {
      const [row] = await executor
        .select({ result: individualResults, questionnaireType: questionnaireTypes.questionnaireType })
        .from(individualResults)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
        .where(resultOf(userId, questionnaireTypeId))
        .orderBy(...primaryOrder())
        .limit(1);
      return row && { ...row.result, questionnaireType: row.questionnaireType };
    },

    /**
     * The result as result() reads it and, in the same query, whether a job about it is pending
     * (of `job.kind`, keyed `${job.keyPrefix}${result id}`): one round trip for the result call.
     */
    async resultWithJob(
      userId: number,
      questionnaireTypeId: number | null,
      job: { kind: string; keyPrefix: string },
    ): Promise<{ row: ResultRow; jobPending: boolean } | undefined> {
      const [row] = await db
        .select({
          result: individualResults,
          questionnaireType: questionnaireTypes.questionnaireType,
          jobPending: jobPending(job.kind, sql`${job.keyPrefix} || ${individualResults.id}`),
        })
        .from(individualResults)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
        .where(resultOf(userId, questionnaireTypeId))
        .orderBy(...primaryOrder())
        .limit(1);
      return row && { row: { ...row.result, questionnaireType: row.questionnaireType }, jobPending: Boolean(row.jobPending) };
    },

    /** Drops what this process keeps in memory about the user's results (after a transaction that changed them committed). */
    forgetCached: forget,

    /** Stores (or replaces) the user's result of the type; the report files of an earlier submission go. */
    async storeResult(
      tx: Executor,
      values: {
        userId: number;
        questionnaireTypeId: number;
        result: IndividualResult;
        texts: LocalizedProfile;
        wordsSelected: string[];
        wordsSorted: string[];
      },
    ): Promise<void> {
      const { result: r, texts: t } = values;
      forget(values.userId);
      const row = {
        userId: values.userId,
        questionnaireTypeId: values.questionnaireTypeId,
        w1: r.w_1,
        x1: r.x_1,
        y1: r.y_1,
        z1: r.z_1,
        w2: r.w_2,
        x2: r.x_2,
        y2: r.y_2,
        z2: r.z_2,
        ...r.raw,
        rPercent: r.r_percent,
        iPercent: r.i_percent,
        sPercent: r.s_percent,
        wordsSelected: values.wordsSelected,
        wordsSorted: values.wordsSorted,
        softSkills: t.soft_skills,
        topPersonalDevelopment: t.top_personal_development,
        wellbeingExpression: t.wellbeing_expression,
        relationalCommunication: t.relational_communication,
        approachToSituations: t.approach_to_situations,
        visionOfTheWorld: t.vision_of_the_world,
        featureVector: { ...r.vector },
        // whole milliseconds, as JavaScript reads it back: report files are matched on it
        finishedAt: new Date(),
      } satisfies typeof individualResults.$inferInsert;
      const { userId: _u, questionnaireTypeId: _q, ...changes } = row;
      const [stored] = await tx
        .insert(individualResults)
        .values(row)
        .onConflictDoUpdate({ target: [individualResults.userId, individualResults.questionnaireTypeId], set: changes })
        .returning({ id: individualResults.id });
      await tx.delete(resultReports).where(eq(resultReports.resultId, stored.id));
    },

    // ---- matchings ----------------------------------------------------------------------------

    /**
     * The user and their matching contacts (or only the one with `partnerEmail`), each with the
     * vector of their primary result: one query, whatever the number of contacts.
     */
    async matchingPeople(userId: number, partnerEmail?: string): Promise<{ me: MatchingPerson | undefined; contacts: MatchingPerson[] }> {
      const contactIds = db
        .select({ id: matchingContacts.contactUserId })
        .from(matchingContacts)
        .where(eq(matchingContacts.userId, userId));
      const primary = db
        .selectDistinctOn([individualResults.userId], {
          userId: individualResults.userId,
          vector: individualResults.featureVector,
          softSkills: individualResults.softSkills,
        })
        .from(individualResults)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
        .where(or(eq(individualResults.userId, userId), inArray(individualResults.userId, contactIds)))
        .orderBy(individualResults.userId, ...primaryOrder())
        .as('primary_result');
      const contactFilter = partnerEmail
        ? and(inArray(users.id, contactIds), sql`lower(${users.email}) = lower(${partnerEmail})`)
        : inArray(users.id, contactIds);
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          pictureUrl: users.pictureUrl,
          vector: primary.vector,
          softSkills: primary.softSkills,
        })
        .from(users)
        .leftJoin(primary, eq(primary.userId, users.id))
        .where(or(eq(users.id, userId), contactFilter))
        .orderBy(asc(users.id));
      const people = rows.map((row) => ({ ...row, vector: vectorOrNull(row.vector), softSkills: row.softSkills ?? null }));
      return { me: people.find((p) => p.id === userId), contacts: people.filter((p) => p.id !== userId) };
    },

    // ---- report files -------------------------------------------------------------------------

    async report(resultId: number, kind: ReportKind, lang: Lang, finishedAt: Date) {
      const [row] = await db
        .select({ contentType: resultReports.contentType, body: resultReports.body })
        .from(resultReports)
        .where(
          and(
            eq(resultReports.resultId, resultId),
            eq(resultReports.kind, kind),
            eq(resultReports.lang, lang),
            // a file made for an earlier submission of the result is not this result's
            eq(resultReports.resultFinishedAt, finishedAt),
          ),
        );
      return row;
    },

    /** Stores a report file unless the result changed (or went) since it was read (in the caller's transaction). */
    async storeReport(
      tx: Executor,
      file: { resultId: number; kind: ReportKind; lang: Lang; contentType: string; body: Buffer; finishedAt: Date },
    ): Promise<void> {
      const [current] = await tx
        .select({ finishedAt: individualResults.finishedAt })
        .from(individualResults)
        .where(eq(individualResults.id, file.resultId))
        .for('share');
      if (!current || current.finishedAt.getTime() !== file.finishedAt.getTime()) return;
      await tx
        .insert(resultReports)
        .values({
          resultId: file.resultId,
          kind: file.kind,
          lang: file.lang,
          contentType: file.contentType,
          body: file.body,
          resultFinishedAt: file.finishedAt,
        })
        .onConflictDoUpdate({
          target: [resultReports.resultId, resultReports.kind, resultReports.lang],
          set: { contentType: file.contentType, body: file.body, resultFinishedAt: file.finishedAt, createdAt: new Date() },
        });
    },

    // ---- the samples' morphs ------------------------------------------------------------------

    /** The stored morph of the pair, unless it was made from other pictures than `fingerprint` says. */
    async morph(pair: string, fingerprint: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ body: sampleMorphs.body })
        .from(sampleMorphs)
        .where(and(eq(sampleMorphs.pair, pair), eq(sampleMorphs.fingerprint, fingerprint)));
      return row?.body;
    },

    /** Stores (or replaces) the morph of a pair. */
    async storeMorph(executor: Executor, morph: { pair: string; fingerprint: string; body: Buffer }): Promise<void> {
      await executor
        .insert(sampleMorphs)
        .values(morph)
        .onConflictDoUpdate({ target: sampleMorphs.pair, set: { fingerprint: morph.fingerprint, body: morph.body, createdAt: new Date() } });
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    resultsRepository: ResultsRepository;
  }
}

export const resultsRepositoryPlugin = expose('results-repository', async (app: FastifyInstance) => {
  app.decorate('resultsRepository', createResultsRepository(app.database.db, app.readCaches));
});
