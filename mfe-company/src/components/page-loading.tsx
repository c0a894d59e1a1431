import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('company');
  return (
    <Center py="12" gap="3" role="status">
      <Spinner size="md" color="brand.solid" />
      <Text>{label ?? t('common.loading')}</Text>
    </Center>
  );
}
