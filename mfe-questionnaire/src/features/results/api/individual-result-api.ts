import { api } from '@rapport/contracts';
import type { Localized } from '@rapport/contracts/entities/common';
import type { AxisScores, StakesBalance } from '@rapport/contracts/entities/result';

export const REPORT_KINDS = ['profile_pdf', 'cv_pdf', 'cv_docx'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const PROFILE_TEXTS = [
  'wellbeing_expression',
  'relational_communication',
  'approach_to_situations',
  'vision_of_the_world',
  'top_personal_development',
] as const;
export type ProfileText = (typeof PROFILE_TEXTS)[number];

/** The individual result as docs/results-wire.md gives it; texts and files are null while unfinished. */
export type IndividualResult = AxisScores &
  StakesBalance & {
    soft_skills: Localized | null;
    files: Record<ReportKind, Localized> | null;
  } & Partial<Record<ProfileText, Localized | null>>;

export const individualResultApi = api.injectEndpoints({
  endpoints: (build) => ({
    individualResult: build.query<IndividualResult, { email: string }>({
      query: (body) => ({ url: '/result/individual_result/', method: 'POST', body }),
      providesTags: ['Result'],
    }),
  }),
});

export const { useIndividualResultQuery } = individualResultApi;

/** Spec section 4: no soft skills, or w_1 = -1, means the questionnaire is not finished. */
export const isFinished = (result: IndividualResult): boolean => result.w_1 !== -1 && Boolean(result.soft_skills);
