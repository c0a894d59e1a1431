import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { PATHS, navigate } from '@rapport/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The link's mission has ended: it says so, and offers nothing to answer. */
export function MissionEnded() {
  const { t } = useTranslation('questionnaire');
  const title = useRef<HTMLDivElement>(null);
  // said at once, and the keyboard starts from here
  useEffect(() => title.current?.focus(), []);
  return (
    <Alert.Root status="info" my="4">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title ref={title} tabIndex={-1} outline="none">
          {t('choice.missionEnded.title')}
        </Alert.Title>
        <Text>{t('choice.missionEnded.body')}</Text>
        <Button variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => navigate(PATHS.home)}>
          {t('choice.missionEnded.home')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
