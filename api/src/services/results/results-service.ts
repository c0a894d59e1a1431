import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { QuestionnaireSelector } from '@rapport/wire/api/content';
import {
  REPORT_KINDS,
  REPORT_LANGS,
  RESULTS_MESSAGES as M,
  reportPath,
  samplePicturePath,
  type IndividualResultResponse,
  type MatchingDetailResponse,
  type MatchingEntryResponse,
  type MatchingListsResponse,
  type ReportKind,
  type ResponseProgressResponse,
} from '@rapport/wire/api/results';
import { z } from 'zod';
import { AXES, DEFAULT_QUESTIONNAIRE, type Lang, type Localized, type TextLibrary } from '../../content/types';
import { resultReports } from '../../db/schema';
import type { Database, Executor } from '../../db/types';
import { enqueueJob, isJobPending, type JobRun, type JobWorker } from '../../jobs';
import { badRequest, HttpError, httpError, notFound } from '../../http-errors';
import { computeIndividualResult, localizeResult, matchProfiles, ModelInputError, partnerSoftSkills, type ProfileVector } from '../../model';
import type { ContentRepository } from '../../repositories/content-repository';
import type { ResultRow, ResultsRepository } from '../../repositories/results-repository';
import { assertRankedSelection, completeAnswers, mergeAnswers, parseAnswers, parseWords, savedAnswers, toLists, type ProgressLists } from './progress';
import { resolveQuestionnaireTypeId, type QuestionnaireLookups } from '../content/resolve-questionnaire';
import { type ReportData, type ReportFile } from './reports';
import { inProcessRenderer, type ReportRenderer } from './reports/renderer';

/**
 * The individual journey's logic between the routes and the repositories: saving progress,
 * computing and storing a result, its report files, and the matchings. The demo data goes
 * through the same functions. Every write opens its transaction here.
 */

export interface ResultsDeps {
  db: Database;
  results: ResultsRepository;
  /** the model's content, the text library and the samples */
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** the job worker, woken when a submission queues its reports (else they wait for its next poll) */
  jobs?: Pick<JobWorker, 'wake'>;
  /** where report files are drawn: the API's report thread; on the calling thread when absent */
  reports?: Pick<ReportRenderer, 'render'>;
}

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

/** Whether a call names its questionnaire (else the primary result is meant). */
export const namesQuestionnaire = (selector: QuestionnaireSelector): boolean =>
  Object.values(selector).some((value) => value !== undefined);

/**
 * The questionnaire of a progress, selection or submission call: the one the query names,
 * else the user's current one (the type of their most recently updated progress), else
 * `standard`. Every step of one journey lands on one type, whichever calls keep the query.
 */
export async function journeyQuestionnaire(deps: ResultsDeps & QuestionnaireLookups, selector: QuestionnaireSelector, userId: number): Promise<number> {
  if (namesQuestionnaire(selector)) return resolveQuestionnaireTypeId(deps, selector);
  return (await deps.results.currentQuestionnaireTypeId(userId)) ?? resolveQuestionnaireTypeId(deps, selector);
}

/** The named questionnaire's result, else the primary one (standard, else the latest). */
export async function chosenResult(deps: ResultsDeps & QuestionnaireLookups, selector: QuestionnaireSelector, userId: number): Promise<ResultRow | undefined> {
  return deps.results.result(userId, namesQuestionnaire(selector) ? await resolveQuestionnaireTypeId(deps, selector) : null);
}

// ---- progress ------------------------------------------------------------------------------

const EMPTY_LISTS: ProgressLists = { question_answered: '', first_answers: '', second_answers: '' };

/** The saved answers of the type, and the type's name (which questionnaire they answer). */
export async function readProgress(deps: ResultsDeps, userId: number, typeId: number): Promise<ResponseProgressResponse> {
  const [row, questionnaireType] = await Promise.all([deps.results.progress(userId, typeId), deps.results.questionnaireTypeName(typeId)]);
  const lists = row ? { question_answered: row.question_answered, first_answers: row.first_answers, second_answers: row.second_answers } : EMPTY_LISTS;
  return { ...lists, questionnaire_type: questionnaireType };
}

/** Checks the body's answers, then merges them into the saved ones under the row's lock. */
export async function saveProgress(deps: ResultsDeps, userId: number, typeId: number, body: ProgressLists): Promise<ResponseProgressResponse> {
  const prep = await deps.content.prepared(typeId);
  const incoming = parseAnswers(prep, body);
  const questionnaireType = await deps.results.questionnaireTypeName(typeId);
  const lists = await deps.db.transaction(async (tx) => {
    const saved = await deps.results.lockProgress(tx, userId, typeId);
    const lists = toLists(mergeAnswers(savedAnswers(saved), incoming));
    await deps.results.writeAnswers(tx, userId, typeId, lists);
    return lists;
  });
  return { ...lists, questionnaire_type: questionnaireType };
}

export async function readSelection(deps: ResultsDeps, userId: number, typeId: number): Promise<string> {
  return (await deps.results.progress(userId, typeId))?.selectedWords ?? '';
}

export async function saveSelection(deps: ResultsDeps, userId: number, typeId: number, value: string): Promise<string> {
  const selected = parseWords(await deps.content.prepared(typeId), value);
  await deps.db.transaction(async (tx) => {
    await deps.results.lockProgress(tx, userId, typeId);
    await deps.results.writeSelection(tx, userId, typeId, selected);
  });
  return selected.join(',');
}

// ---- the result ------------------------------------------------------------------------------

const NOT_FINISHED: IndividualResultResponse = {
  w_1: -1,
  x_1: 0,
  y_1: 0,
  z_1: 0,
  w_2: 0,
  x_2: 0,
  y_2: 0,
  z_2: 0,
  r_percent: 0,
  i_percent: 0,
  s_percent: 0,
  soft_skills: null,
  top_personal_development: null,
  wellbeing_expression: null,
  relational_communication: null,
  approach_to_situations: null,
  vision_of_the_world: null,
  files: null,
  reports_ready: false,
};

const perLanguage = (path: (lang: Lang) => string): Localized => ({ en: path('en'), fr: path('fr'), ru: path('ru') });

/** The paths of a result's files; a result of another type than standard names its type. */
export function reportFiles(questionnaireType: string): NonNullable<IndividualResultResponse['files']> {
  const type = questionnaireType === DEFAULT_QUESTIONNAIRE ? undefined : questionnaireType;
  return {
    profile_pdf: perLanguage((lang) => reportPath('profile-pdf', lang, type)),
    cv_pdf: perLanguage((lang) => reportPath('cv-pdf', lang, type)),
    cv_docx: perLanguage((lang) => reportPath('cv-docx', lang, type)),
  };
}

/**
 * The answer of the result calls. `reportsReady` is false while the result's reports job is
 * pending (see reportsReady); a not finished result has no reports.
 */
export function individualResultResponse(row: ResultRow | undefined, reportsReady: boolean): IndividualResultResponse {
  if (!row) return NOT_FINISHED;
  return {
    w_1: row.w1,
    x_1: row.x1,
    y_1: row.y1,
    z_1: row.z1,
    w_2: row.w2,
    x_2: row.x2,
    y_2: row.y2,
    z_2: row.z2,
    r_percent: row.rPercent,
    i_percent: row.iPercent,
    s_percent: row.sPercent,
    soft_skills: row.softSkills,
    top_personal_development: row.topPersonalDevelopment,
    wellbeing_expression: row.wellbeingExpression,
    relational_communication: row.relationalCommunication,
    approach_to_situations: row.approachToSituations,
    vision_of_the_world: row.visionOfTheWorld,
    files: reportFiles(row.questionnaireType),
    reports_ready: reportsReady,
  };
}

/**
 * Computes the result from the 18 saved answers and the 12 selected words in the rank order
 * given, and stores it with its vector, all under the progress row's lock (nothing is stored
 * when anything is wrong). In the same transaction it queues the result's reports job (unless
 * told not to): the nine files are made in the background, and any file not made yet is made
 * on its first download.
 */
export async function submitResult(
  deps: ResultsDeps,
  person: Person,
  typeId: number,
  rankedText: string,
  options: { reports?: boolean } = {},
): Promise<ResultRow> {
  const queueReports = options.reports ?? true;
  const prep = await deps.content.prepared(typeId);
  const library = await deps.content.textLibrary();
  const ranked = parseWords(prep, rankedText);
  const row = await deps.db.transaction(async (tx) => {
    const progress = await deps.results.lockProgress(tx, person.id, typeId);
    const answers = completeAnswers(prep, savedAnswers(progress));
    assertRankedSelection(progress.selectedWords, ranked);
    let result;
    try {
      result = computeIndividualResult(prep, answers, ranked);
    } catch (error) {
      // saved answers of content that changed since: say what the model refused
      if (error instanceof ModelInputError) throw new HttpError(400, error.message, { code: 'results.model_input' });
      throw error;
    }
    await deps.results.storeResult(tx, {
      userId: person.id,
      questionnaireTypeId: typeId,
      result,
      texts: localizeResult(result, library),
      wordsSelected: (progress.selectedWords ?? '').split(','),
      wordsSorted: ranked,
    });
    const stored = await deps.results.result(person.id, typeId, tx);
    if (!stored) throw new Error('the result just stored cannot be read');
    if (queueReports) await enqueueReports(tx, stored);
    return stored;
  });
  // committed: this process answers the new result from the next read on
  deps.results.forgetCached(person.id);
  if (queueReports) deps.jobs?.wake();
  return row;
}

// ---- report files --------------------------------------------------------------------------

async function reportData(deps: ResultsDeps, person: Person, row: ResultRow): Promise<ReportData> {
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
  deps: ResultsDeps,
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
export async function resultAndReports(deps: ResultsDeps, userId: number, typeId: number | null): Promise<{ row: ResultRow | undefined; reportsReady: boolean }> {
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

async function enqueueReports(tx: Executor, row: ResultRow): Promise<void> {
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
async function makeMissingReports(deps: ResultsDeps, person: Person, row: ResultRow, whenIdle: () => Promise<void>): Promise<void> {
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
  deps: ResultsDeps & { users: { findById(id: number): Promise<Person | undefined> } },
  job: Pick<JobRun, 'payload' | 'whenIdle'>,
): Promise<void> {
  const { userId, questionnaireTypeId, resultId, finishedAt } = reportsPayload.parse(job.payload);
  const [row, user] = await Promise.all([deps.results.result(userId, questionnaireTypeId), deps.users.findById(userId)]);
  if (!row || !user || row.id !== resultId || row.finishedAt.getTime() !== new Date(finishedAt).getTime()) return;
  await makeMissingReports(deps, user, row, job.whenIdle);
}

/** A stored report file, made (and stored) now when it is missing or older than the result. */
export async function reportFile(deps: ResultsDeps, person: Person, row: ResultRow, kind: ReportKind, lang: Lang): Promise<ReportFile> {
  const stored = await deps.results.report(row.id, kind, lang, row.finishedAt);
  if (stored) return stored;
  return makeAndStore(deps, await reportData(deps, person, row), row, kind, lang);
}

// ---- matchings -----------------------------------------------------------------------------

type FiberNames = TextLibrary['fibers'];
const FIBER_KEY = { connivance: 'connivance', feeling: 'feeling', deep_compatibility: 'deep_compatibility', complementarity: 'complementarity', understanding: 'understanding' } as const;

function entry(
  fibers: FiberNames,
  mine: ProfileVector | null,
  other: { vector: ProfileVector | null },
  identity: Pick<MatchingEntryResponse, 'first_name' | 'last_name' | 'picture_url' | 'email' | 'fake_user_uuid'>,
): MatchingEntryResponse {
  const match = mine && other.vector ? matchProfiles(mine, other.vector) : null;
  const top = match ? fibers[FIBER_KEY[match.top_fiber]].name : null;
  return {
    ...identity,
    rui_smooth: match ? match.rui_smooth : null,
    top_fiber_en: top?.en ?? null,
    top_fiber_fr: top?.fr ?? null,
    top_fiber_ru: top?.ru ?? null,
    is_finished: other.vector !== null,
  };
}

/** Highest score first; no score (unfinished) last; then by name, so the order is stable. */
function byScore(a: MatchingEntryResponse, b: MatchingEntryResponse): number {
  if (a.rui_smooth !== b.rui_smooth) {
    if (a.rui_smooth === null) return 1;
    if (b.rui_smooth === null) return -1;
    return b.rui_smooth - a.rui_smooth;
  }
  return `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`) || (a.email ?? a.fake_user_uuid ?? '').localeCompare(b.email ?? b.fake_user_uuid ?? '');
}

/** The user's matching contacts and the samples, scored from stored vectors in one pass. */
export async function matchingLists(deps: ResultsDeps, userId: number): Promise<MatchingListsResponse> {
  return (await matchingListsOf(deps, userId)).lists;
}

/** matchingLists, with whom they were read from: the user and their contacts, and whether the user has finished. */
export async function matchingListsOf(deps: ResultsDeps, userId: number): Promise<{ lists: MatchingListsResponse; people: number[]; finished: boolean }> {
  const [{ me, contacts }, samples, library] = await Promise.all([
    deps.results.matchingPeople(userId),
    deps.content.samples(),
    deps.content.textLibrary(),
  ]);
  const mine = me?.vector ?? null;
  const b2c = contacts.map((person) =>
    entry(library.fibers, mine, person, {
      first_name: person.firstName,
      last_name: person.lastName,
      picture_url: person.pictureUrl,
      email: person.email,
      fake_user_uuid: null,
    }),
  );
  const fake = samples.map((sample) =>
    entry(library.fibers, mine, sample, {
      first_name: sample.firstName,
      last_name: sample.lastName,
      picture_url: samplePicturePath(sample.uuid),
      email: null,
      fake_user_uuid: sample.uuid,
    }),
  );
  return {
    lists: { b2c_matching: b2c.sort(byScore), fake_matching: fake.sort(byScore) },
    people: [userId, ...contacts.map((person) => person.id)],
    finished: mine !== null,
  };
}

const SAMPLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The matching with one partner: a matching contact (by e-mail) or a sample (by uuid). */
export async function matchingDetail(deps: ResultsDeps, userId: number, partner: string): Promise<MatchingDetailResponse> {
  const library = await deps.content.textLibrary();
  const isSample = SAMPLE_UUID.test(partner);
  const { me, contacts } = await deps.results.matchingPeople(userId, isSample ? undefined : partner);
  let other: { firstName: string; lastName: string; pictureUrl: string | null; vector: ProfileVector | null; softSkills: Localized | null } | undefined;
  if (isSample) {
    const sample = (await deps.content.samples()).find((s) => s.uuid === partner.toLowerCase());
    other = sample && { ...sample, pictureUrl: samplePicturePath(sample.uuid) };
  } else {
    other = contacts[0];
  }
  if (!other || !me) throw notFound(M.noPartner);
  if (!me.vector) throw badRequest(M.notFinished);
  if (!other.vector || !other.softSkills) throw httpError(400, 'results.partner_not_finished', { name: `${other.firstName} ${other.lastName}`.trim() });
  const match = matchProfiles(me.vector, other.vector);
  const top = library.fibers[FIBER_KEY[match.top_fiber]];
  const bottom = library.fibers[FIBER_KEY[match.bottom_fiber]];
  return {
    rui_smooth: match.rui_smooth,
    similarity_smooth: match.similarity_smooth,
    immediate_harmony_smooth: match.immediate_harmony_smooth,
    deep_compatibility_smooth: match.deep_compatibility_smooth,
    complementarity_smooth: match.complementarity_smooth,
    understanding_smooth: match.understanding_smooth,
    top_fiber_en: top.name.en,
    top_fiber_fr: top.name.fr,
    top_fiber_ru: top.name.ru,
    bottom_fiber_en: bottom.name.en,
    bottom_fiber_fr: bottom.name.fr,
    bottom_fiber_ru: bottom.name.ru,
    top_fiber_description_en: top.description.en,
    top_fiber_description_fr: top.description.fr,
    top_fiber_description_ru: top.description.ru,
    bottom_fiber_description_en: bottom.description.en,
    bottom_fiber_description_fr: bottom.description.fr,
    bottom_fiber_description_ru: bottom.description.ru,
    picture_url_1: me.pictureUrl,
    picture_url_2: other.pictureUrl,
    // the partner's, read by the user: in the third person
    soft_skills: partnerSoftSkills(other.vector, library),
    partner: { first_name: other.firstName, last_name: other.lastName },
  };
}
