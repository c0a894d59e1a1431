import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';

/** How the product protects the people a company invites. */
export function ProRespect() {
  const { t } = useTranslation('auth');
  const points = t('pro.respect.points', { returnObjects: true }) as unknown as string[];
  return (
    <PageSection id="respect" title={t('pro.respect.title')} bg="gray.50">
      <List.Root gap="3" ps="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List.Root>
    </PageSection>
  );
}
