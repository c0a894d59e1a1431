import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useSurveyT } from '../hooks/use-survey-t';

/** A failed call, said in place, with a retry when trying again can help. */
export function LoadFailure({ message, detail, onRetry }: { message: string; detail?: string; onRetry?: () => void }) {
  const { t } = useSurveyT();
  return (
    <Alert.Root status="error" my="4" role="alert">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{message}</Alert.Title>
        {detail && <Text fontSize="sm">{detail}</Text>}
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
