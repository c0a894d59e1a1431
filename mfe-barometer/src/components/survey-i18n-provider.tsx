import type { ContentLang } from '@rapport/platform';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { surveyI18n } from '../lib/survey-i18n';

/** Everything under it speaks the survey's language (lib/survey-i18n). */
export function SurveyI18nProvider({ lang, children }: { lang: ContentLang; children: ReactNode }) {
  return <I18nextProvider i18n={surveyI18n(lang)}>{children}</I18nextProvider>;
}
