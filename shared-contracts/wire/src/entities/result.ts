import type { IsoDateTime, Localized } from './common';

/** Axis scores in [-1, 1] for mode 1 (on a daily basis) and mode 2 (under tension). */
export interface AxisScores {
  /** relational well-being, mode 1; -1 means "not finished" */
  w_1: number;
  x_1: number;
  y_1: number;
  z_1: number;
  w_2: number;
  x_2: number;
  y_2: number;
  z_2: number;
}

/** Behaviour categories of the raw-score table (docs/model.md, content rules). */
export const RAW_SCORE_CATEGORIES = ['agp', 'agv', 'opa', 'opp', 'reg', 'tri', 'evi', 'fui', 'fea', 'ade'] as const;
export type RawScoreCategory = (typeof RAW_SCORE_CATEGORIES)[number];

/** `agp1`, `ade2`...: points per category and mode, integers 0..18. */
export type RawScores = Record<`${RawScoreCategory}${1 | 2}`, number>;

/** Stakes balance as whole percentages summing to 100. */
export interface StakesBalance {
  /** Action */
  r_percent: number;
  /** Vision */
  i_percent: number;
  /** Intention */
  s_percent: number;
}

/** The report files: the profile report (PDF) and the relational CV (PDF and DOCX), as the report URL names them. */
export const REPORT_KINDS = ['profile-pdf', 'cv-pdf', 'cv-docx'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report's key in a result's `files`: `profile_pdf` for `profile-pdf`. */
export type ReportFileKey = { [K in ReportKind]: K extends `${infer Name}-${infer Format}` ? `${Name}_${Format}` : never }[ReportKind];
export const reportFileKey = (kind: ReportKind): ReportFileKey => kind.replace('-', '_') as ReportFileKey;

/** Paths (under the API base) of a result's report files, per report and language. */
export type ReportFiles = Record<ReportFileKey, Localized>;

/**
 * The signed-in user's own result (spec section 3, "Individual result"; docs/results-wire.md).
 * While not finished: `w_1 = -1`, the other numbers 0, texts and files null.
 */
export interface IndividualResult extends AxisScores, StakesBalance {
  soft_skills: Localized | null;
  top_personal_development: Localized | null;
  wellbeing_expression: Localized | null;
  relational_communication: Localized | null;
  approach_to_situations: Localized | null;
  vision_of_the_world: Localized | null;
  files: ReportFiles | null;
}

/** A person's result as a company sees it (quotation table, contact lists). */
export interface CompanyResult extends AxisScores, RawScores, StakesBalance {
  date: IsoDateTime;
}
