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
        // dt before dd in the markup, value shown first: column-reverse (flex-end is the top)
        <Box
          key={fact.label}
          display="flex"
          flexDirection="column-reverse"
          justifyContent="flex-end"
          gap="1"
          bg="white"
          borderWidth="1px"
          borderColor="brand.100"
          borderRadius="xl"
          shadow="xs"
          p={{ base: '4', md: '6' }}
        >
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', sm: '2xl', md: '3xl' }} fontWeight="bold" color="brand.700" whiteSpace="nowrap">
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
