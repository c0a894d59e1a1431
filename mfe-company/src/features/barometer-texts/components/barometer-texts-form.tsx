import { Field, Stack } from '@chakra-ui/react';
import { BAROMETER_TEXT_LANGUAGES, isBarometerTextLanguage, type BarometerTexts } from '@rapport/wire/api/barometer-texts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import { SaveBar } from '../../../components/settings-page';
import { useBarometerTextsForm } from '../hooks/use-barometer-texts-form';
import { LANGUAGE_NAMES, LanguageTexts } from './language-texts';

/** The default language, then each language's texts; one Save, live once something changed. */
export function BarometerTextsForm({ stored }: { stored: BarometerTexts }) {
  const { t } = useTranslation('company');
  const state = useBarometerTextsForm(stored);
  const defaultError = state.errorFor('default_language');
  return (
    <form noValidate onSubmit={(event) => void state.submit(event)}>
      <Stack gap="6">
        <Field.Root invalid={Boolean(defaultError)} maxW="sm">
          <Field.Label>{t('barometerTexts.defaultLanguage')}</Field.Label>
          <NativeSelect
            ref={state.ref('default_language')}
            value={state.form.defaultLanguage}
            onChange={(event) => {
              if (isBarometerTextLanguage(event.target.value)) state.setDefaultLanguage(event.target.value);
            }}
            onBlur={() => state.touch('default_language')}
          >
            {BAROMETER_TEXT_LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </NativeSelect>
          {defaultError ? <Field.ErrorText>{defaultError}</Field.ErrorText> : <Field.HelperText>{t('barometerTexts.defaultHint')}</Field.HelperText>}
        </Field.Root>
        {BAROMETER_TEXT_LANGUAGES.map((lang) => (
          <LanguageTexts key={lang} lang={lang} state={state} />
        ))}
        <SaveBar
          changed={state.changed}
          saving={state.pending}
          texts={{ unsaved: t('barometerTexts.unsaved'), noChanges: t('barometerTexts.noChanges'), save: t('barometerTexts.save') }}
        />
      </Stack>
    </form>
  );
}
