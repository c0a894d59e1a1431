import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

interface Item {
  name: string;
  body: string;
}

/** What the numbers in the professional area mean: RI and its five fibers, CPI, II, avatar. */
export function ProIndices() {
  const { t } = useTranslation('auth');
  const indices = t('pro.indices.items', { returnObjects: true }) as unknown as Item[];
  const fibers = t('pro.indices.fibers.items', { returnObjects: true }) as unknown as Item[];
  return (
    <PageSection id="indices" title={t('pro.indices.title')} intro={t('pro.indices.intro')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {indices.map((index) => (
          <Card.Root key={index.name} borderTopWidth="4px" borderTopColor="brand.solid">
            <Card.Body gap="2">
              <Card.Title>{index.name}</Card.Title>
              <Card.Description color="fg.muted">{index.body}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Box mt="10">
        <Heading as="h3" size="lg" mb="4">
          {t('pro.indices.fibers.title')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {fibers.map((fiber) => (
            <Box key={fiber.name} bg="brand.subtle" borderRadius="lg" p="4">
              <Text as="dt" fontWeight="semibold" color="brand.fg" mb="1">
                {fiber.name}
              </Text>
              <Text as="dd" fontSize="sm">
                {fiber.body}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </PageSection>
  );
}
