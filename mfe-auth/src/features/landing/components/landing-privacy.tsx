import { Link, List, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/page-section';

/** Privacy reassurance, in plain words, with the way to the full policy. */
export function LandingPrivacy() {
  const { t } = useTranslation('auth');
  const points = t('landing.privacy.points', { returnObjects: true }) as unknown as string[];
  return (
    <PageSection id="privacy" title={t('landing.privacy.title')} intro={t('landing.privacy.intro')}>
      <List.Root gap="3" ps="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List.Root>
      <Text mt="6">
        <Link asChild colorPalette="brand" color="brand.fg" fontWeight="medium" textDecoration="underline">
          <RouterLink to={PATHS.terms}>{t('landing.privacy.link')}</RouterLink>
        </Link>
      </Text>
    </PageSection>
  );
}
