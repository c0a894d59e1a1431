import type { ContentLang } from '../i18n/languages';
import { PATHS } from './route-table';

/**
 * A public survey's link that leads to no survey sends its visitor to the root page (spec
 * section 4), which would show the individual questionnaire's landing page: the address says
 * why, in the survey's language, so the root page can tell the respondent before they take the
 * wrong questionnaire. In the address, not on the event bus: it holds through a reload and
 * whatever part loads first.
 *
 * ended: the survey no longer accepts answers; unknown: the link is no survey's.
 */
export type SurveyGoneReason = 'ended' | 'unknown';

export interface SurveyGone {
  reason: SurveyGoneReason;
  /** the survey's language (the survey speaks ru too, the root page en and fr) */
  lang: ContentLang;
}

export const SURVEY_GONE_KEYS = { reason: 'survey', lang: 'survey_lang' } as const;

const REASONS: readonly string[] = ['ended', 'unknown'] satisfies SurveyGoneReason[];
const LANGUAGES: readonly string[] = ['en', 'fr', 'ru'] satisfies ContentLang[];

/** The query that says why the survey is not there: `survey=ended&survey_lang=ru`. */
export function surveyGoneQuery({ reason, lang }: SurveyGone): string {
  return new URLSearchParams({ [SURVEY_GONE_KEYS.reason]: reason, [SURVEY_GONE_KEYS.lang]: lang }).toString();
}

/** The root page, saying why the survey is not there: `/?survey=ended&survey_lang=ru`. */
export const surveyGonePath = (gone: SurveyGone): string => `${PATHS.home}?${surveyGoneQuery(gone)}`;

/** What an address says of a survey that is not there, or null (a language it does not know is English). */
export function readSurveyGone(search: string | URLSearchParams): SurveyGone | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const reason = params.get(SURVEY_GONE_KEYS.reason);
  if (!reason || !REASONS.includes(reason)) return null;
  const lang = params.get(SURVEY_GONE_KEYS.lang) ?? '';
  return { reason: reason as SurveyGoneReason, lang: LANGUAGES.includes(lang) ? (lang as ContentLang) : 'en' };
}
