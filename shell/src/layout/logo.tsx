import { Text, VisuallyHidden } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link';

/**
 * The wordmark; a home link except for company users, whose Home is disabled. The link's name
 * starts with what it shows ("Rapport", then "Home"), as speech input expects.
 */
export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation('common');
  const mark = (
    <Text as="span" fontWeight="bold" fontSize="xl" color="brand.700" letterSpacing="tight">
      {t('appName')}
    </Text>
  );
  if (!linked) return mark;
  return (
    <NavLink href={PATHS.home} _hover={{ textDecoration: 'none' }}>
      {mark}
      <VisuallyHidden> {t('nav.home')}</VisuallyHidden>
    </NavLink>
  );
}
