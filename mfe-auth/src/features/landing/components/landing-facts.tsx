import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Fact {
  value: string;
  label: string;
}

/** The questionnaire in four facts from the spec: 18 situations, 12 words, 15-20 min, free. */
export function LandingFacts() {
  const { t } = useTranslation('auth');
  const facts = t('landing.facts', { returnObjects: true }) as unknown as Fact[];
  return (
    <SimpleGrid as="dl" columns={2} gap="4" aria-label={t('landing.factsLabel')}>
      {facts.map((fact) => (
        <Box key={fact.label} bg="white" borderWidth="1px" borderColor="brand.100" borderRadius="xl" p={{ base: '4', md: '6' }} shadow="xs" display="flex" flexDirection="column-reverse" gap="1">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.700">
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
