import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useSurveyT } from '../../../hooks/use-survey-t';

/** LAST_PAGE: thanks; nothing more to do but close the browser. */
export function LastPage({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useSurveyT();
  return (
    <Stack gap="3" data-step="last-page" py="4">
      <Heading as="h2" ref={headingRef} tabIndex={-1} size="xl" outline="none">
        {t('last.title')}
      </Heading>
      <Text>{t('last.body')}</Text>
      <Text fontWeight="semibold">{t('last.close')}</Text>
    </Stack>
  );
}
