import { chakra, Stack } from '@chakra-ui/react';
import { BAROMETER_TEXT_LIMITS, type BarometerTextField, type BarometerTextLanguage } from '@rapport/wire/api/barometer-texts';
import { useTranslation } from 'react-i18next';
import type { BarometerTextsFormState } from '../hooks/use-barometer-texts-form';
import { TextsField } from './texts-field';

/** Each language named in itself, as the survey's own language choice names it. */
export const LANGUAGE_NAMES: Record<BarometerTextLanguage, string> = { en: 'English', fr: 'Français', ru: 'Русский' };

const LABELS: Record<BarometerTextField, { label: string; hint?: string }> = {
  header1: { label: 'barometerTexts.header1', hint: 'barometerTexts.header1Hint' },
  header2: { label: 'barometerTexts.header2' },
  intro: { label: 'barometerTexts.introField', hint: 'barometerTexts.introHint' },
};

/** One language's texts: a group named by the language, each text written in it. */
export function LanguageTexts({ lang, state }: { lang: BarometerTextLanguage; state: BarometerTextsFormState }) {
  const { t } = useTranslation('company');
  const name = LANGUAGE_NAMES[lang];
  const isDefault = state.form.defaultLanguage === lang;
  return (
    // a native fieldset (the group the screen reader names), as the company screens' native controls
    <chakra.fieldset borderWidth="1px" borderRadius="md" px="4" pb="4" minW="0">
      <chakra.legend fontWeight="semibold" px="1">
        <span lang={lang}>{name}</span>
        {isDefault && ` ${t('barometerTexts.legendDefault')}`}
      </chakra.legend>
      <Stack gap="4" mt="3">
        {(['header1', 'header2', 'intro'] as const).map((field) => {
          const { label, hint } = LABELS[field];
          const limit = t('barometerTexts.limit', { max: BAROMETER_TEXT_LIMITS[field] });
          return (
            <TextsField
              key={field}
              label={t(label)}
              value={state.form.texts[lang][field]}
              lang={lang}
              hint={hint ? `${t(hint)} ${limit}.` : `${limit}.`}
              error={state.errorFor(`${lang}.${field}`)}
              multiline={field === 'intro'}
              onChange={(value) => state.setText(lang, field, value)}
              onBlur={() => state.touch(`${lang}.${field}`)}
              fieldRef={state.ref(`${lang}.${field}`)}
            />
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
