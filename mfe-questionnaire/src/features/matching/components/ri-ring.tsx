import { AbsoluteCenter, Box, ProgressCircle, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The Relational Index as a big ring, its percentage in the middle. */
export function RiRing({ percent }: { percent: number }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Stack align="center" gap="2">
      <Box position="relative" aria-hidden="true">
        <ProgressCircle.Root value={percent} colorPalette="brand">
          <ProgressCircle.Circle css={{ '--size': '168px', '--thickness': '14px' }}>
            <ProgressCircle.Track />
            <ProgressCircle.Range strokeLinecap="round" />
          </ProgressCircle.Circle>
        </ProgressCircle.Root>
        <AbsoluteCenter>
          <Text fontSize="4xl" fontWeight="bold">{`${percent}%`}</Text>
        </AbsoluteCenter>
      </Box>
      <Text fontWeight="semibold" data-testid="relational-index">
        {t('matching.ri')}
        <VisuallyHidden>{`: ${percent}%`}</VisuallyHidden>
      </Text>
    </Stack>
  );
}
