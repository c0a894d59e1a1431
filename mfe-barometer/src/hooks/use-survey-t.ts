import type { ContentLang } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { BAROMETER_NS } from '../lib/survey-i18n';

/** The survey's texts and the language of its content (en, fr or ru), from its own i18next instance. */
export function useSurveyT() {
  const { t, i18n } = useTranslation(BAROMETER_NS);
  return { t, lang: i18n.language as ContentLang };
}
