import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BarometerHiddenReason } from '../../../lib/api/barometer-api';

interface Props {
  reason: BarometerHiddenReason;
  threshold: number;
}

/** Instead of numbers: the results (of the survey or of a group) are too few to stay anonymous, and why. */
export function HiddenNotice({ reason, threshold }: Props) {
  const { t } = useTranslation('company');
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('barometer.results.hidden')}</Alert.Title>
        <Alert.Description>{t(`barometer.results.hiddenWhy.${reason}`, { threshold })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
