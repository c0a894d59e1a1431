import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A failed load, said in place (the toast says it too, but goes away), with a retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Alert.Root status="error" my="4">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{message}</Alert.Title>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
