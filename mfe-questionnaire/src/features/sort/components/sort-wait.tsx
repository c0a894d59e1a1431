import { Heading, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';

/** Spec section 9: after sorting, a 5-second wait, shown as it runs. */
export function SortWait({ percent }: { percent: number }) {
  const { t } = useTranslation('questionnaire');
  const label = t('sort.waitLabel');
  return (
    <Stack gap="4" py="6" role="status">
      <Heading as="h2" size="lg">
        {t('sort.waitTitle')}
      </Heading>
      <Progress.Root value={percent} colorPalette="brand" size="lg">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text>{t('sort.waitBody')}</Text>
    </Stack>
  );
}
