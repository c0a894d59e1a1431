import type { BarometerResultsResponse, BarometerSurveyResponse } from '../../../lib/api/barometer-api';

/** What the results themselves say about the survey. */
export type FactsSource = Pick<BarometerResultsResponse, 'mode' | 'threshold' | 'response_count'>;

/** One line of the survey's facts: an i18n key under `barometer.facts` and its values, or the links' counts. */
export type SurveyFact =
  | { kind: 'mode'; key: 'mode.public' | 'mode.invited'; values?: undefined }
  | { kind: 'links'; sent: number; used: number }
  | { kind: 'threshold'; key: 'threshold'; values: { threshold: number } }
  | { kind: 'steps'; key: 'steps'; values: { threshold: number; count: number } }
  | { kind: 'refused'; key: 'refused'; values: { count: number } };

/**
 * The facts in the order an admin reads them: the mode, the personal links sent and used (an
 * invited survey's), the threshold in force, the steps the results move in, and the public
 * submits refused (only when there were some). The administration call is preferred; until it
 * answers, the results say the mode, the threshold and the count released.
 */
export function surveyFacts(survey: BarometerSurveyResponse | undefined, results: FactsSource | undefined): SurveyFact[] {
  const mode = survey?.mode ?? results?.mode;
  const threshold = survey?.threshold ?? results?.threshold;
  const released = survey?.released_count ?? results?.response_count;
  const facts: SurveyFact[] = [];
  if (mode) facts.push({ kind: 'mode', key: mode === 'invited' ? 'mode.invited' : 'mode.public' });
  if (survey && survey.mode === 'invited') facts.push({ kind: 'links', sent: survey.links_sent, used: survey.links_used });
  if (threshold !== undefined) {
    facts.push({ kind: 'threshold', key: 'threshold', values: { threshold } });
    if (released !== undefined) facts.push({ kind: 'steps', key: 'steps', values: { threshold, count: released } });
  }
  if (survey && survey.mode === 'public' && survey.refused_count > 0) facts.push({ kind: 'refused', key: 'refused', values: { count: survey.refused_count } });
  return facts;
}
