import { eq } from 'drizzle-orm';
import type { BarometerResponseBody } from '@rapport/wire/api/barometer';
import type { CalendarDay } from '@rapport/wire/entities/calendar-day';
import type { App } from '../src/app';
import { missions } from '../src/db/schema';
import type { SurveyContent } from '../src/services/barometer/submission';
import { seededRandom, syntheticResponse } from '../src/services/barometer/synthetic';
import { createMission } from './fixtures';
import { api, freshIp } from './http';

/** What the barometer's tests share: a survey, its content, valid bodies and their submission. */

export const submitPath = (referral: string) => `/result/barometer_response/?mission=${encodeURIComponent(referral)}`;

/** A barometer survey (mission type B, the barometer questionnaire) of the company, active a month. */
export const createSurvey = (app: App, companyId: number) => createMission(app.database.db, companyId, { missionType: 'B' });

/** Ends a survey: its last day (`dayFromToday(-1)`: it ended yesterday) or its archiving. */
export async function endSurvey(app: App, missionId: number, values: { endDate?: CalendarDay; archivedAt?: Date }): Promise<void> {
  await app.database.db.update(missions).set(values).where(eq(missions.id, missionId));
}

/** The barometer questionnaire as the submit checks it. */
export async function barometerContent(app: App, referral: string): Promise<SurveyContent> {
  const survey = await app.barometerRepository.surveyByReferral(referral);
  if (!survey?.questionnaireTypeId) throw new Error('no barometer questionnaire');
  return {
    demographics: await app.barometerRepository.demographicQuestions(survey.questionnaireTypeId),
    questions: await app.barometerRepository.questions(survey.questionnaireTypeId),
    wordIds: await app.barometerRepository.wordIds(),
  };
}

/** Valid bodies, the same for the same seed. */
export function bodies(content: SurveyContent, seed: number) {
  const random = seededRandom(seed);
  return (demographics: Readonly<Record<number, number>> = {}): BarometerResponseBody => syntheticResponse(content, random, demographics);
}

/** The option pk of a demographic question by ids (`d6`, `d6o1`). */
export function optionPk(content: SurveyContent, questionId: string, optionId: string): { question: number; option: number } {
  const question = content.demographics.find((q) => q.question_id === questionId);
  const option = question?.options.find((o) => o.option_id === optionId);
  if (!question || !option) throw new Error(`no option ${questionId}/${optionId}`);
  return { question: question.pk, option: option.pk };
}

/** Submits the bodies one by one, each from its own address; fails the test on any refusal. */
export async function submitAll(app: App, referral: string, all: readonly BarometerResponseBody[]): Promise<void> {
  const http = api(app);
  for (const body of all) {
    const res = await http.post(submitPath(referral), body, { ip: freshIp() });
    if (res.statusCode !== 200) throw new Error(`submit refused: ${res.statusCode} ${res.body}`);
  }
}
