import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** What the questionnaire is: everyday situations, two answers each, no right or wrong. */
export function LandingAbout() {
  const { t } = useTranslation('auth');
  const paragraphs = t('landing.about.paragraphs', { returnObjects: true }) as unknown as string[];
  return (
    <PageSection id="about" title={t('landing.about.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '10' }}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }}>
            {paragraph}
          </Text>
        ))}
      </SimpleGrid>
      <Box borderStartWidth="4px" borderColor="brand.solid" bg="brand.subtle" borderRadius="md" px="5" py="4" mt="8">
        <Text fontWeight="medium">{t('landing.about.example')}</Text>
      </Box>
    </PageSection>
  );
}
