import { Alert, Stack } from '@chakra-ui/react';
import type { WordOption } from '@rapport/ui/words/word-grid';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/settings-page';
import type { CompanyValues } from '../../../lib/api/teams-api';
import { useValuesSettingsForm } from '../hooks/use-values-settings-form';
import { IdealProfileSection } from './ideal-profile-section';
import { ValueFieldsSection } from './value-fields-section';

interface Props {
  stored: CompanyValues;
  words: readonly WordOption[];
  labelOf: (wordId: string) => string;
}

/** The ideal profile and the values, saved together by one Save, live only once something changed. */
export function ValuesSettingsForm({ stored, words, labelOf }: Props) {
  const { t } = useTranslation('company');
  const settings = useValuesSettingsForm(stored);
  return (
    <form noValidate onSubmit={(event) => void settings.submit(event)}>
      <Stack gap="8">
        <IdealProfileSection
          words={words}
          labelOf={labelOf}
          chosen={settings.form.words}
          onChange={settings.setWords}
          error={settings.errorFor('words')}
          frameRef={settings.register('words')}
        />
        <ValueFieldsSection settings={settings} words={words} labelOf={labelOf} />
        {settings.unavailable && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('valuesSettings.unavailable')}</Alert.Title>
          </Alert.Root>
        )}
        <SaveBar
          changed={settings.changed}
          saving={settings.saving}
          texts={{ unsaved: t('valuesSettings.unsaved'), noChanges: t('valuesSettings.noChanges'), save: t('valuesSettings.save') }}
        />
      </Stack>
    </form>
  );
}
