import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A public survey's figures are estimates: why, and how to read "≈ 12.4 ± 3.1" and the shaded ranges. */
export function EstimatesLegend() {
  const { t } = useTranslation('company');
  return (
    <Alert.Root status="neutral" variant="outline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('barometer.results.estimates.title')}</Alert.Title>
        <Alert.Description>{t('barometer.results.estimates.body')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
