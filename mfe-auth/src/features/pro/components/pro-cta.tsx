import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/page-section';

/** Closing call to action: the professional area, or a message to open a company account. */
export function ProCta({ onProAccess }: { onProAccess: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <PageSection id="pro-start" title={t('pro.cta.title')} bg="brand.subtle">
      <Stack gap="5" maxW="3xl">
        <Text fontSize={{ base: 'md', md: 'lg' }}>{t('pro.cta.body')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button size="lg" colorPalette="brand" onClick={onProAccess}>
            {t('pro.access')}
          </Button>
          <Button asChild size="lg" variant="outline" colorPalette="brand">
            <Link href="#contact" textDecoration="none">
              {t('pro.cta.contact')}
            </Link>
          </Button>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('pro.cta.termsBefore')}{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={PATHS.terms}>{t('pro.cta.termsLink')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageSection>
  );
}
