// Helpers for the e2e tests of the barometer: a respondent answering in the browser, or through the API.
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PASSWORD } from './accounts';

/**
 * Answers the survey open in `page` from its first page to the thank-you page, in French (a
 * mission link puts the interface in French): one answer to each statistical question, the
 * first two answers of each of the 18 questions, twelve words, their order as they come.
 */
export async function answerSurveyInBrowser(page: Page) {
  await page.getByRole('button', { name: 'ALLER AU QUESTIONNAIRE' }).click();

  const demographic = page.locator('[data-step="demographic"]');
  const first = demographic.getByText(/^Question statistique 1 sur \d+$/);
  await first.waitFor();
  const total = Number((await first.innerText()).match(/sur (\d+)/)?.[1]);
  for (let i = 1; i <= total; i += 1) {
    await demographic.getByText(`Question statistique ${i} sur ${total}`, { exact: true }).waitFor();
    await demographic.locator('[data-answer]').nth(i % 2).click();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  }

  const step = page.locator('[data-step="question"]');
  for (let i = 1; i <= 18; i += 1) {
    await step.getByText(`Question ${i} sur 18`, { exact: true }).waitFor();
    const answers = step.locator('[data-answer]');
    await answers.nth(0).click();
    await answers.nth(1).click();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  }

  await page.getByRole('heading', { name: 'Choisissez 12 mots' }).waitFor();
  const words = page.locator('button[data-word]');
  for (let i = 0; i < 12; i += 1) await words.nth(i * 2).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('heading', { name: 'Classez vos 12 mots' }).waitFor();
  await page.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('heading', { name: 'Merci !' }).waitFor();
}

interface Localized {
  en: string;
}
type DemographicQuestion = Localized & { pk: number; options: { pk: number }[] };

async function read<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A valid body of POST /result/barometer_response/ for the survey of `referral`, built from
 * its public content as the respondent's page reads it: the first option of each statistical
 * question, the answers `offset` and `offset + 1` of each question, twelve words from `offset`.
 */
export async function surveyResponseBody(apiBase: string, referral: string, offset = 0) {
  const mission = encodeURIComponent(referral);
  const [demographics, questions, answers, words] = await Promise.all([
    read<DemographicQuestion[]>(`${apiBase}/response/demographic_question/?mission=${mission}`),
    read<{ question_id: string }[]>(`${apiBase}/response/question/?mission=${mission}`),
    read<{ answer_id: string }[]>(`${apiBase}/response/answer/?mission=${mission}`),
    read<{ word_id: string }[]>(`${apiBase}/words/`),
  ]);
  // an answer's id is its question's followed by a and its number (q3a1)
  const answersOf = (questionId: string) => answers.filter((answer) => answer.answer_id.startsWith(`${questionId}a`)).map((answer) => answer.answer_id);
  const pairs = questions.map((question) => {
    const own = answersOf(question.question_id);
    return [own[offset % own.length], own[(offset + 1) % own.length]];
  });
  const chosen = Array.from({ length: 12 }, (_, i) => words[(offset + i) % words.length].word_id);
  return {
    demographic_answers: Object.fromEntries(demographics.map((question) => [String(question.pk), question.options[0].pk])),
    question_answered: questions.map((question) => question.question_id).join(','),
    first_answers: pairs.map((pair) => pair[0]).join(','),
    second_answers: pairs.map((pair) => pair[1]).join(','),
    selected_word_result: chosen.join(','),
    sorted_word_result: chosen.join(','),
  };
}

/** Sends a barometer response from a personal link; answers the status and the API's error code, if any. */
export async function submitFromPersonalLink(apiBase: string, referral: string, invitation: string, body: unknown): Promise<{ status: number; code?: string }> {
  const query = new URLSearchParams({ mission: referral, invitation });
  const response = await fetch(`${apiBase}/result/barometer_response/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, code: answer.code };
}

/** The public link of one of the demo company's surveys (BAR-001 runs, BAR-000 has ended), read as the demo admin. */
export async function demoSurveyPath(apiBase: string, reference = 'BAR-001'): Promise<string> {
  const login = await fetch(`${apiBase}/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const listed = await fetch(`${apiBase}/company/mission/?mission_type=B`, { headers: { authorization: `Token ${token}` } });
  const survey = ((await listed.json()) as { reference: string; mission_referral: string }[]).find((s) => s.reference === reference);
  if (!survey) throw new Error(`the demo has no survey ${reference}`);
  return `/barometerquestionnaire/Demo/?mission=${survey.mission_referral}`;
}
