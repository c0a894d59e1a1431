import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The link named a mission, contact or questionnaire the server does not know (any more). */
export function InvitationGone({ onStandard }: { onStandard: () => void }) {
  const { t } = useTranslation('questionnaire');
  const title = useRef<HTMLDivElement>(null);
  // said at once, and the keyboard starts from here
  useEffect(() => title.current?.focus(), []);
  return (
    <Alert.Root status="warning" my="4">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title ref={title} tabIndex={-1} outline="none">
          {t('choice.invitationGone.title')}
        </Alert.Title>
        <Text>{t('choice.invitationGone.body')}</Text>
        <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onStandard}>
          {t('choice.invitationGone.standard')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
