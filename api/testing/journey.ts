import type { App } from '../src/app';
import { loadContent } from '../src/content/load';
import type { SampleProfile } from '../src/content/types';
import { questionnaireTypeId } from './fixtures';
import type { api } from './http';
import { saveProgress, saveSelection, submitResult } from '../src/services/results/results-service';

/**
 * The questionnaire answered the way the sample profiles answered it (api/content), through the
 * API or straight through the results service (for tests that need many finished people).
 */

export const SAMPLES: SampleProfile[] = loadContent().samples;

export function progressOf(sample: SampleProfile, questionCount = 18) {
  const answers = sample.answers.slice(0, questionCount);
  return {
    question_answered: answers.map((a) => a.question_id).join(','),
    first_answers: answers.map((a) => a.first).join(','),
    second_answers: answers.map((a) => a.second).join(','),
  };
}

/** The sample's 12 words in its rank order. */
export const wordsOf = (sample: SampleProfile): string => sample.words.join(',');

interface Caller {
  email: string;
  token: string;
}

/** Answers, selects and ranks like `sample`, through the API; returns the PUT result's answer. */
export async function finishThroughApi(http: ReturnType<typeof api>, user: Caller, sample: SampleProfile, query = '') {
  const options = { token: user.token };
  const saved = await http.put(`/result/response/${query}`, { email: user.email, ...progressOf(sample) }, options);
  if (saved.statusCode !== 200) throw new Error(`saving answers: ${saved.body}`);
  const selected = await http.put(`/result/select/${query}`, { email: user.email, result: [...sample.words].sort().join(',') }, options);
  if (selected.statusCode !== 200) throw new Error(`selecting words: ${selected.body}`);
  return http.put(`/result/individual_result/${query}`, { email: user.email, result: wordsOf(sample) }, options);
}

/** The same, through the service, without report files (fast: for many people). */
export async function finishDirectly(app: App, user: { id: number; firstName?: string; lastName?: string }, sample: SampleProfile): Promise<void> {
  const deps = { db: app.database.db, results: app.resultsRepository, content: app.contentRepository };
  const typeId = await questionnaireTypeId(app.database.db, 'standard');
  await saveProgress(deps, user.id, typeId, progressOf(sample));
  await saveSelection(deps, user.id, typeId, sample.words.join(','));
  await submitResult(deps, { id: user.id, firstName: user.firstName ?? '', lastName: user.lastName ?? '' }, typeId, wordsOf(sample), { reports: false });
}
