import type { QuestionnaireSelector } from '@rapport/wire/api/content';
import { reportPath, type IndividualResultResponse, type ResponseProgressResponse } from '@rapport/wire/api/results';
import { DEFAULT_QUESTIONNAIRE, type Lang, type Localized } from '../../content/types';
import type { JobWorker } from '../../jobs';
import { HttpError } from '../../http-errors';
import { computeIndividualResult, localizeResult, ModelInputError } from '../../model';
import type { ResultRow } from '../../repositories/results-repository';
import { assertRankedSelection, completeAnswers, mergeAnswers, parseAnswers, parseWords, savedAnswers, toLists, type ProgressLists } from './progress';
import { resolveQuestionnaireTypeId, type QuestionnaireLookups } from '../content/resolve-questionnaire';
import { enqueueReports, type Person, type ReportFilesDeps } from './report-files';

/**
 * The individual journey's logic between the routes and the repositories: saving progress,
 * computing and storing a result, and the result's answer; its report files are
 * report-files.ts's, the matchings matching-lists.ts's. The demo data goes through the same
 * functions. Every write opens its transaction here.
 */

export interface ResultsDeps extends ReportFilesDeps {
  /** the job worker, woken when a submission queues its reports (else they wait for its next poll) */
  jobs?: Pick<JobWorker, 'wake'>;
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
