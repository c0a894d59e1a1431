import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { matchPercent } from '../../../lib/match-percent';
import type { MatchingDetail } from '../api/matching-detail-api';
import { FIBERS } from '../utils/fibers';

/** Connivance, Feeling, Deep compatibility, Complementarity and Understanding as labelled bars. */
export function FiberBars({ detail }: { detail: MatchingDetail }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Box as="section" aria-labelledby="fibers-title">
      <Heading as="h2" id="fibers-title" size="lg" mb="3">
        {t('matching.fibers')}
      </Heading>
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
        {FIBERS.map(({ key, field }) => {
          const label = t(`matching.fiber.${key}`);
          const percent = matchPercent(detail[field]);
          return (
            <Box as="li" key={key} data-fiber={key}>
              <Progress.Root value={percent} colorPalette="brand" size="lg">
                <Flex justify="space-between" mb="1">
                  <Text>{label}</Text>
                  <Text fontWeight="bold">{`${percent}%`}</Text>
                </Flex>
                <Progress.Track aria-label={label}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
