import { Box, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './page-section';

interface Step {
  title: string;
  body: string;
}

interface Props {
  id: string;
  /** the locale key holding `title`, optional `intro`, `stepLabel` and `items` ({title, body}[]) */
  copy: string;
}

/** A numbered "how it works" section; each step's heading tells its number to screen readers. */
export function NumberedSteps({ id, copy }: Props) {
  const { t, i18n } = useTranslation('auth');
  const steps = t(`${copy}.items`, { returnObjects: true }) as unknown as Step[];
  const intro = i18n.exists(`${copy}.intro`, { ns: 'auth' }) ? t(`${copy}.intro`) : undefined;
  return (
    <PageSection id={id} title={t(`${copy}.title`)} intro={intro}>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {steps.map((step, i) => (
          <Box as="li" key={step.title} borderWidth="1px" borderRadius="xl" p="6" bg="white">
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" mb="4" aria-hidden="true">
              {i + 1}
            </Circle>
            <Heading as="h3" size="md" mb="2">
              <Box as="span" srOnly>
                {t(`${copy}.stepLabel`, { n: i + 1 })}
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
