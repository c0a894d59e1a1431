import { Box, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

interface Step {
  title: string;
  body: string;
}

/** How it works: answer 18 situations, choose and rank 12 words, get the profile. */
export function LandingSteps() {
  const { t } = useTranslation('auth');
  const steps = t('landing.steps.items', { returnObjects: true }) as unknown as Step[];
  return (
    <PageSection id="how-it-works" title={t('landing.steps.title')} intro={t('landing.steps.intro')}>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {steps.map((step, i) => (
          <Box as="li" key={step.title} borderWidth="1px" borderRadius="xl" p="6" bg="white">
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" mb="4" aria-hidden="true">
              {i + 1}
            </Circle>
            <Heading as="h3" size="md" mb="2">
              <Box as="span" srOnly>
                {t('landing.steps.stepLabel', { n: i + 1 })}
              </Box>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.body}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
