import { Box, Flex, Heading, List } from '@chakra-ui/react';
import type { StakesBalance as Stakes } from '@rapport/wire/entities/result';
import { useTranslation } from 'react-i18next';

const STAKES = [
  { key: 'action', field: 'r_percent', color: 'brand.600' },
  { key: 'vision', field: 'i_percent', color: 'teal.500' },
  { key: 'intention', field: 's_percent', color: 'orange.400' },
] as const;

/** Action, Vision and Intention as whole percentages: a stacked bar, and the same in words. */
export function StakesBalance({ stakes }: { stakes: Stakes }) {
  const { t } = useTranslation('questionnaire');
  const parts = STAKES.map((s) => ({ ...s, name: t(`results.stakes.${s.key}`), percent: Math.round(stakes[s.field]) }));
  return (
    <Box as="section" aria-labelledby="stakes-title">
      <Heading as="h2" id="stakes-title" size="lg" mb="3">
        {t('results.stakes.title')}
      </Heading>
      <Flex aria-hidden="true" h="8" borderRadius="md" overflow="hidden" mb="3">
        {parts.map((part) => (
          <Box key={part.key} w={`${part.percent}%`} bg={part.color} />
        ))}
      </Flex>
      <List.Root variant="plain" gap="1" data-testid="stakes">
        {parts.map((part) => (
          <List.Item key={part.key} alignItems="center" gap="2">
            <Box aria-hidden="true" w="3" h="3" borderRadius="sm" bg={part.color} flexShrink={0} />
            {t('results.stakes.value', { name: part.name, percent: part.percent })}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
