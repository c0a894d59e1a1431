import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import type { FilterChoice } from '../utils/results-view';

interface Props {
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The results of one group at a time: everyone, or the respondents who gave one answer of the
 * statistical part ("question: answer"). A group the server hides is marked; choosing it says why.
 */
export function ResultsFilter({ choices, value, onChange, disabled }: Props) {
  const { t } = useTranslation('company');
  return (
    <Field.Root maxW={{ md: 'lg' }} disabled={disabled}>
      <Field.Label>{t('barometer.results.filter.label')}</Field.Label>
      <NativeSelect name="barometer-filter" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('barometer.results.filter.all')}</option>
        {choices.map((choice) => {
          const label = t('barometer.results.filter.option', { question: choice.question, option: choice.option });
          return (
            <option key={choice.value} value={choice.value}>
              {choice.hidden ? t('barometer.results.filter.hiddenOption', { label }) : label}
            </option>
          );
        })}
      </NativeSelect>
      <Field.HelperText>{t('barometer.results.filter.hint')}</Field.HelperText>
    </Field.Root>
  );
}
