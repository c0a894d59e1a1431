/**
 * Shapes of the content data files in api/content/. The files are plain JSON so that
 * writers and translators can edit them without touching code; ./shape.ts checks them
 * against these types and ./rules.ts against the content rules (docs/model.md, content rules).
 */

export const LANGS = ['en', 'fr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;

/** Behaviour categories in the table order of docs/model.md, content rules. */
export const CATEGORIES = ['ade', 'fea', 'agv', 'agp', 'opa', 'opp', 'evi', 'fui', 'reg', 'tri'] as const;
export type Category = (typeof CATEGORIES)[number];

export const AXES = ['W', 'X', 'Y', 'Z'] as const;
export type Axis = (typeof AXES)[number];

export const CATEGORY_AXIS: Record<Category, Axis> = {
  ade: 'W', fea: 'W',
  agv: 'X', agp: 'X', opa: 'X', opp: 'X',
  evi: 'Y', fui: 'Y',
  reg: 'Z', tri: 'Z',
};

export const STAKES = ['R', 'I', 'S'] as const; // Action, Vision, Intention
export type Stake = (typeof STAKES)[number];

export const FAMILIES = [
  'leadership', 'cooperation', 'creativity', 'rigour',
  'empathy', 'adaptability', 'communication', 'resilience',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface AnswerContent extends Localized {
  /** `q{n}a{k}`, k = 1..6, shown as A..F */
  answer_id: string;
  category: Category;
}

export interface QuestionContent extends Localized {
  /** `q1`..`q18` */
  question_id: string;
  /** 1 = on a daily basis (q1..q9), 2 = under tension (q10..q18) */
  mode: 1 | 2;
  answers: AnswerContent[];
}

export interface DemographicOptionContent extends Localized {
  /** `d{n}o{k}` */
  option_id: string;
}

export interface DemographicQuestionContent extends Localized {
  /** `d1`..`d7` */
  question_id: string;
  options: DemographicOptionContent[];
}

/** api/content/questionnaires/<questionnaire_type>.json */
/** The questionnaire a link without a choice gets, and whose result is a user's primary one. */
export const DEFAULT_QUESTIONNAIRE = 'standard';
/** The questionnaire of a barometer survey that names none. */
export const BAROMETER_QUESTIONNAIRE = 'barometer';

export interface QuestionnaireContent {
  questionnaire_type: string;
  /** short title of the questionnaire in each language */
  title: Localized;
  questions: QuestionContent[];
  /** barometer only: the short statistical part answered first, one option each */
  demographic_questions?: DemographicQuestionContent[];
}

/** api/content/words.json is WordContent[] (48 words) */
export interface WordContent extends Localized {
  /** `w01`..`w48` */
  word_id: string;
  stake: Stake;
  family: Family;
}

/** A soft-skill family's texts: `third_person` describes someone else (a matching partner). */
export interface FamilyText extends NamedText {
  third_person: Localized;
}

export interface NamedText {
  name: Localized;
  description: Localized;
}

/** api/content/texts.json: the text library (docs/model.md, profile texts; the fibers' names) */
export interface TextLibrary {
  /** band of (w_1 + w_2) / 2, plus `pressure` appended when w_2 < w_1 - 0.5 */
  wellbeing_expression: { high: Localized; medium: Localized; low: Localized; pressure: Localized };
  /** the non-W category with most points in mode 1, or `W` when W points exceed every other axis */
  relational_communication: Record<Exclude<Category, 'ade' | 'fea'> | 'W', Localized>;
  /** the dominant stake, or `balanced` when max - min <= 10 points */
  approach_to_situations: Record<Stake | 'balanced', Localized>;
  /** dominant stake x (w_2 >= 0 ? 'pos' : 'neg') */
  vision_of_the_world: Record<'R_pos' | 'R_neg' | 'I_pos' | 'I_neg' | 'S_pos' | 'S_neg', Localized>;
  /** the highest of x_2, y_2, z_2, or `consolidate` when all three are <= 0 */
  top_personal_development: Record<'X' | 'Y' | 'Z' | 'consolidate', Localized>;
  /** the five fibers of docs/model.md, matching two profiles */
  fibers: Record<'connivance' | 'feeling' | 'deep_compatibility' | 'complementarity' | 'understanding', NamedText>;
  /** a family's name, its description to the person ("you") and the same in the third person (a partner's) */
  families: Record<Family, FamilyText>;
  /** the four axes and the two modes, as the graph and tables label them */
  axes: Record<Axis, Localized>;
  modes: { '1': Localized; '2': Localized };
  stakes: Record<Stake, Localized>;
}

/** api/content/sample-profiles.json: fictional people for the individual matching lists */
export interface SampleProfile {
  /** stable uuid, sent as fake_user_uuid */
  uuid: string;
  first_name: string;
  last_name: string;
  /** file name in api/content/avatars/ (SVG, generated) */
  picture: string;
  /** the standard questionnaire's answers: q1..q18 with their first and second answer ids */
  answers: { question_id: string; first: string; second: string }[];
  /** 12 word ids, rank 1 first */
  words: string[];
}

/** Everything api/content/ holds, as ./load.ts reads it (unchecked: see ./validate.ts). */
export interface Content {
  questionnaires: QuestionnaireContent[];
  words: WordContent[];
  texts: TextLibrary;
  samples: SampleProfile[];
}
