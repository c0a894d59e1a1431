import { Center, Spinner, Text } from '@chakra-ui/react';
import { useSurveyT } from '../hooks/use-survey-t';

export function PageLoading() {
  const { t } = useSurveyT();
  return (
    <Center py="12" gap="3" role="status">
      <Spinner size="md" color="brand.solid" />
      <Text>{t('common.loading')}</Text>
    </Center>
  );
}
