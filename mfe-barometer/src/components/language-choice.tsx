import { Button, Group } from '@chakra-ui/react';
import type { ContentLang } from '@rapport/platform';
import { useSurveyT } from '../hooks/use-survey-t';
import { SURVEY_LANGUAGES } from '../lib/survey-i18n';

/** Each language named in itself, so a respondent finds theirs whatever the page speaks. */
const NAMES: Record<ContentLang, string> = { en: 'English', fr: 'Français', ru: 'Русский' };

/** The survey's language: en, fr or ru (the header's switch has no ru). */
export function LanguageChoice({ onChoose }: { onChoose: (lang: ContentLang) => void }) {
  const { t, lang } = useSurveyT();
  return (
    <Group attached role="group" aria-label={t('language.label')} data-testid="survey-language">
      {SURVEY_LANGUAGES.map((code) => (
        <Button
          key={code}
          lang={code}
          size="xs"
          variant={code === lang ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={code === lang}
          onClick={() => onChoose(code)}
        >
          {NAMES[code]}
        </Button>
      ))}
    </Group>
  );
}
