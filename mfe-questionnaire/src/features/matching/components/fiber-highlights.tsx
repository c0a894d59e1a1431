import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import type { MatchingDetail } from '../api/matching-detail-api';

/** The fiber that brings the pair together, and the one to take care of, with their descriptions. */
export function FiberHighlights({ detail }: { detail: MatchingDetail }) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  const items = [
    { key: 'top', fiber: detail[`top_fiber_${lang}`], description: detail[`top_fiber_description_${lang}`], bg: 'green.50' },
    { key: 'bottom', fiber: detail[`bottom_fiber_${lang}`], description: detail[`bottom_fiber_description_${lang}`], bg: 'orange.50' },
  ] as const;
  return (
    <Stack gap="4">
      {items.map((item) => (
        <Box as="section" key={item.key} aria-labelledby={`fiber-${item.key}`} bg={item.bg} p="4" borderRadius="lg">
          <Heading as="h2" id={`fiber-${item.key}`} size="md" mb="2">
            {t(`matching.${item.key}`, { fiber: item.fiber })}
          </Heading>
          <Text>{item.description}</Text>
        </Box>
      ))}
    </Stack>
  );
}
