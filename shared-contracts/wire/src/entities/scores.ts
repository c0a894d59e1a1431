/**
 * The scores the company's tables, their printed pictures and the matching report name by an
 * abbreviation (spec section 2): the Relational Index, the onboarding's Integration Index, the
 * five fibers and a team's Collective Performance Index. One table of abbreviations and full
 * names per language, here, so that the front ends and the API's reports say the same.
 */
export const SCORE_KEYS = ['RI', 'II', 'FE', 'DC', 'CP', 'CO', 'UN', 'CPI'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** The languages of the company screens and the matching report. */
export const SCORE_LANGS = ['en', 'fr'] as const;
export type ScoreLang = (typeof SCORE_LANGS)[number];

export interface ScoreLabel {
  /** what a column, a line or a report shows */
  abbr: string;
  /** what the abbreviation stands for, as a legend says it */
  name: string;
}

export interface ScoreLabels {
  /** the legend's title */
  legend: string;
  scores: Record<ScoreKey, ScoreLabel>;
}

/**
 * French keeps the product's abbreviations (RI, CPI, ... as the pro page and the matching
 * report have always said): one abbreviation per score in every table, modal, picture and
 * report, its French name in the legend.
 */
export const SCORE_LABELS: Record<ScoreLang, ScoreLabels> = {
  en: {
    legend: 'Abbreviations',
    scores: {
      RI: { abbr: 'RI', name: 'Relational Index' },
      II: { abbr: 'II', name: 'Integration Index' },
      FE: { abbr: 'FE', name: 'Feeling' },
      DC: { abbr: 'DC', name: 'Deep Compatibility' },
      CP: { abbr: 'CP', name: 'Complementarity' },
      CO: { abbr: 'CO', name: 'Connivance' },
      UN: { abbr: 'UN', name: 'Understanding' },
      CPI: { abbr: 'CPI', name: 'Collective Performance Index' },
    },
  },
  fr: {
    legend: 'Abréviations',
    scores: {
      RI: { abbr: 'RI', name: 'Indice relationnel' },
      II: { abbr: 'II', name: 'Indice d’intégration' },
      FE: { abbr: 'FE', name: 'Feeling' },
      DC: { abbr: 'DC', name: 'Compatibilité profonde' },
      CP: { abbr: 'CP', name: 'Complémentarité' },
      CO: { abbr: 'CO', name: 'Connivence' },
      UN: { abbr: 'UN', name: 'Compréhension' },
      CPI: { abbr: 'CPI', name: 'Indice de performance collective' },
    },
  },
};

/** The table of a page's language (`fr-FR` reads French); any other language reads English. */
export const scoreLabels = (lang: string): ScoreLabels => SCORE_LABELS[lang.slice(0, 2) === 'fr' ? 'fr' : 'en'];

/** Each score's abbreviation by its key, for texts that say one: `{{RI}}`, `{{CPI}}`. */
export const scoreAbbreviations = (lang: string): Record<ScoreKey, string> => {
  const { scores } = scoreLabels(lang);
  return Object.fromEntries(SCORE_KEYS.map((key) => [key, scores[key].abbr])) as Record<ScoreKey, string>;
};
