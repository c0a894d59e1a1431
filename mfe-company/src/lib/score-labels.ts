import { scoreAbbreviations, scoreLabels, type ScoreKey, type ScoreLabels } from '@rapport/wire/entities/scores';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageScoreLabels extends ScoreLabels {
  /** each score's abbreviation by key, to spread into a text's values (`{{RI}}`, `{{CPI}}`) */
  abbr: Record<ScoreKey, string>;
}

/**
 * The scores' abbreviations and names in the page's language, from the one table the API's
 * reports read too (@rapport/wire/entities/scores); follows the language switch.
 */
export function useScoreLabels(): PageScoreLabels {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => ({ ...scoreLabels(lang), abbr: scoreAbbreviations(lang) }), [lang]);
}
