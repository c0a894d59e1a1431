import { Card, List, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

interface Result {
  title: string;
  body: string;
  points?: string[];
}

/** What the person gets: profile on four axes, stakes balance, soft skills, texts, matchings. */
export function LandingResults() {
  const { t } = useTranslation('auth');
  const results = t('landing.results.items', { returnObjects: true }) as unknown as Result[];
  return (
    <PageSection id="what-you-get" title={t('landing.results.title')} intro={t('landing.results.intro')} bg="gray.50">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {results.map((result) => (
          <Card.Root key={result.title} borderTopWidth="4px" borderTopColor="brand.solid">
            <Card.Body gap="3">
              <Card.Title as="h3">{result.title}</Card.Title>
              <Card.Description color="fg.muted">{result.body}</Card.Description>
              {result.points && (
                <List.Root gap="1" ps="5" color="fg.muted" fontSize="sm">
                  {result.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
