import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REPORT_KINDS, REPORT_LANGS, type ReportKind } from '@rapport/wire/api/results';
import { z } from 'zod';
import { AXES, type Lang, type TextLibrary } from '../../content/types';
import { resultReports } from '../../db/schema';
import type { Database, Executor } from '../../db/types';
import { enqueueJob, isJobPending, type JobRun } from '../../jobs';
import type { ContentRepository } from '../../repositories/content-repository';
import type { ResultRow, ResultsRepository } from '../../repositories/results-repository';
import { type ReportData, type ReportFile } from './reports';
import { inProcessRenderer, type ReportRenderer } from './reports/renderer';

/**
 * A result's report files: drawing and storing them, the background job a submission queues to
 * make all nine, whether that job is still pending, and a file made on its first download.
 */

export interface ReportFilesDeps {
  db: Database;
  results: ResultsRepository;
  /** the model's content, the text library and the samples */
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** where report files are drawn: the API's report thread; on the calling thread when absent */
  reports?: Pick<ReportRenderer, 'render'>;
}

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

async function reportData(deps: ReportFilesDeps, person: Person, row: ResultRow): Promise<ReportData> {
  const library: TextLibrary = await deps.content.textLibrary();
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    finishedAt: row.finishedAt,
    daily: [row.w1, row.x1, row.y1, row.z1],
    tension: [row.w2, row.x2, row.y2, row.z2],
    percents: [row.rPercent, row.iPercent, row.sPercent],
    texts: {
      soft_skills: row.softSkills,
      top_personal_development: row.topPersonalDevelopment,
      wellbeing_expression: row.wellbeingExpression,
      relational_communication: row.relationalCommunication,
      approach_to_situations: row.approachToSituations,
      vision_of_the_world: row.visionOfTheWorld,
    },
    axisNames: AXES.map((axis) => library.axes[axis]),
    modeNames: [library.modes['1'], library.modes['2']],
    stakeNames: [library.stakes.R, library.stakes.I, library.stakes.S],
  };
}

/** Draws a file and stores it; `beforeStore` lets a background job give way to requests first. */
async function makeAndStore(
  deps: ReportFilesDeps,
  data: ReportData,
  row: ResultRow,
  kind: ReportKind,
  lang: Lang,
  beforeStore?: () => Promise<void>,
): Promise<ReportFile> {
  const file = await (deps.reports ?? inProcessRenderer).render(kind, lang, data);
  await beforeStore?.();
  await deps.db.transaction((tx) => deps.results.storeReport(tx, { resultId: row.id, kind, lang, ...file, finishedAt: row.finishedAt }));
  return file;
}

/** The kind of the jobs that make a result's nine report files. */
export const REPORTS_JOB = 'reports';

/** One pending reports job per result: a new submission refreshes it rather than adding one. */
const REPORTS_KEY_PREFIX = 'result:';
const reportsKey = (resultId: number): string => `${REPORTS_KEY_PREFIX}${resultId}`;

/** The result (named type, else the primary one) and whether its reports are made, in one query. */
export async function resultAndReports(deps: ReportFilesDeps, userId: number, typeId: number | null): Promise<{ row: ResultRow | undefined; reportsReady: boolean }> {
  const found = await deps.results.resultWithJob(userId, typeId, { kind: REPORTS_JOB, keyPrefix: REPORTS_KEY_PREFIX });
  return { row: found?.row, reportsReady: found !== undefined && !found.jobPending };
}

/** What a reports job is about: a result as it was submitted (a later submission is another job's). */
const reportsPayload = z.object({
  userId: z.number().int(),
  questionnaireTypeId: z.number().int(),
  resultId: z.number().int(),
  finishedAt: z.iso.datetime(),
});

/** Queues the result's reports job in `tx`, the transaction that stores the result. */
export async function enqueueReports(tx: Executor, row: ResultRow): Promise<void> {
  const payload: z.infer<typeof reportsPayload> = {
    userId: row.userId,
    questionnaireTypeId: row.questionnaireTypeId,
    resultId: row.id,
    finishedAt: row.finishedAt.toISOString(),
  };
  await enqueueJob(tx, { kind: REPORTS_JOB, key: reportsKey(row.id), payload });
}

/**
 * Whether the result's report files are made: no reports job is waiting, retrying or running
 * for it. A job that failed for good counts as ready too: its files are made on download.
 */
export async function reportsReady(db: Database, row: ResultRow | undefined): Promise<boolean> {
  if (!row) return false;
  return !(await isJobPending(db, REPORTS_JOB, reportsKey(row.id)));
}

/** The nine files of a result (three reports in three languages), one after the other, but those already made. */
async function makeMissingReports(deps: ReportFilesDeps, person: Person, row: ResultRow, whenIdle: () => Promise<void>): Promise<void> {
  const data = await reportData(deps, person, row);
  // made by a download meanwhile, or by an earlier try of this job (names only: no file is read)
  const made = await deps.db
    .select({ kind: resultReports.kind, lang: resultReports.lang })
    .from(resultReports)
    .where(and(eq(resultReports.resultId, row.id), eq(resultReports.resultFinishedAt, row.finishedAt)));
  const failures: string[] = [];
  for (const kind of REPORT_KINDS) {
    for (const lang of REPORT_LANGS) {
      if (made.some((file) => file.kind === kind && file.lang === lang)) continue;
      try {
        // writing a file is main-thread work on the embedded database: requests go first
        await makeAndStore(deps, data, row, kind, lang, whenIdle);
      } catch (error) {
        failures.push(`${kind} ${lang}`);
        deps.log?.error({ err: error, kind, lang, result: row.id }, 'report file not made; it will be made on download or by a retry');
      }
    }
  }
  if (failures.length > 0) throw new Error(`report files not made: ${failures.join(', ')}`);
}

/**
 * The reports job's handler: makes the files of the result the job names, unless that result
 * has gone or changed since (its new submission queued a job of its own).
 */
export async function runReportsJob(
  deps: ReportFilesDeps & { users: { findById(id: number): Promise<Person | undefined> } },
  job: Pick<JobRun, 'payload' | 'whenIdle'>,
): Promise<void> {
  const { userId, questionnaireTypeId, resultId, finishedAt } = reportsPayload.parse(job.payload);
  const [row, user] = await Promise.all([deps.results.result(userId, questionnaireTypeId), deps.users.findById(userId)]);
  if (!row || !user || row.id !== resultId || row.finishedAt.getTime() !== new Date(finishedAt).getTime()) return;
  await makeMissingReports(deps, user, row, job.whenIdle);
}

/** A stored report file, made (and stored) now when it is missing or older than the result. */
export async function reportFile(deps: ReportFilesDeps, person: Person, row: ResultRow, kind: ReportKind, lang: Lang): Promise<ReportFile> {
  const stored = await deps.results.report(row.id, kind, lang, row.finishedAt);
  if (stored) return stored;
  return makeAndStore(deps, await reportData(deps, person, row), row, kind, lang);
}
