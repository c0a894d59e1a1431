import type {
  BarometerResponseBody,
  BarometerResultQuestion,
  BarometerResultsResponse,
  BarometerSettingsResponse,
  CompanyFromMissionResponse,
  DemographicAnswersCountResponse,
  DemographicCountQuestion,
} from '@rapport/contracts/api/barometer';
import { errorText } from '@rapport/contracts/api/error-codes';
import type { DemographicQuestion } from '@rapport/contracts/entities/barometer';
import { SELECTED_WORD_COUNT } from '@rapport/contracts/entities/questionnaire';
import { HttpError, httpError } from '../../http-errors';
import type {
  BarometerRepository,
  CompanySurvey,
  LinkedSurvey,
  ResponseGroup,
  StoredDemographicQuestion,
} from '../../repositories/barometer-repository';
import type { ActiveCompany } from '../../repositories/companies-and-contacts-repository';
import { missionIsActive } from '../../repositories/missions-repository';
import type { Database } from '../../db/types';
import { guardOptionCounts, surveyHidden } from './anonymity';
import { parseSubmission, type SurveyContent } from './submission';

/**
 * The barometer (spec sections 2 to 9, docs/barometer-anonymity.md): the public survey behind a
 * mission link, its anonymous responses, and what the company may see of them.
 */

export interface BarometerDeps {
  db: Database;
  barometer: BarometerRepository;
}

// ---- the public link ---------------------------------------------------------------------------

/** The barometer survey behind a link: 404 unknown link or another kind of mission. */
async function linkedSurvey(deps: BarometerDeps, referral: string): Promise<LinkedSurvey> {
  const survey = await deps.barometer.surveyByReferral(referral);
  if (!survey) throw httpError(404, 'link.unknown_mission');
  if (survey.missionType !== 'B') throw httpError(404, 'barometer.not_a_barometer');
  return survey;
}

/** The same, answering only while the link is active (410 once ended or archived). */
async function activeSurvey(deps: BarometerDeps, referral: string): Promise<LinkedSurvey> {
  const survey = await linkedSurvey(deps, referral);
  if (!missionIsActive(survey)) throw httpError(410, 'mission.ended');
  return survey;
}

/** GET /company/get_company_from_mission/ */
export async function companyFromMission(deps: BarometerDeps, referral: string): Promise<CompanyFromMissionResponse> {
  const survey = await linkedSurvey(deps, referral);
  const { company } = survey;
  return {
    pk: company.id,
    name: company.name,
    company_logo: company.logo,
    barometer_text_header1: company.barometerTextHeader1,
    barometer_text_header2: company.barometerTextHeader2,
    barometer_text_intro: company.barometerTextIntro,
    mission_name: survey.missionName,
    is_active: missionIsActive(survey),
  };
}

const demographicsOf = (deps: BarometerDeps, typeId: number | null): Promise<StoredDemographicQuestion[]> =>
  typeId === null ? Promise.resolve([]) : deps.barometer.demographicQuestions(typeId);

/** GET /response/demographic_question/ */
export async function demographicQuestions(deps: BarometerDeps, referral: string): Promise<DemographicQuestion[]> {
  const survey = await activeSurvey(deps, referral);
  return demographicsOf(deps, survey.questionnaireTypeId);
}

/**
 * POST /result/barometer_response/: every rule checked before anything is written, then the
 * response and its demographic answers in one statement (all or nothing). Nothing of the request but the
 * answers is kept: no user, address, browser, or time of day.
 */
export async function submitResponse(deps: BarometerDeps, referral: string, body: BarometerResponseBody): Promise<void> {
  const survey = await activeSurvey(deps, referral);
  const typeId = survey.questionnaireTypeId;
  const content: SurveyContent = {
    demographics: await demographicsOf(deps, typeId),
    questions: typeId === null ? [] : await deps.barometer.questions(typeId),
    wordIds: await deps.barometer.wordIds(),
  };
  await deps.barometer.insertResponse(deps.db, parseSubmission(survey.id, content, body));
}

// ---- the company -------------------------------------------------------------------------------

/** The company calls need the barometer option (403 otherwise). */
export function assertBarometer(company: ActiveCompany): void {
  if (!company.supportsBarometer) throw httpError(403, 'barometer.off');
}

async function companySurvey(deps: BarometerDeps, company: ActiveCompany, missionId: number): Promise<CompanySurvey> {
  assertBarometer(company);
  const survey = await deps.barometer.companySurvey(company.id, missionId);
  if (!survey) throw httpError(404, 'mission.unknown');
  return survey;
}

async function thresholdOf(deps: BarometerDeps, company: ActiveCompany): Promise<number> {
  const threshold = await deps.barometer.threshold(company.id);
  if (threshold === undefined) throw httpError(404, 'company.unknown_company');
  return threshold;
}

/** Demographic questions with each option's count as the company may see it. */
function guardedDemographics(
  questions: readonly StoredDemographicQuestion[],
  counts: ReadonlyMap<number, number>,
  surveyCount: number,
  threshold: number,
): DemographicCountQuestion[] {
  return questions.map((question) => {
    const guarded = new Map(
      guardOptionCounts(
        question.options.map((option) => ({ pk: option.pk, count: counts.get(option.pk) ?? 0 })),
        surveyCount,
        threshold,
      ).map((entry) => [entry.pk, entry]),
    );
    return {
      ...question,
      options: question.options.map((option) => {
        const entry = guarded.get(option.pk);
        return entry ? { ...option, count: entry.count, hidden: entry.hidden } : { ...option, count: null, hidden: 'survey_below_threshold' as const };
      }),
    };
  });
}

/** GET /company/barometer_results/ */
export async function barometerResults(
  deps: BarometerDeps,
  company: ActiveCompany,
  query: { mission: number; question?: number; option?: number },
): Promise<BarometerResultsResponse> {
  const survey = await companySurvey(deps, company, query.mission);
  const typeId = survey.questionnaireTypeId;
  const missionIds = [survey.id];
  const filtered = query.question !== undefined && query.option !== undefined;
  // the whole survey's aggregates start with the counts (a survey under the threshold is
  // small, so computing them for nothing costs little); a group's wait for its guard
  const whole: ResponseGroup = { missionIds };
  const wholeCounts = filtered ? undefined : Promise.all([deps.barometer.answerCounts(whole), deps.barometer.topWords(whole, SELECTED_WORD_COUNT)]);
  // settled below; a failure of the other reads first must not leave it unhandled
  wholeCounts?.catch(() => undefined);
  const [threshold, demographicQuestions, questions, responseCount, optionCounts] = await Promise.all([
    thresholdOf(deps, company),
    demographicsOf(deps, typeId),
    typeId === null ? [] : deps.barometer.questions(typeId),
    deps.barometer.responseCount(whole),
    deps.barometer.demographicCounts(missionIds),
  ]);
  const demographics = guardedDemographics(demographicQuestions, optionCounts, responseCount, threshold);

  let filter: BarometerResultsResponse['filter'] = null;
  let group: ResponseGroup = whole;
  let groupCount: number | null = responseCount;
  let hidden = surveyHidden(responseCount, threshold);
  if (filtered) {
    const question = demographics.find((entry) => entry.pk === query.question);
    const option = question?.options.find((entry) => entry.pk === query.option);
    if (!question || !option) throw new HttpError(400, errorText('barometer.unknown_option'), { code: 'barometer.unknown_option', field: 'option' });
    filter = { question: question.pk, option: option.pk };
    group = { missionIds, optionId: option.pk };
    groupCount = option.count;
    hidden = option.hidden;
  }
  if (hidden !== null) groupCount = null;

  // the whole survey's are awaited even when hidden: no query outlives its request
  const computed = await (wholeCounts ?? (hidden === null ? Promise.all([deps.barometer.answerCounts(group), deps.barometer.topWords(group, SELECTED_WORD_COUNT)]) : undefined));
  const [answerCounts, words] = hidden === null && computed ? computed : [[], []];
  const countOf = new Map(answerCounts.map((entry) => [entry.answerId, entry]));
  const resultQuestions: BarometerResultQuestion[] = questions.map(({ answers, ...question }) => ({
    ...question,
    options: answers.map((answer) => ({
      ...answer,
      selected_count: hidden === null ? (countOf.get(answer.answer_id)?.selected ?? 0) : null,
      first_count: hidden === null ? (countOf.get(answer.answer_id)?.first ?? 0) : null,
    })),
  }));
  return {
    mission: survey.id,
    threshold,
    response_count: responseCount,
    filter,
    group_count: groupCount,
    hidden,
    questions: resultQuestions,
    words: hidden === null ? words : [],
    demographics,
  };
}

/** GET /response/demographic_answers_count: one survey, or every barometer survey of the company. */
export async function demographicAnswersCount(deps: BarometerDeps, company: ActiveCompany, missionId: number | undefined): Promise<DemographicAnswersCountResponse> {
  assertBarometer(company);
  const surveys = missionId === undefined ? await deps.barometer.companySurveys(company.id) : [await companySurvey(deps, company, missionId)];
  const threshold = await thresholdOf(deps, company);
  const missionIds = surveys.map((survey) => survey.id);
  const typeIds = [...new Set(surveys.map((survey) => survey.questionnaireTypeId).filter((id): id is number => id !== null))];
  const questions = (await Promise.all(typeIds.map((typeId) => deps.barometer.demographicQuestions(typeId)))).flat();
  const responseCount = await deps.barometer.responseCount({ missionIds });
  return {
    data: guardedDemographics(questions, await deps.barometer.demographicCounts(missionIds), responseCount, threshold),
    response_count: responseCount,
    threshold,
    hidden: surveyHidden(responseCount, threshold),
  };
}

export async function barometerSettings(deps: BarometerDeps, company: ActiveCompany): Promise<BarometerSettingsResponse> {
  assertBarometer(company);
  return { barometer_threshold: await thresholdOf(deps, company) };
}

export async function updateBarometerSettings(deps: BarometerDeps, company: ActiveCompany, threshold: number): Promise<BarometerSettingsResponse> {
  assertBarometer(company);
  await deps.barometer.setThreshold(company.id, threshold);
  return { barometer_threshold: threshold };
}
