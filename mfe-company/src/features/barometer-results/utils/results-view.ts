import type {
  BarometerHiddenReason,
  BarometerResultQuestion,
  BarometerResultsResponse,
  DemographicCountQuestion,
} from '../../../lib/api/barometer-api';

/** The interface languages: content also has ru, the company pages speak en and fr. */
export type UiLang = 'en' | 'fr';

export const uiLang = (language: string | undefined): UiLang => (language?.startsWith('fr') ? 'fr' : 'en');

/** A content item's text in the interface language (English when the translation is empty). */
export const textOf = (item: { en: string; fr: string }, lang: UiLang): string => (lang === 'fr' && item.fr.trim() ? item.fr : item.en);

/** The results are filtered by one demographic answer at a time (a question and one of its options), or not. */
export interface ResultsFilter {
  question: number;
  option: number;
}

/** The select's value of a filter ('' for the whole survey). */
export const filterValue = (filter: ResultsFilter | null): string => (filter ? `${filter.question}:${filter.option}` : '');

export function parseFilter(value: string): ResultsFilter | null {
  const match = /^(\d+):(\d+)$/.exec(value);
  return match ? { question: Number(match[1]), option: Number(match[2]) } : null;
}

export interface FilterChoice {
  value: string;
  question: string;
  option: string;
  /** the group's count is hidden (under the threshold, or by the differencing guard): choosing it shows why, not numbers */
  hidden: boolean;
}

/** A question as the filter names it before its answer: "What is your age group: Under 25", not "group?: Under". */
const withoutQuestionMark = (text: string): string => text.replace(/[\s\u00a0\u202f]*\?\s*$/, '');

/** Each demographic answer the results can be filtered by, "question: option", in the survey's order. */
export function filterChoices(demographics: readonly DemographicCountQuestion[], lang: UiLang): FilterChoice[] {
  return demographics.flatMap((question) =>
    question.options.map((option) => ({
      value: filterValue({ question: question.pk, option: option.pk }),
      question: withoutQuestionMark(textOf(question, lang)),
      option: textOf(option, lang),
      hidden: option.count === null,
    })),
  );
}

/** What the results say about anonymity: everything shown, the whole survey hidden, or the chosen group hidden. */
export type ResultsState = { kind: 'shown' } | { kind: 'surveyHidden' } | { kind: 'groupHidden'; reason: Exclude<BarometerHiddenReason, 'survey_below_threshold'> };

export function resultsState(results: Pick<BarometerResultsResponse, 'hidden' | 'filter'>): ResultsState {
  if (results.hidden === null) return { kind: 'shown' };
  // a filter on a survey that is itself under the threshold: the survey is what is hidden
  if (results.hidden === 'survey_below_threshold' || results.filter === null) return { kind: 'surveyHidden' };
  return { kind: 'groupHidden', reason: results.hidden };
}

/** Beyond the spec: the words chosen most often, at most ten. */
export const TOP_WORDS = 10;

export const topWords = <W extends { count: number }>(words: readonly W[]): W[] =>
  [...words].sort((a, b) => b.count - a.count).slice(0, TOP_WORDS);

/**
 * A figure as the results give it: exact (an invited survey's, margin null), or a public
 * survey's estimate from randomized answers with its 95% margin.
 */
export interface Figure {
  value: number;
  margin: number | null;
}

const numberFormats = new Map<UiLang, Intl.NumberFormat>();
const formatNumber = (value: number, lang: UiLang): string => {
  let format = numberFormats.get(lang);
  if (!format) {
    // a tenth is far below any margin: more digits would only look precise
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
};

/** "12" for an exact figure, "≈ 12.4 ± 3.1" for an estimate (in the language's digits: "≈ 12,4 ± 3,1" in French). */
export function formatFigure({ value, margin }: Figure, lang: UiLang): string {
  if (margin === null) return formatNumber(value, lang);
  return `≈ ${formatNumber(value, lang)} ± ${formatNumber(margin, lang)}`;
}

/** A share of the group as a whole percent: "60%", or "≈ 62%" for an estimate. */
export const formatShare = (share: number | null, estimate: boolean): string => (share === null ? '' : `${estimate ? '≈ ' : ''}${share}%`);

export interface AnswerRow extends Figure {
  answerId: string;
  text: string;
  /** whole percent of the group's respondents who chose it (each respondent chooses two answers) */
  share: number | null;
}

/**
 * A question's answers as the chart and its table show them; null when the counts are hidden.
 * A public survey's counts are estimates (not always whole) with their margin.
 */
export function answerRows(question: BarometerResultQuestion, groupCount: number | null, lang: UiLang): AnswerRow[] | null {
  if (question.options.some((option) => option.selected_count === null)) return null;
  return question.options.map((option) => {
    const value = option.selected_count ?? 0;
    return {
      answerId: option.answer_id,
      text: textOf(option, lang),
      value,
      margin: option.selected_margin,
      share: groupCount ? Math.round((100 * value) / groupCount) : null,
    };
  });
}

/** The results are estimates (a public survey's) rather than exact counts. */
export const areEstimates = (results: Pick<BarometerResultsResponse, 'mode'>): boolean => results.mode === 'public';

/**
 * Where a word's bar ends, and where its margin's shaded range starts and ends, as percents of
 * the longest bar (the most chosen word's estimate); the range is cut at the ends of the track.
 */
export function wordBar(word: { count: number; margin: number | null }, max: number): { bar: number; from: number; to: number } | { bar: number } {
  const percent = (value: number) => Math.min(100, Math.max(0, (100 * value) / (max || 1)));
  if (word.margin === null) return { bar: percent(word.count) };
  return { bar: percent(word.count), from: percent(word.count - word.margin), to: percent(word.count + word.margin) };
}

/** The bar chart's height: room per answer, whose label may wrap over three lines. */
export const chartHeight = (answers: number): number => answers * 54 + 16;
