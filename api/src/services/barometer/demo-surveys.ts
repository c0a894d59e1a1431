import { isDeepStrictEqual } from 'util';
import { and, eq } from 'drizzle-orm';
import { newCode } from '../../auth/secrets';
import { BAROMETER_QUESTIONNAIRE } from '../../content/types';
import { companies, missions, questionnaireTypes } from '../../db/schema';
import type { Database } from '../../db/types';
import { createBarometerRepository, type StoredBarometerTexts, type StoredDemographicQuestion } from '../../repositories/barometer-repository';
import { createMissionsRepository } from '../../repositories/missions-repository';
import { randomizeResponse } from '@rapport/wire/api/barometer-randomized-response';
import { parseSubmission, type SurveyContent } from './submission';
import { demoCreationDate, demoEndDate } from '../demo-dates';
import { barometerTextsOf, defaultTexts } from './survey-texts';
import { seededRandom, syntheticResponse } from './synthetic';

/**
 * The demo company's barometer: an active public survey with 42 made-up responses, randomized
 * as a respondent's browser does it (so the results show estimates with their margins), whose
 * demographic answers are planned so that the results show both what is shown and what the
 * threshold of 5 hides, and a survey that ended, for the expired link. The responses are
 * released as one step, as if the first reading came after the last answer.
 *
 * With the default threshold (5), in Climate 2026: hidden under 5, Under 25 (4), 55 and over
 * (4), HR and support (3), Management (4), Non-binary (3), I'd rather not say (3), On the road
 * (2), and every group nobody chose; shown, the larger groups of the first three questions
 * (age, tenure, area); then the release rule (release-rule.ts) hides the later questions'
 * groups that, with those, would single out fewer than 5 people.
 */

export interface DemoSurvey {
  reference: string;
  name: string;
  description: string;
  /** when it was created (and so opened), in days before the demo is made (demo-dates.ts) */
  createdDaysAgo: number;
  /** the end date, in months from the day the demo is made (negative: it has ended) */
  months: number;
  /** per demographic question id, how many respondents chose each option (in option order) */
  plan: Readonly<Record<string, readonly number[]>>;
  seed: number;
}

/** The demo company's survey page, in each survey language (English the default). */
export const DEMO_BAROMETER_TEXTS: StoredBarometerTexts = {
  language: 'en',
  texts: {
    en: {
      header1: 'How are we doing?',
      header2: 'Climate survey 2026',
      intro: 'Your answers are anonymous: nobody, not even us, can tell which answers are yours. Results are only shown for groups of at least five people.',
    },
    fr: {
      header1: 'Comment allons-nous ?',
      header2: 'Enquête climat 2026',
      intro:
        'Vos réponses sont anonymes : personne, pas même nous, ne peut savoir quelles réponses sont les vôtres. Les résultats ne sont montrés que pour des groupes d’au moins cinq personnes.',
    },
    ru: {
      header1: 'Как у нас дела?',
      header2: 'Опрос о климате 2026',
      intro: 'Ваши ответы анонимны: никто, даже мы, не может узнать, какие ответы ваши. Результаты показываются только для групп не менее чем из пяти человек.',
    },
  },
};

export const DEMO_SURVEYS: readonly DemoSurvey[] = [
  {
    reference: 'BAR-001',
    name: 'Climate 2026',
    description: 'Our yearly climate survey: how we work together, in our own words. Anonymous.',
    createdDaysAgo: 20,
    months: 4,
    seed: 2026,
    plan: {
      d1: [4, 14, 12, 8, 4, 0],
      d2: [6, 12, 10, 9, 5],
      d3: [8, 9, 6, 12, 3, 4, 0],
      d4: [15, 18, 7, 2],
      d5: [28, 9, 5],
      d6: [19, 17, 3, 3],
    },
  },
  {
    reference: 'BAR-000',
    name: 'Climate 2025',
    description: 'Last year’s climate survey: it has ended, so its link no longer accepts answers.',
    // a year before this year's, open for about two months
    createdDaysAgo: 385,
    months: -10,
    seed: 2025,
    plan: {
      d1: [2, 5, 4, 1, 0, 0],
      d2: [3, 4, 3, 1, 1],
      d3: [3, 3, 2, 3, 1, 0, 0],
      d4: [6, 4, 2, 0],
      d5: [8, 3, 1],
      d6: [6, 5, 1, 0],
    },
  },
];

/** One option pk per respondent for each question, following the plan, in a seeded order. */
function plannedDemographics(questions: readonly StoredDemographicQuestion[], plan: DemoSurvey['plan'], random: () => number): Record<number, number>[] {
  const sizes = Object.values(plan).map((counts) => counts.reduce((a, b) => a + b, 0));
  const respondents = Math.min(...sizes);
  if (sizes.some((size) => size !== respondents)) throw new Error('demo data: every demographic plan must count the same respondents');
  const picks: Record<number, number>[] = Array.from({ length: respondents }, () => ({}));
  for (const question of questions) {
    const counts = plan[question.question_id];
    if (!counts || counts.length !== question.options.length) throw new Error(`demo data: no plan for ${question.question_id}`);
    const options = question.options.flatMap((option, i) => Array.from({ length: counts[i] }, () => option.pk));
    for (let i = options.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [options[i], options[j]] = [options[j], options[i]];
    }
    options.forEach((option, i) => (picks[i][question.pk] = option));
  }
  return picks;
}

/**
 * The demo surveys the company lacks (by reference), each created with its responses in one
 * transaction: what exists is left alone. The company's barometer texts, unless it has its own
 * (a demo made before the texts had languages has its English ones only: it gets the others).
 */
export async function ensureDemoSurveys(db: Database, companyId: number, ownerUserId: number): Promise<void> {
  const barometer = createBarometerRepository(db);
  const current = await barometer.texts(companyId);
  const untouched = [{}, { en: DEMO_BAROMETER_TEXTS.texts.en }];
  if (current && untouched.some((texts) => isDeepStrictEqual(current.texts, texts))) {
    await barometer.setTexts(companyId, DEMO_BAROMETER_TEXTS, defaultTexts(barometerTextsOf(DEMO_BAROMETER_TEXTS)));
  }
  const [type] = await db.select({ id: questionnaireTypes.id }).from(questionnaireTypes).where(eq(questionnaireTypes.questionnaireType, BAROMETER_QUESTIONNAIRE));
  if (!type) throw new Error('demo data: no barometer questionnaire');
  const missionsRepository = createMissionsRepository(db);
  const content: SurveyContent = {
    demographics: await barometer.demographicQuestions(type.id),
    questions: await barometer.questions(type.id),
    wordIds: await barometer.wordIds(),
  };

  const [{ timeZone }] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  for (const survey of DEMO_SURVEYS) {
    const [existing] = await db
      .select({ id: missions.id })
      .from(missions)
      .where(and(eq(missions.companyId, companyId), eq(missions.reference, survey.reference)));
    if (existing) continue;
    const endDate = demoEndDate(survey.months, timeZone);
    const random = seededRandom(survey.seed);
    const demographics = plannedDemographics(content.demographics, survey.plan, random);
    await db.transaction(async (tx) => {
      const created = await missionsRepository.insertMission(tx, {
        companyId,
        missionType: 'B',
        type: null,
        missionName: survey.name,
        reference: survey.reference,
        description: survey.description,
        creationDate: demoCreationDate(survey.createdDaysAgo),
        endDate,
        missionReferral: newCode(),
        managerContactId: null,
        ownerUserId,
        defaultQuestionnaireTypeId: type.id,
      });
      if (!created) throw new Error('demo data: mission referral taken');
      const randomization = { questions: content.questions.map((q) => ({ question_id: q.question_id, answers: q.answers.map((a) => a.answer_id) })), wordIds: content.wordIds };
      for (const picks of demographics) {
        // through the submit's own checks: a demo response is a valid response
        const sent = randomizeResponse(syntheticResponse(content, random, picks), randomization, random);
        await barometer.insertResponse(tx, parseSubmission(created.id, content, sent));
      }
      await barometer.releaseWaiting(tx, created.id, 0, 1);
    });
  }
}
