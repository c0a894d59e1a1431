import type { RootState } from '@rapport/platform';
import {
  ANSWERS_PER_QUESTION,
  QUESTION_COUNT,
  SELECTED_WORD_COUNT,
  WORD_BANK_SIZE,
  type Answer,
  type Question,
  type Word,
} from '@rapport/wire/entities/questionnaire';

export const EMAIL = 'ada@example.com';

/** A signed-in individual, as the store holds them. */
export const signedIn = (partner: string | null = null): Partial<RootState> => ({
  session: { email: EMAIL, referral: 'ada-ref', token: 'tok-ada', tokens: {}, partner, profile: null },
});

const text = (en: string) => ({ en, fr: `${en} (fr)`, ru: `${en} (ru)` });

export const QUESTION_IDS = Array.from({ length: QUESTION_COUNT }, (_, i) => `q${i + 1}`);

export const questions: Question[] = QUESTION_IDS.map((id) => ({ question_id: id, ...text(`Situation ${id}`) }));

export const answers: Answer[] = QUESTION_IDS.flatMap((id) =>
  Array.from({ length: ANSWERS_PER_QUESTION }, (_, k) => ({ answer_id: `${id}a${k + 1}`, ...text(`Answer ${id}a${k + 1}`) })),
);

const WORD_NAMES = ['Curiosity', 'Courage', 'Kindness', 'Rigour', 'Humour', 'Patience', 'Loyalty', 'Ambition'];
export const words: Word[] = Array.from({ length: WORD_BANK_SIZE }, (_, i) => ({
  word_id: `w${String(i + 1).padStart(2, '0')}`,
  ...text(i < WORD_NAMES.length ? WORD_NAMES[i] : `Word ${i + 1}`),
}));

export const TWELVE = words.slice(0, SELECTED_WORD_COUNT).map((w) => w.word_id);

/** POST /result/response/ before any answer: the lists and the questionnaire type they are of. */
export const emptyProgress = { question_answered: '', first_answers: '', second_answers: '', questionnaire_type: 'standard' };

const report = (kind: string) => ({ en: `/result/report/${kind}/en/`, fr: `/result/report/${kind}/fr/`, ru: `/result/report/${kind}/ru/` });

/** A finished individual result (docs/results-wire.md). */
export const finishedResult = {
  w_1: 0.751,
  x_1: -0.2,
  y_1: 0.034,
  z_1: -0.764,
  w_2: 0.2,
  x_2: 0.5,
  y_2: -0.4,
  z_2: 0.1,
  r_percent: 40,
  i_percent: 35,
  s_percent: 25,
  soft_skills: text('Leadership: You lead.\n\nCooperation: You share.'),
  wellbeing_expression: text('You say what you need, calmly.'),
  relational_communication: text('You listen first.'),
  approach_to_situations: text('You act.'),
  vision_of_the_world: text('You see far.'),
  top_personal_development: text('Keep calm under fire.'),
  files: { profile_pdf: report('profile-pdf'), cv_pdf: report('cv-pdf'), cv_docx: report('cv-docx') },
  reports_ready: true,
};

/** POST /result/response/ once the 18 questions are answered (answers A then B). */
export const fullProgress = {
  question_answered: QUESTION_IDS.join(','),
  first_answers: QUESTION_IDS.map((id) => `${id}a1`).join(','),
  second_answers: QUESTION_IDS.map((id) => `${id}a2`).join(','),
  questionnaire_type: 'standard',
};
