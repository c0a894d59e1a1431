import type {
  BarometerResultsResponse,
  BarometerSurveyResponse,
  DemographicAnswersCountResponse,
  DemographicCountQuestion,
} from '../../../lib/api/barometer-api';

const text = (en: string, fr: string) => ({ en, fr, ru: en });

/** The statistical part of the tests' survey: age (3 options) and team (2), with the whole survey's counts. */
export const DEMOGRAPHICS: DemographicCountQuestion[] = [
  {
    question_id: 'd1',
    pk: 1,
    ...text('Age', 'Âge'),
    options: [
      { option_id: 'd1o1', pk: 11, ...text('Under 30', 'Moins de 30 ans'), count: 8, hidden: null },
      { option_id: 'd1o2', pk: 12, ...text('30 to 50', 'De 30 à 50 ans'), count: 9, hidden: null },
      { option_id: 'd1o3', pk: 13, ...text('Over 50', 'Plus de 50 ans'), count: null, hidden: 'group_below_threshold' },
    ],
  },
  {
    question_id: 'd2',
    pk: 2,
    ...text('Team', 'Équipe'),
    options: [
      { option_id: 'd2o1', pk: 21, ...text('Sales', 'Ventes'), count: 12, hidden: null },
      { option_id: 'd2o2', pk: 22, ...text('Product', 'Produit'), count: 7, hidden: null },
    ],
  },
];

/**
 * Two questions of six answers each; `counts[q][a]` is each answer's selected_count (null:
 * hidden). With `margins` (a public survey's), each count is an estimate with that margin.
 */
function questions(counts: (number | null)[][], margins?: number[][]): BarometerResultsResponse['questions'] {
  return counts.map((answers, q) => ({
    question_id: `q${q + 1}`,
    ...text(`How do you feel about question ${q + 1}?`, `Que ressentez-vous à la question ${q + 1} ?`),
    options: answers.map((count, a) => {
      const margin = count === null || !margins ? null : margins[q][a];
      return {
        answer_id: `q${q + 1}a${a + 1}`,
        ...text(`Answer ${q + 1}.${a + 1}`, `Réponse ${q + 1}.${a + 1}`),
        selected_count: count,
        first_count: count === null ? null : Math.floor(count / 2),
        selected_margin: margin,
        first_margin: margin,
      };
    }),
  }));
}

const WORDS = ['Trust', 'Calm', 'Energy', 'Team', 'Growth', 'Respect', 'Humour', 'Focus', 'Care', 'Pride', 'Freedom', 'Speed'];

/** The whole survey of personal invitations (20 responses, threshold 5): every count shown and exact, twelve words. */
export function surveyResults(overrides: Partial<BarometerResultsResponse> = {}): BarometerResultsResponse {
  return {
    mission: 40,
    threshold: 5,
    mode: 'invited',
    response_count: 20,
    filter: null,
    group_count: 20,
    hidden: null,
    questions: questions([
      [9, 7, 3, 12, 5, 4],
      [2, 10, 8, 6, 9, 5],
    ]),
    words: WORDS.map((word, index) => ({ word_id: `w${index + 1}`, ...text(word, `${word} (fr)`), count: 15 - index, margin: null })),
    demographics: DEMOGRAPHICS,
    ...overrides,
  };
}

/** The group of one demographic answer, shown. */
export const groupResults = (question: number, option: number, groupCount: number): BarometerResultsResponse =>
  surveyResults({
    filter: { question, option },
    group_count: groupCount,
    questions: questions([
      [4, 1, 0, 6, 2, 3],
      [1, 5, 2, 3, 4, 1],
    ]),
    words: WORDS.slice(0, 3).map((word, index) => ({ word_id: `w${index + 1}`, ...text(word, `${word} (fr)`), count: 8 - index, margin: null })),
  });

/** Results hidden: the whole survey under the threshold, or one group (too small, or by the differencing guard). */
export function hiddenResults(hidden: NonNullable<BarometerResultsResponse['hidden']>, filter: BarometerResultsResponse['filter'] = null): BarometerResultsResponse {
  return surveyResults({
    response_count: hidden === 'survey_below_threshold' ? 3 : 20,
    filter,
    group_count: null,
    hidden,
    questions: questions([
      [null, null, null, null, null, null],
      [null, null, null, null, null, null],
    ]),
    words: [],
  });
}

/** A public survey's whole results: de-biased estimates (not always whole) with their 95% margins. */
export const publicResults = (overrides: Partial<BarometerResultsResponse> = {}): BarometerResultsResponse =>
  surveyResults({
    mode: 'public',
    questions: questions(
      [
        [9.4, 7, 2.6, 12.4, 5, 3.6],
        [2, 10.2, 7.8, 6, 9, 5],
      ],
      [
        [3.1, 2.9, 2.2, 3.3, 2.6, 2.4],
        [2, 3, 2.9, 2.8, 3, 2.6],
      ],
    ),
    words: WORDS.map((word, index) => ({ word_id: `w${index + 1}`, ...text(word, `${word} (fr)`), count: 14.5 - index, margin: 4.2 })),
    ...overrides,
  });

/** A survey's administration: personal invitations by default, 20 responses released of 25 links sent. */
export const surveyAdmin = (overrides: Partial<BarometerSurveyResponse> = {}): BarometerSurveyResponse => ({
  mission: 40,
  mode: 'invited',
  threshold: 5,
  released_count: 20,
  links_sent: 25,
  links_used: 21,
  invited_contacts: [],
  refused_count: 0,
  ...overrides,
});

export const demographicCounts = (overrides: Partial<DemographicAnswersCountResponse> = {}): DemographicAnswersCountResponse => ({
  data: DEMOGRAPHICS,
  response_count: 20,
  threshold: 5,
  hidden: null,
  ...overrides,
});
