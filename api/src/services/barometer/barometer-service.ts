import type { BarometerResponseBody, BarometerResultQuestion, BarometerResultsResponse, CompanyFromMissionResponse, DemographicAnswersCountResponse, DemographicCountQuestion } from '@rapport/wire/api/barometer';
import type { BarometerSettingsResponse, BarometerSurveyResponse, UpdateBarometerTextsBody } from '@rapport/wire/api/barometer-admin';
import type { BarometerTexts } from '@rapport/wire/api/barometer-texts';
import { estimatePair, estimateWord } from '@rapport/wire/api/barometer-randomized-response';
import { errorText } from '@rapport/wire/api/error-codes';
import type { DemographicQuestion } from '@rapport/wire/entities/barometer';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import { HttpError, httpError } from '../../http-errors';
import type {
  BarometerRepository,
  CompanySurvey,
  LinkedSurvey,
  ResponseGroup,
  StoredDemographicQuestion,
  StoredQuestion,
  SurveyMode,
  SurveySettings,
} from '../../repositories/barometer-repository';
import type { ActiveCompany } from '../../repositories/companies-repository';
import { missionIsActive } from '../../repositories/missions-repository';
import type { MissionsRepository } from '../../repositories/missions-repository';
import type { Database, Executor } from '../../db/types';
import { hashSecret } from '../../auth/secrets';
import { releaseGroups, type GroupRelease } from './releases';
import { parseSubmission, type SurveyContent } from './submission';
import { barometerTextsOf, defaultTexts, storedTextsOf } from './survey-texts';

/**
 * The barometer (spec sections 2 to 9, docs/barometer-anonymity.md): the public survey behind a
 * mission link, its anonymous responses, and what the company may see of them.
 */

export interface BarometerDeps {
  db: Database;
  barometer: BarometerRepository;
  missions: MissionsRepository;
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
  const texts = barometerTextsOf(company.texts);
  const defaults = defaultTexts(texts);
  return {
    pk: company.id,
    name: company.name,
    company_logo: company.logo,
    barometer_texts: texts,
    barometer_text_header1: defaults.header1,
    barometer_text_header2: defaults.header2,
    barometer_text_intro: defaults.intro,
    mission_name: survey.missionName,
    mode: (await deps.barometer.surveySettings(deps.db, survey.id)).mode,
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
 * POST /result/barometer_response/: every rule checked before anything is written, then, in one
 * transaction holding the survey's row: an invited survey's personal link taken, the response
 * and its demographic answers stored, and the waiting responses released as a step when there
 * are enough of them. Nothing of the request but the answers is kept: no user, address,
 * browser, link or time.
 */
export async function submitResponse(deps: BarometerDeps, referral: string, body: BarometerResponseBody, invitation?: string): Promise<void> {
  const survey = await activeSurvey(deps, referral);
  const typeId = survey.questionnaireTypeId;
  const content: SurveyContent = {
    demographics: await demographicsOf(deps, typeId),
    questions: typeId === null ? [] : await deps.barometer.questions(typeId),
    wordIds: await deps.barometer.wordIds(),
  };
  const response = parseSubmission(survey.id, content, body);
  const companyThreshold = await deps.barometer.threshold(survey.company.id);
  await deps.db.transaction(async (tx) => {
    await deps.barometer.ensureSurvey(tx, survey.id);
    const settings = await deps.barometer.surveySettings(tx, survey.id, true);
    if (settings.mode === 'invited') {
      if (!invitation) throw httpError(403, 'barometer.invitation_required');
      const taken = await deps.barometer.takeLink(tx, survey.id, hashSecret(invitation));
      if (taken === 'used') throw httpError(410, 'barometer.invitation_used');
      if (!taken) throw httpError(404, 'barometer.invitation_unknown');
    } else if (invitation) {
      // a public survey has no personal links: one sent is a mistake, or a way round the limit
      throw new HttpError(400, errorText('barometer.not_invited'), { code: 'barometer.not_invited', field: 'invitation' });
    }
    await deps.barometer.insertResponse(tx, response);
    await deps.barometer.releaseWaiting(tx, survey.id, settings.releaseStep, thresholdInForce(settings, companyThreshold ?? settings.threshold));
  });
}

/** Counts one public submit refused by the per-visitor limit against its survey (unknown links: nothing). */
export async function countRefusedSubmit(deps: BarometerDeps, referral: string): Promise<void> {
  const missionId = await deps.barometer.missionIdByReferral(referral);
  if (missionId !== undefined) await deps.barometer.countRefused(missionId);
}

// ---- the company -------------------------------------------------------------------------------

/** The company calls need the barometer option (403 otherwise). */
export function assertBarometer(company: ActiveCompany): void {
  if (!company.supportsBarometer) throw httpError(403, 'barometer.off');
}

export async function companySurvey(deps: BarometerDeps, company: ActiveCompany, missionId: number): Promise<CompanySurvey> {
  assertBarometer(company);
  const survey = await deps.barometer.companySurvey(company.id, missionId);
  if (!survey) throw httpError(404, 'mission.unknown');
  return survey;
}

export async function thresholdOf(deps: BarometerDeps, company: ActiveCompany): Promise<number> {
  const threshold = await deps.barometer.threshold(company.id);
  if (threshold === undefined) throw httpError(404, 'company.unknown_company');
  return threshold;
}

/** The threshold in force for a survey: the one promised when it was created, or the company's if higher now. */
export const thresholdInForce = (settings: SurveySettings, companyThreshold: number): number => Math.max(settings.threshold, companyThreshold);

/** A released group's figures: exact counts (invited), or de-biased estimates with margins (public). */
async function groupFigures(
  deps: BarometerDeps,
  mode: SurveyMode,
  members: readonly string[],
  group: ResponseGroup,
  questions: readonly StoredQuestion[],
): Promise<{ questions: BarometerResultQuestion[]; words: BarometerResultsResponse['words'] }> {
  const [answerCounts, chosen, bank] = await Promise.all([deps.barometer.answerCounts(group), deps.barometer.topWords(group), deps.barometer.wordIds()]);
  const countOf = new Map(answerCounts.map((entry) => [entry.answerId, entry]));
  const n = members.length;
  const resultQuestions: BarometerResultQuestion[] = questions.map(({ answers, ...question }) => ({
    ...question,
    options: answers.map((answer) => {
      const selected = countOf.get(answer.answer_id)?.selected ?? 0;
      const first = countOf.get(answer.answer_id)?.first ?? 0;
      if (mode === 'invited') return { ...answer, selected_count: selected, first_count: first, selected_margin: null, first_margin: null };
      const s = estimatePair(selected, n, answers.length, 'selected');
      const f = estimatePair(first, n, answers.length, 'first');
      return { ...answer, selected_count: s.value, first_count: f.value, selected_margin: s.margin, first_margin: f.margin };
    }),
  }));
  const words =
    mode === 'invited'
      ? chosen.slice(0, SELECTED_WORD_COUNT).map((word) => ({ ...word, margin: null }))
      : chosen
          .map((word) => {
            const estimate = estimateWord(word.count, n, bank.length, SELECTED_WORD_COUNT);
            return { ...word, count: estimate.value, margin: estimate.margin };
          })
          // a stable sort: ties keep the word bank's order the query gave
          .sort((a, b) => b.count - a.count)
          .slice(0, SELECTED_WORD_COUNT);
  return { questions: resultQuestions, words };
}

/** The demographic questions with each option's count as released (null when hidden). */
function releasedDemographics(questions: readonly StoredDemographicQuestion[], release: GroupRelease): DemographicCountQuestion[] {
  return questions.map((question) => ({
    ...question,
    options: question.options.map((option) => {
      const decided = release.options.get(option.pk);
      return decided?.members ? { ...option, count: decided.members.length, hidden: null } : { ...option, count: null, hidden: decided?.hidden ?? 'survey_below_threshold' };
    }),
  }));
}

/** A survey's settings (made when missing: a survey created before they existed). */
async function settingsOf(deps: BarometerDeps, executor: Executor, missionId: number, lock = false): Promise<SurveySettings> {
  await deps.barometer.ensureSurvey(executor, missionId);
  return deps.barometer.surveySettings(executor, missionId, lock);
}

/** GET /company/barometer_results/ */
export async function barometerResults(
  deps: BarometerDeps,
  company: ActiveCompany,
  query: { mission: number; question?: number; option?: number },
): Promise<BarometerResultsResponse> {
  const survey = await companySurvey(deps, company, query.mission);
  const typeId = survey.questionnaireTypeId;
  const [companyThreshold, demographicQuestions, questions] = await Promise.all([
    thresholdOf(deps, company),
    demographicsOf(deps, typeId),
    typeId === null ? [] : deps.barometer.questions(typeId),
  ]);
  const { settings, release, threshold } = await deps.db.transaction(async (tx) => {
    const settings = await settingsOf(deps, tx, survey.id);
    const threshold = thresholdInForce(settings, companyThreshold);
    const responses = await deps.barometer.releasedResponses(tx, [survey.id]);
    const scope = { companyId: company.id, missionId: survey.id, step: settings.releaseStep, threshold, questions: demographicQuestions };
    return { settings, threshold, release: await releaseGroups(tx, deps.barometer, scope, responses) };
  });
  const demographics = releasedDemographics(demographicQuestions, release);

  let filter: BarometerResultsResponse['filter'] = null;
  let decided = release.whole;
  let optionId: number | null = null;
  if (query.question !== undefined && query.option !== undefined) {
    const question = demographics.find((entry) => entry.pk === query.question);
    const option = question?.options.find((entry) => entry.pk === query.option);
    if (!question || !option) throw new HttpError(400, errorText('barometer.unknown_option'), { code: 'barometer.unknown_option', field: 'option' });
    filter = { question: question.pk, option: option.pk };
    decided = release.options.get(option.pk) ?? { members: null, hidden: 'group_below_threshold' };
    optionId = option.pk;
  }
  // today's released group is read by survey and option; an earlier step's by its ids
  const group: ResponseGroup | undefined = decided.members ? (decided.current ? { missionId: survey.id, optionId } : { ids: decided.members }) : undefined;
  const figures = decided.members && group ? await groupFigures(deps, settings.mode, decided.members, group, questions) : undefined;
  return {
    mission: survey.id,
    threshold,
    mode: settings.mode,
    response_count: release.whole.members?.length ?? 0,
    filter,
    group_count: decided.members?.length ?? null,
    hidden: decided.members ? null : (decided.hidden ?? 'survey_below_threshold'),
    questions:
      figures?.questions ??
      questions.map(({ answers, ...question }) => ({
        ...question,
        options: answers.map((answer) => ({ ...answer, selected_count: null, first_count: null, selected_margin: null, first_margin: null })),
      })),
    words: figures?.words ?? [],
    demographics,
  };
}

/** GET /response/demographic_answers_count: one survey, or every barometer survey of the company together. */
export async function demographicAnswersCount(deps: BarometerDeps, company: ActiveCompany, missionId: number | undefined): Promise<DemographicAnswersCountResponse> {
  assertBarometer(company);
  const surveys = missionId === undefined ? await deps.barometer.companySurveys(company.id) : [await companySurvey(deps, company, missionId)];
  const companyThreshold = await thresholdOf(deps, company);
  const typeIds = [...new Set(surveys.map((survey) => survey.questionnaireTypeId).filter((id): id is number => id !== null))];
  const questions = (await Promise.all(typeIds.map((typeId) => deps.barometer.demographicQuestions(typeId)))).flat();
  const missionIds = surveys.map((survey) => survey.id);
  const { release, threshold } = await deps.db.transaction(async (tx) => {
    const settings = await Promise.all(missionIds.map((id) => settingsOf(deps, tx, id)));
    // several surveys together: the strictest promise among them
    const threshold = Math.max(companyThreshold, ...settings.map((entry) => thresholdInForce(entry, companyThreshold)));
    const responses = await deps.barometer.releasedResponses(tx, missionIds);
    const single = missionId === undefined ? null : missionId;
    const scope = { companyId: company.id, missionId: single, step: single === null ? null : settings[0].releaseStep, threshold, questions };
    return { threshold, release: await releaseGroups(tx, deps.barometer, scope, responses) };
  });
  const count = release.whole.members?.length ?? 0;
  return {
    data: releasedDemographics(questions, release),
    response_count: count,
    threshold,
    hidden: release.whole.members ? null : (release.whole.hidden ?? 'survey_below_threshold'),
  };
}

/** GET /company/barometer_survey/ */
export async function barometerSurvey(deps: BarometerDeps, company: ActiveCompany, missionId: number): Promise<BarometerSurveyResponse> {
  const survey = await companySurvey(deps, company, missionId);
  const [companyThreshold, settings, invited, released] = await Promise.all([
    thresholdOf(deps, company),
    settingsOf(deps, deps.db, survey.id),
    deps.barometer.invitees(survey.id),
    deps.missions.barometerResultCounts([survey.id]),
  ]);
  return {
    mission: survey.id,
    mode: settings.mode,
    threshold: thresholdInForce(settings, companyThreshold),
    released_count: released.get(survey.id) ?? 0,
    links_sent: settings.linksSent,
    // in steps like the results: a live count would tell when each person answered
    links_used: settings.mode === 'invited' ? Math.min(settings.linksUsed, released.get(survey.id) ?? 0) : 0,
    invited_contacts: invited,
    refused_count: settings.refusedCount,
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

/** GET /company/barometer_texts/ */
export async function barometerTexts(deps: BarometerDeps, company: ActiveCompany): Promise<BarometerTexts> {
  assertBarometer(company);
  const stored = await deps.barometer.texts(company.id);
  if (!stored) throw httpError(404, 'company.unknown_company');
  return barometerTextsOf(stored);
}

/** PUT /company/barometer_texts/: replaces them whole. */
export async function updateBarometerTexts(deps: BarometerDeps, company: ActiveCompany, body: UpdateBarometerTextsBody): Promise<BarometerTexts> {
  assertBarometer(company);
  const stored = storedTextsOf(body);
  const texts = barometerTextsOf(stored);
  await deps.barometer.setTexts(company.id, stored, defaultTexts(texts));
  return texts;
}
