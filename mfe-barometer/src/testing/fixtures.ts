import type { RootState } from '@rapport/platform';
import type { CompanyFromMissionResponse } from '@rapport/wire/api/barometer';
import type { BarometerLocalProgress, DemographicQuestion } from '@rapport/wire/entities/barometer';
import { ANSWERS_PER_QUESTION, QUESTION_COUNT, type Answer, type Question, type Word } from '@rapport/wire/entities/questionnaire';

export const REFERRAL = 'BARO-1';
export const ROUTE = `/barometerquestionnaire/Acme/?mission=${REFERRAL}`;
/** a personal link's code, as an invited survey's e-mail carries it */
export const INVITATION = 'inv_3kT9qLw2ZpXr8sYb4NcV7mDh';
export const INVITED_ROUTE = `${ROUTE}&invitation=${INVITATION}`;

const text = (en: string) => ({ en, fr: `${en} (fr)`, ru: `${en} (ru)` });

export const company: CompanyFromMissionResponse = {
  pk: 7,
  name: 'Acme',
  company_logo: 'data:image/png;base64,iVBORw0KGgo=',
  // written in English and French: a Russian page shows the English (the default), whole
  barometer_texts: {
    default_language: 'en',
    texts: {
      en: { header1: 'Acme climate survey', header2: 'Spring 2026', intro: 'Tell us how work feels.\n\nIt takes twenty minutes.' },
      fr: { header1: 'Enquête climat Acme', header2: 'Printemps 2026', intro: 'Dites-nous comment se passe le travail.\n\nCela prend vingt minutes.' },
      ru: { header1: null, header2: null, intro: null },
    },
  },
  barometer_text_header1: 'Acme climate survey',
  barometer_text_header2: 'Spring 2026',
  barometer_text_intro: 'Tell us how work feels.\n\nIt takes twenty minutes.',
  mission_name: 'Spring barometer',
  mode: 'public',
  is_active: true,
};

export const demographicQuestions: DemographicQuestion[] = [
  {
    question_id: 'd1',
    pk: 11,
    ...text('Your age'),
    options: [
      { option_id: 'd1o1', pk: 101, ...text('Under 30') },
      { option_id: 'd1o2', pk: 102, ...text('30 to 50') },
      { option_id: 'd1o3', pk: 103, ...text('Over 50') },
    ],
  },
  {
    question_id: 'd2',
    pk: 12,
    ...text('Your team'),
    options: [
      { option_id: 'd2o1', pk: 201, ...text('Sales') },
      { option_id: 'd2o2', pk: 202, ...text('Engineering') },
    ],
  },
];

export const QUESTION_IDS = Array.from({ length: QUESTION_COUNT }, (_, i) => `q${i + 1}`);
export const questions: Question[] = QUESTION_IDS.map((id) => ({ question_id: id, ...text(`Climate ${id}`) }));
export const answers: Answer[] = QUESTION_IDS.flatMap((id) =>
  Array.from({ length: ANSWERS_PER_QUESTION }, (_, k) => ({ answer_id: `${id}a${k + 1}`, ...text(`Answer ${id}a${k + 1}`) })),
);

// as many words as the product's bank (48): the randomization fills dropped words from the others
const WORD_NAMES = [
  ...['Trust', 'Respect', 'Energy', 'Calm', 'Pride', 'Humour', 'Clarity', 'Support', 'Freedom', 'Fairness', 'Growth', 'Care', 'Noise', 'Rush'],
  ...Array.from({ length: 34 }, (_, i) => `Word ${i + 15}`),
];
export const words: Word[] = WORD_NAMES.map((name, i) => ({ word_id: `w${String(i + 1).padStart(2, '0')}`, ...text(name) }));
export const TWELVE = words.slice(0, 12).map((word) => word.word_id);

/** The public calls of a live survey. */
export const liveSurvey = {
  isMissionActive: { is_active: true },
  getCompanyFromMission: company,
  getDemographicQuestions: demographicQuestions,
  getQuestions: questions,
  getAnswers: answers,
  getWords: words,
} as const;

/** The public calls of a survey answered from personal links. */
export const invitedSurvey = { ...liveSurvey, getCompanyFromMission: { ...company, mode: 'invited' } } as const;

/** A seeded generator (xorshift32): the same seed draws the same numbers, for a randomization known in advance. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Someone signed in on this browser: the barometer must still send no token. */
export const signedIn = (): Partial<RootState> => ({
  session: { email: 'ada@example.com', referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner: null, profile: null },
});

/** The survey as loaded, with answers given up to a point. */
export function progressAt(view: BarometerLocalProgress['view'], { demographic = 0, questionsDone = 0, selected = [] as string[] } = {}): BarometerLocalProgress {
  const questionnaire = questions.map((question) => ({
    ...question,
    options: answers.filter((answer) => answer.answer_id.startsWith(`${question.question_id}a`)),
  }));
  return {
    demographicQuestionnaire: demographicQuestions,
    selectedDemographicQuestions: Object.fromEntries(demographicQuestions.slice(0, demographic).map((q) => [q.pk, q.options[0].pk])),
    questionnaire,
    selectedQuestions: Object.fromEntries(QUESTION_IDS.slice(0, questionsDone).map((id) => [id, [`${id}a1`, `${id}a2`]])),
    words,
    selectedWords: selected,
    view,
  };
}

/** The submit body of a finished `progressAt` (both demographic questions, all 18 questions) with the words in `sorted`'s order. */
export const finishedBody = (sorted: readonly string[]) => ({
  demographic_answers: { '11': 101, '12': 201 },
  question_answered: QUESTION_IDS.join(','),
  first_answers: QUESTION_IDS.map((id) => `${id}a1`).join(','),
  second_answers: QUESTION_IDS.map((id) => `${id}a2`).join(','),
  selected_word_result: TWELVE.join(','),
  sorted_word_result: sorted.join(','),
});

/** Puts a progress in localStorage as the survey keeps it. */
export function keepProgress(progress: BarometerLocalProgress, referral = REFERRAL): void {
  for (const [field, value] of Object.entries(progress)) localStorage.setItem(`barometer:${referral}:${field}`, JSON.stringify(value));
}

/** The localStorage keys of a mission. */
export const keysOf = (referral = REFERRAL): string[] =>
  Object.keys(localStorage).filter((key) => key.startsWith(`barometer:${referral}:`));
