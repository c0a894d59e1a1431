import { Button, Stack, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/page-section';

/** The way to /pro for companies. */
export function LandingProTeaser() {
  const { t } = useTranslation('auth');
  return (
    <PageSection id="for-companies" title={t('landing.pro.title')} bg="brand.subtle">
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'center' }} justify="space-between">
        <Text fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {t('landing.pro.body')}
        </Text>
        <Button asChild size="lg" colorPalette="brand" variant="solid" flexShrink={0}>
          <RouterLink to={PATHS.pro}>{t('landing.pro.link')}</RouterLink>
        </Button>
      </Stack>
    </PageSection>
  );
}
