/**
 * The API as `npm run bench:barometer` drives it: the real server (buildApp + listen, the
 * configured database with its migrations, the production pool), plus what the bench needs:
 * a company with the barometer, its admin's token, an empty survey for the submits and a
 * survey of RESPONSES made-up responses for the results. Prints one JSON line on stdout
 * ({ url, referral, emptySurvey, fullSurvey, token, companyId, seedMs }), then serves until
 * SIGTERM.
 *
 *   DATABASE_URL=postgres://…/bench BAROMETER_SUBMIT_LIMIT=1000 tsx scripts/bench-barometer-server.ts
 *
 * BAROMETER_SUBMIT_LIMIT: the submit's limit per address and survey an hour (the server's
 * default is 5). The bench sends everything from one address, so it raises it; the default stays.
 */
import { randomUUID } from 'crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { barometerDemographicAnswers, barometerResponses } from '../src/db/schema';
import { DEFAULT_SUBMIT_LIMIT } from '../src/routes/barometer';
import { parseSubmission, type SurveyContent } from '../src/services/barometer/submission';
import { seededRandom, syntheticResponse } from '../src/services/barometer/synthetic';
import { addCompanyUser, createCompany, createMission, createUser, tokenFor } from '../testing/fixtures';

const RESPONSES = Number(process.env.RESPONSES ?? 10_000);
/** rows per INSERT: far below PostgreSQL's 65,535 parameters */
const CHUNK = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const submitLimit = process.env.BAROMETER_SUBMIT_LIMIT ? Number(process.env.BAROMETER_SUBMIT_LIMIT) : DEFAULT_SUBMIT_LIMIT.max;
  if (!Number.isInteger(submitLimit) || submitLimit < 1) throw new Error('BAROMETER_SUBMIT_LIMIT must be a positive whole number');
  const app = await buildApp(config, { barometerSubmitLimit: { max: submitLimit, timeWindow: DEFAULT_SUBMIT_LIMIT.timeWindow } });
  const db = app.database.db;

  const companyId = await createCompany(db, { name: `Barometer bench ${Date.now()}`, supportsBarometer: true });
  const admin = await createUser(db, { password: null });
  await addCompanyUser(db, companyId, admin.id);
  const token = await tokenFor(app, admin.id);
  const empty = await createMission(db, companyId, { missionType: 'B' });
  const full = await createMission(db, companyId, { missionType: 'B' });

  // the full survey's responses, valid by the submit's own rules, written in large INSERTs
  const seedStart = Date.now();
  const survey = await app.barometerRepository.surveyByReferral(full.referral);
  if (!survey?.questionnaireTypeId) throw new Error('no barometer questionnaire');
  const content: SurveyContent = {
    demographics: await app.barometerRepository.demographicQuestions(survey.questionnaireTypeId),
    questions: await app.barometerRepository.questions(survey.questionnaireTypeId),
    wordIds: await app.barometerRepository.wordIds(),
  };
  const random = seededRandom(10_000);
  for (let done = 0; done < RESPONSES; done += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, RESPONSES - done) }, () => ({
      id: randomUUID(),
      response: parseSubmission(full.id, content, syntheticResponse(content, random)),
    }));
    await db.transaction(async (tx) => {
      await tx.insert(barometerResponses).values(
        batch.map(({ id, response }) => ({
          id,
          missionId: response.missionId,
          questionAnswered: response.questionAnswered,
          firstAnswers: response.firstAnswers,
          secondAnswers: response.secondAnswers,
          selectedWords: response.selectedWords,
          sortedWords: response.sortedWords,
          // released, as the steps would have done long before
          releaseStep: 1,
        })),
      );
      const demographics = batch.flatMap(({ id, response }) =>
        response.demographics.map((answer) => ({ responseId: id, missionId: response.missionId, demographicQuestionId: answer.questionId, demographicOptionId: answer.optionId })),
      );
      for (let i = 0; i < demographics.length; i += CHUNK * 5) await tx.insert(barometerDemographicAnswers).values(demographics.slice(i, i + CHUNK * 5));
    });
  }
  const seedMs = Date.now() - seedStart;
  await db.execute(sql`analyze barometer_responses, barometer_demographic_answers`);

  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    `${JSON.stringify({ url: `${address}${config.basePath}`, referral: empty.referral, emptySurvey: empty.id, fullSurvey: full.id, token, companyId, seedMs, submitLimit })}\n`,
  );

  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
